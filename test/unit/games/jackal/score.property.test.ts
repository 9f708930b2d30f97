// Invariants of the Jackal scorer over generated, valid games.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coinSupplyWarning, scorer } from '../../../../src/games/jackal/score';

/** Valid games: 1-4 players, 0-10 islands, gains 0-3 or a Tortuga trade the purse can afford. */
const validGame = fc
  .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 10 }))
  .chain(([players, islands]) =>
    fc.array(fc.array(fc.integer({ min: -3, max: 3 }), { minLength: islands, maxLength: islands }), {
      minLength: players,
      maxLength: players,
    }),
  )
  .map((generated) => {
    // Cap Tortuga by the purse and gains by the box, so the game stays possible (on a copy:
    // fast-check reuses generated values while shrinking).
    const rows = generated.map((row) => [...row]);
    const purses = rows.map(() => 0);
    const islands = rows[0]?.length ?? 0;
    for (let i = 0; i < islands; i++) {
      rows.forEach((row, p) => {
        const v = row[i]!;
        row[i] = v < 0 ? -Math.min(-v, purses[p]!) : v;
        purses[p]! += row[i]!;
      });
      let over = purses.reduce((a, b) => a + b, 0) - 37;
      rows.forEach((row, p) => {
        const cut = Math.max(0, Math.min(over, row[i]!));
        row[i]! -= cut;
        purses[p]! -= cut;
        over -= cut;
      });
    }
    return { players: rows.map((islands, p) => ({ id: `P${p}`, islands })) };
  });

describe('Jackal scorer properties — «Подсчёт монет»', () => {
  it('every total is the sum of its rows, one row per island', () => {
    fc.assert(
      fc.property(validGame, (input) => {
        const r = scorer.score(input);
        if (!r.ok) throw new Error(r.error);
        for (const p of input.players) {
          const rows = r.value.breakdown[p.id]!;
          expect(rows).toHaveLength(p.islands.length);
          expect(rows.reduce((s, row) => s + row.points, 0)).toBe(r.value.totals[p.id]);
        }
      }),
    );
  });
  it('the ranking holds everyone once, best first, equals together — «Аррррр! Победитель!»', () => {
    fc.assert(
      fc.property(validGame, (input) => {
        const r = scorer.score(input);
        if (!r.ok) throw new Error(r.error);
        const { ranking, totals } = r.value;
        expect(ranking.flat().sort()).toEqual(input.players.map((p) => p.id).sort());
        for (const place of ranking) expect(new Set(place.map((id) => totals[id])).size).toBe(1);
        for (let i = 1; i < ranking.length; i++) {
          expect(totals[ranking[i - 1]![0]!]!).toBeGreaterThan(totals[ranking[i]![0]!]!);
        }
      }),
    );
  });
  it('no purse ever goes below zero, and a game within the box raises no supply warning', () => {
    fc.assert(
      fc.property(validGame, (input) => {
        const r = scorer.score(input);
        if (!r.ok) throw new Error(r.error);
        expect(Object.values(r.value.totals).every((t) => t >= 0)).toBe(true);
        expect(Object.values(r.value.totals).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(37);
        expect(coinSupplyWarning(input.players)).toBeNull();
      }),
    );
  });
  it('more coins than the box is scored, never refused, and warned about — ruling "coin-supply"', () => {
    const rich = fc
      .integer({ min: 2, max: 4 })
      .chain((n) => fc.array(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 10, maxLength: 10 }), { minLength: n, maxLength: n }));
    fc.assert(
      fc.property(rich, (rows) => {
        const input = { players: rows.map((islands, p) => ({ id: `P${p}`, islands })) };
        const r = scorer.score(input);
        if (!r.ok) throw new Error(r.error);
        const sum = rows.flat().reduce((a, b) => a + b, 0);
        expect(coinSupplyWarning(input.players) !== null).toBe(sum > 37);
      }),
    );
  });
  it('a gain of 4 or a trade of 4 anywhere is refused', () => {
    fc.assert(
      fc.property(validGame, fc.nat(), fc.constantFrom(4, -4, 10, -9), (input, pick, bad) => {
        const players = input.players.map((p) => ({ id: p.id, islands: [...p.islands] }));
        const p = players[pick % players.length]!;
        fc.pre(p.islands.length > 0);
        p.islands[pick % p.islands.length] = bad;
        expect(scorer.score({ players }).ok).toBe(false);
      }),
    );
  });
});
