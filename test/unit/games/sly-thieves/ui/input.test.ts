import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scorer } from '../../../../../src/games/sly-thieves/score';
import {
  bankOf,
  bankWithRest,
  countOf,
  DEFAULT_BANK,
  initialInput,
  missingValues,
  takenByValue,
  withBank,
  withCount,
  withVariant,
} from '../../../../../src/games/sly-thieves/ui/input';

const seats = [
  { id: 'a', name: 'Anya', color: '#c0392b' },
  { id: 'b', name: 'Boris', color: '#1f6fb2' },
];

describe('loot sheet input (Подсчет очков: tiles by value per gang)', () => {
  it('a new sheet holds every gang with no count entered (not 0) and the default split', () => {
    const input = initialInput(seats, 'advanced', { ...DEFAULT_BANK });
    expect(input).toEqual({
      variant: 'advanced',
      distribution: { 1: 30, 2: 20, 3: 10 },
      players: [
        { id: 'a', tiles: {} },
        { id: 'b', tiles: {} },
      ],
    });
    expect(countOf(input, 'a', 1)).toBeNull();
    expect(missingValues(input, 'a')).toEqual([1, 2, 3]);
    const r = scorer.score(JSON.parse(JSON.stringify(input)));
    expect(r.ok && r.value.totals).toEqual({ a: 0, b: 0 }); // why the sheet places only complete gangs
  });
  it('clearing a count un-enters it', () => {
    const input = withCount(withCount(initialInput(seats, 'basic', null), 'a', 3, 2), 'a', 3, null);
    expect(countOf(input, 'a', 3)).toBeNull();
    expect(missingValues(withCount(withCount(input, 'a', 1, 0), 'a', 2, 0), 'a')).toEqual([3]);
  });
  it('no stated split leaves "distribution" out, as in the issue format', () => {
    expect('distribution' in initialInput(seats, 'basic', null)).toBe(false);
    expect(bankOf(initialInput(seats, 'basic', null))).toBeNull();
  });
  it('withCount changes one count of one gang and keeps the rest', () => {
    const input = withCount(withCount(initialInput(seats, 'basic', null), 'a', 3, 2), 'b', 1, 7);
    expect(input.players).toEqual([
      { id: 'a', tiles: { 3: 2 } },
      { id: 'b', tiles: { 1: 7 } },
    ]);
    expect(countOf(input, 'a', 3)).toBe(2);
    expect(takenByValue(input, ['a', 'b'])).toEqual({ 1: 7, 2: 0, 3: 2 });
  });
  it('unreadable saved counts read as not entered on screen (the scorer still refuses them)', () => {
    const damaged = { players: [{ id: 'a', tiles: { 1: 2.5, 2: '3', 3: -1 } }] };
    expect([1, 2, 3].map((v) => countOf(damaged, 'a', v as 1 | 2 | 3))).toEqual([null, null, null]);
    expect(countOf(null, 'a', 1)).toBeNull();
    expect(scorer.score(damaged).ok).toBe(false);
  });
  it('withBank(null) drops the split; withVariant records the variant only', () => {
    const input = initialInput(seats, 'basic', { ...DEFAULT_BANK });
    expect('distribution' in withBank(input, null)).toBe(false);
    expect(withVariant(input, 'advanced')).toEqual({ ...input, variant: 'advanced' });
  });
  it('property: a custom split built from gold bars and diamonds always fills the 60 rooms (Компоненты)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }), (gold, diamonds) => {
        fc.pre(gold + diamonds <= 60);
        const bank = bankWithRest(gold, diamonds);
        const r = scorer.score({ distribution: bank, players: [{ id: 'a', tiles: {} }] });
        expect(r.ok).toBe(true);
        expect(bank[1]).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
