// Property tests of the loot count ("Подсчет очков"; 60 tiles per "Компоненты").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scorer } from '../../../../src/games/sly-thieves/score';
import { DEFAULT_DISTRIBUTION, boardPoints, countsByValue } from '../../../../src/games/sly-thieves/data';

type Counts = { 1: number; 2: number; 3: number };

/** A bank split that fills 60 rooms. */
const bankArb = fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 })).map(([a, b]): Counts => {
  const [lo, hi] = a <= b ? [a, b] : [b, a];
  return { 1: lo, 2: hi - lo, 3: 60 - hi };
});

/** 1-4 gangs whose loot, value by value, never exceeds what the bank holds. */
const gameArb = bankArb.chain((bank) =>
  fc.integer({ min: 1, max: 4 }).chain((n) =>
    fc
      .tuple(
        ...([1, 2, 3] as const).map((v) =>
          // For each value: how many of the bank's tiles were taken, then who took each one.
          fc.integer({ min: 0, max: bank[v] }).chain((taken) => fc.array(fc.integer({ min: 0, max: n - 1 }), { minLength: taken, maxLength: taken })),
        ),
      )
      .map((owners) => {
        const players = Array.from({ length: n }, (_, i) => ({ id: `P${i}`, tiles: { 1: 0, 2: 0, 3: 0 } as Counts }));
        owners.forEach((list, vi) => {
          const v = (vi + 1) as 1 | 2 | 3;
          for (const o of list) players[o]!.tiles[v] += 1;
        });
        return { bank, players };
      }),
  ),
);

describe('sly-thieves scorer properties', () => {
  it('rows add up to totals, and each row is count × value', () => {
    fc.assert(
      fc.property(gameArb, ({ players }) => {
        const r = scorer.score({ players });
        if (!r.ok) throw new Error(r.error);
        for (const p of players) {
          const rows = r.value.breakdown[p.id]!;
          expect(rows.reduce((s, row) => s + row.points, 0)).toBe(r.value.totals[p.id]);
          expect(r.value.totals[p.id]).toBe(p.tiles[1] + 2 * p.tiles[2] + 3 * p.tiles[3]);
        }
      }),
    );
  });

  it('the ranking holds every gang once, best first, shared places only for equal loot', () => {
    fc.assert(
      fc.property(gameArb, ({ players }) => {
        const r = scorer.score({ players });
        if (!r.ok) throw new Error(r.error);
        const { ranking, totals } = r.value;
        expect(ranking.flat().sort()).toEqual(players.map((p) => p.id).sort());
        for (const place of ranking) expect(new Set(place.map((id) => totals[id])).size).toBe(1);
        for (let i = 1; i < ranking.length; i++) expect(totals[ranking[i - 1]![0]!]!).toBeGreaterThan(totals[ranking[i]![0]!]!);
      }),
    );
  });

  it('all gangs together never score more than the points lying in the bank', () => {
    fc.assert(
      fc.property(gameArb, ({ bank, players }) => {
        const r = scorer.score({ distribution: bank, players });
        if (!r.ok) throw new Error(r.error);
        const sum = Object.values(r.value.totals).reduce((s, t) => s + t, 0);
        expect(sum).toBeLessThanOrEqual(boardPoints(bank));
      }),
    );
  });

  it('one tile more than the stated bank holds is always refused', () => {
    fc.assert(
      fc.property(bankArb, fc.constantFrom(1, 2, 3), (bank, v) => {
        const tiles = { ...bank, [v]: bank[v as 1 | 2 | 3] + 1 };
        const r = scorer.score({ distribution: bank, players: [{ id: 'A', tiles }] });
        expect(r.ok).toBe(false);
      }),
    );
  });

  it('with the default bank, the whole board is worth exactly its 100 points', () => {
    const bank = countsByValue(DEFAULT_DISTRIBUTION);
    const r = scorer.score({ distribution: bank, players: [{ id: 'A', tiles: bank }] });
    expect(r.ok && r.value.totals.A).toBe(100);
  });

  it('never throws on arbitrary JSON and always answers ok or an ERR_ code', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), fc.record({ players: fc.array(fc.record({ id: fc.string(), tiles: fc.dictionary(fc.string(), fc.jsonValue()) })) })),
        (input) => {
          const r = scorer.score(input);
          if (!r.ok) expect(r.error).toMatch(/^ERR_[A-Z_]+$/);
        },
      ),
    );
  });
});
