// Royal Stake's tie-break report ("Итоги": the lowest king number breaks a tie; teams: the lowest
// sum, then the emperor's team). The places are unchanged; only the why is added (issue 10 point 7).
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../src/lib/result';
import type { Printed } from '../../../../src/games/royal-stake/score/printed';
import { rankByKing, rankByKingExplained, rankTeams, rankTeamsExplained, type KingShowing } from '../../../../src/games/royal-stake/score/ranking';

// Only kingNumber is read by the ranking; the numbers here are stand-ins, not printed values.
const printed = { kingNumber: (colour: string, side: string) => ok((colour === 'red' ? 3 : 5) + (side === 'back' ? 10 : 0)) } as unknown as Printed;

describe('rankByKingExplained', () => {
  it('names the king number that put a tied player ahead, lower first', () => {
    const totals = { a: 120, b: 120, c: 90 };
    const kings: Record<string, KingShowing> = {
      a: { colour: 'blue', side: 'front' },
      b: { colour: 'red', side: 'front' },
      c: { colour: 'green', side: 'front' },
    };
    const r = rankByKingExplained(totals, kings, printed, true);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.ranking).toEqual([['b'], ['a'], ['c']]);
    expect(r.value.tieBreaks).toEqual([
      { kind: 'ahead', ahead: ['b'], behind: ['a'], place: 1, total: 120, same: [], by: { key: 'kingNumber', ahead: 3, behind: 5, lowestWins: true } },
    ]);
    expect(rankByKing(totals, kings, printed, true)).toEqual(ok(r.value.ranking));
  });
  it('before the end a tie is shared and reported so', () => {
    const r = rankByKingExplained({ a: 40, b: 40 }, {}, printed, false);
    expect(r.ok && r.value.tieBreaks).toEqual([{ kind: 'shared', ids: ['a', 'b'], place: 1, total: 40, same: [] }]);
  });
});

describe('rankTeamsExplained', () => {
  it("reports the members of each team, and the emperor's team winning what is left of a tie", () => {
    const teams = [
      { members: ['a', 'b'], total: 200 },
      { members: ['c', 'd'], total: 200 },
    ];
    const r = rankTeamsExplained(teams, [8, 8], 1);
    expect(r.ranking).toEqual([
      ['c', 'd'],
      ['a', 'b'],
    ]);
    expect(r.ranking).toEqual(rankTeams(teams, [8, 8], 1));
    expect(r.tieBreaks).toEqual([
      {
        kind: 'ahead',
        ahead: ['c', 'd'],
        behind: ['a', 'b'],
        place: 1,
        total: 200,
        same: [{ key: 'kingSum', value: 8 }],
        by: { key: 'emperorTeam', ahead: 1, behind: 0, lowestWins: false },
      },
    ]);
  });
});
