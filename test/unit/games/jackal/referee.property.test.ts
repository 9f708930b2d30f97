// Invariants of the arrival judge over generated islands — «Ход игры», шаг 5, and
// «Как понять, кто пришёл к кладу первым?».
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeArrivals, shareFor } from '../../../../src/games/jackal/referee';
import { card, island, type CardEntry } from './helpers';

const cellArb = fc.oneof(fc.constantFrom<unknown>('empty', 'trap', 'robber'), fc.record({ treasure: fc.constantFrom('x', 'y', 'z'), value: fc.constant(0) }));
// A treasure's value follows from its id, so the same id never carries two values.
const VALUE: Record<string, number> = { x: 1, y: 2, z: 3 };
const fixValue = (cell: unknown) => (typeof cell === 'object' && cell !== null ? { ...cell, value: VALUE[(cell as { treasure: string }).treasure] } : cell);

const moveArb = fc
  .record({
    card: fc.constantFrom('arrowVertical', 'arrowHorizontal', 'arrowAnyDiagonal', 'horse'),
    cells: fc.tuple(cellArb, cellArb),
    double: fc.boolean(),
    friday: fc.boolean(),
    weapon: fc.boolean(),
  })
  .map((m) => {
    const cells = m.double ? m.cells.map(fixValue) : fixValue(m.cells[0]);
    const row: CardEntry[] = [card(m.card, cells)];
    for (const a of ['double', 'friday', 'weapon'] as const) if (m[a]) row.push(card(a));
    return row;
  });

const rowArb = fc
  .tuple(fc.integer({ min: 0, max: 2 }), fc.array(moveArb, { minLength: 1, maxLength: 5 }))
  .map(([rum, moves]) => [...Array(rum).fill(card('rum')), ...moves.flat()]);

const islandArb = fc.record({ rows: fc.array(rowArb, { minLength: 1, maxLength: 4 }), first: fc.integer({ min: 0, max: 3 }) }).map(({ rows, first }) => {
  const ids = ['A', 'B', 'C', 'D'];
  return island(Object.fromEntries(rows.map((r, i) => [ids[i]!, r])), { firstPlayer: ids[first]! });
});

/** Judges, skipping islands that use more special cards than the deck holds. */
const judged = (input: unknown) => {
  const r = judgeArrivals(input);
  fc.pre(r.ok || r.error !== 'ERR_TOO_MANY_CARDS');
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('arrival judge properties', () => {
  it('the split gives the first the full value, then one less each, never below 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 4 }), (value, pirates) => {
        const shares = Array.from({ length: pirates }, (_, k) => shareFor(value, k));
        expect(shares[0]).toBe(value);
        shares.forEach((s, k) => {
          expect(s).toBeGreaterThanOrEqual(0);
          expect(s).toBeLessThanOrEqual(value);
          if (k > 0) expect(s).toBe(Math.max(0, shares[k - 1]! - 1));
        });
      }),
    );
  });
  it('no treasure hands out more than its value to anyone, nor more than value + (value-1) + ... in all', () => {
    fc.assert(
      fc.property(islandArb, (input) => {
        const v = judged(input);
        for (const t of v.treasures) {
          expect(t.order.every((o) => o.coins <= t.value)).toBe(true);
          expect(t.order.reduce((s, o) => s + o.coins, 0)).toBeLessThanOrEqual((t.value * (t.value + 1)) / 2);
          for (let k = 1; k < t.order.length; k++) expect(t.order[k]!.step).toBeGreaterThanOrEqual(t.order[k - 1]!.step);
        }
      }),
    );
  });
  it('every pirate gets exactly one verdict and the booked coins match the verdicts', () => {
    fc.assert(
      fc.property(islandArb, (input) => {
        const v = judged(input);
        expect(v.pirates.map((p) => p.id)).toEqual(input.pirates.map((p) => p.id));
        for (const p of v.pirates) expect(v.coins[p.id]).toBe(p.coins);
        const onTreasures = v.treasures.flatMap((t) => t.order.map((o) => o.id)).sort();
        expect(onTreasures).toEqual(
          v.pirates
            .filter((p) => p.outcome === 'treasure')
            .map((p) => p.id)
            .sort(),
        );
      }),
    );
  });
  it('rum on a row without rum costs exactly one more step — «Ром»', () => {
    fc.assert(
      fc.property(fc.array(moveArb, { minLength: 1, maxLength: 5 }), fc.integer({ min: 1, max: 4 }), (moves, rum) => {
        const plain = judged(island({ A: moves.flat() }));
        const rummed = judged(island({ A: [...Array(rum).fill(card('rum')), ...moves.flat()] }));
        expect(rummed.pirates[0]!.steps).toBe(plain.pirates[0]!.steps + 1);
        expect(rummed.pirates[0]!.outcome).toBe(plain.pirates[0]!.outcome);
      }),
    );
  });
});
