import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scorePadScorer } from '../../../src/scorepad/score';

const player = fc.record({ id: fc.uuid(), rounds: fc.array(fc.integer({ min: -99_999, max: 99_999 }), { maxLength: 20 }) });
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
    expect(scorePadScorer.score({ players: [{ id: 'A', rounds: [1] }, { id: 'A', rounds: [] }] })).toMatchObject({ error: 'ERR_DUPLICATE_PLAYER' });
    expect(scorePadScorer.score({ players: [{ id: 'A', rounds: ['3'] }] })).toMatchObject({ error: 'ERR_NOT_INTEGER', path: 'players.0.rounds.0' });
  });
});
