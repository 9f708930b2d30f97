import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { missingCells, scorePadScorer, validatePad } from '../../../src/scorepad/score';
import { tieBreakSentences } from '../../../src/ui/score/resultText';

const player = fc.record({ id: fc.uuid(), rounds: fc.array(fc.option(fc.integer({ min: -99_999, max: 99_999 })), { maxLength: 20 }) });
const input = fc.record({
  players: fc.uniqueArray(player, { minLength: 1, maxLength: 12, selector: (p) => p.id }),
  lowestWins: fc.boolean(),
});

describe('score pad scorer', () => {
  it('totals are the sum of the breakdown rows and every player is placed once (property)', () => {
    fc.assert(
      fc.property(input, (inp) => {
        const r = scorePadScorer.score(inp);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        for (const p of inp.players) expect(r.value.totals[p.id]).toBe(r.value.breakdown[p.id]!.reduce((a, row) => a + row.points, 0));
        expect(r.value.ranking.flat().sort()).toEqual(inp.players.map((p) => p.id).sort());
      }),
    );
  });
  it('the winner has the best total in the chosen direction (property)', () => {
    fc.assert(
      fc.property(input, (inp) => {
        const r = scorePadScorer.score(inp);
        if (!r.ok) throw new Error(r.error);
        const best = r.value.totals[r.value.ranking[0]![0]!]!;
        for (const t of Object.values(r.value.totals)) expect(inp.lowestWins ? best <= t : best >= t).toBe(true);
      }),
    );
  });
  it('never throws on arbitrary JSON and refuses what is not a pad', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => void scorePadScorer.score(v)));
    expect(scorePadScorer.score(null)).toMatchObject({ ok: false, error: 'ERR_BAD_INPUT' });
    expect(scorePadScorer.score({ players: [] })).toMatchObject({ ok: false, error: 'ERR_PLAYER_COUNT' });
    expect(
      scorePadScorer.score({
        players: [
          { id: 'A', rounds: [1] },
          { id: 'A', rounds: [] },
        ],
      }),
    ).toMatchObject({ error: 'ERR_DUPLICATE_PLAYER' });
    expect(scorePadScorer.score({ players: [{ id: 'A', rounds: ['3'] }] })).toMatchObject({ error: 'ERR_NOT_INTEGER', path: 'players.0.rounds.0' });
  });
  // Issue 10: "a value nobody entered is shown as not entered, not as 0; a total counts only what was entered".
  it('a cell nobody entered counts nothing and is listed as missing, round by round', () => {
    const input = {
      players: [
        { id: 'A', rounds: [5, null, 2] },
        { id: 'B', rounds: [null, 3] },
      ],
      lowestWins: false,
    };
    const r = scorePadScorer.score(input);
    expect(r).toMatchObject({ ok: true, value: { totals: { A: 7, B: 3 } } });
    expect(missingCells(validatePad(input).ok ? input : (null as never))).toEqual([
      { round: 0, ids: ['B'] },
      { round: 1, ids: ['A'] },
      { round: 2, ids: ['B'] }, // B's list is shorter: round 3 was never entered
    ]);
  });
  it('a pad saved before "not entered" existed keeps its zeros as entered values', () => {
    const old = {
      players: [
        { id: 'A', rounds: [0, 0] },
        { id: 'B', rounds: [4, 0] },
      ],
      lowestWins: false,
    };
    expect(validatePad(old)).toEqual({ ok: true, value: old });
    expect(missingCells(old)).toEqual([]);
  });
  it('only the entered cells appear in the breakdown, each with its round (property)', () => {
    fc.assert(
      fc.property(input, (inp) => {
        const r = scorePadScorer.score(inp);
        if (!r.ok) throw new Error(r.error);
        for (const p of inp.players) {
          expect(r.value.breakdown[p.id]!.map((row) => row.params!.round)).toEqual(p.rounds.flatMap((v, i) => (v === null ? [] : [i + 1])));
        }
      }),
    );
  });
  // Issue 10, "Explanations that end arguments": every place decided by a tie, or shared, is stated.
  // The pad has no tie-break rule, so tied players share the place and the note says no rule broke it.
  it('tied totals share a place and carry a note that says so, in words', () => {
    const r = scorePadScorer.score({
      players: [
        { id: 'A', rounds: [10, 16] },
        { id: 'B', rounds: [20, 6] },
        { id: 'C', rounds: [30] },
      ],
      lowestWins: false,
    });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.ranking).toEqual([['C'], ['A', 'B']]);
    expect(r.value.tieBreaks).toEqual([{ kind: 'shared', ids: ['A', 'B'], place: 2, total: 26, same: [] }]);
    const t = (key: string, p?: Record<string, unknown>) => `${key} ${JSON.stringify(p)}`;
    const names: Record<string, string> = { A: 'Anna', B: 'Boris' };
    expect(tieBreakSentences(r.value.tieBreaks!, (id) => names[id]!, t, 'en')).toEqual([
      'tieBreak.sharedNoRule {"names":"Anna and Boris","place":2,"total":26}',
    ]);
  });
  it('a pad without equal totals has no tie notes', () => {
    const r = scorePadScorer.score({
      players: [
        { id: 'A', rounds: [1] },
        { id: 'B', rounds: [2] },
      ],
      lowestWins: true,
    });
    expect(r.ok && r.value.tieBreaks).toBeUndefined();
  });
  it('every shared place, and only a shared place, has one note (property)', () => {
    fc.assert(
      fc.property(input, (inp) => {
        const r = scorePadScorer.score(inp);
        if (!r.ok) throw new Error(r.error);
        const shared = r.value.ranking.filter((ids) => ids.length > 1);
        expect((r.value.tieBreaks ?? []).map((n) => (n.kind === 'shared' ? n.ids : n.kind))).toEqual(shared);
      }),
    );
  });
});
