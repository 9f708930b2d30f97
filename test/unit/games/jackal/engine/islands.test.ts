// Stolik's own islands and deck (issue 25): the box's islands and arrow split were lost from the
// text (shared reference other-games.md), so Stolik declares its own. Every island must be fair
// and solvable as engine/islands/check.ts defines the words, and so must every island made from a
// seed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTION_CARD_COUNTS } from '../../../../../src/games/jackal/data/actionCards';
import { ACTION_CARDS, ISLAND_CARDS } from '../../../../../src/games/jackal/data/components';
import { isIsland, type Island } from '../../../../../src/games/jackal/data/island';
import { STOLIK_ARROW_SPLIT, stolikDeckCards } from '../../../../../src/games/jackal/data/stolikDeck';
import { STOLIK_ISLANDS } from '../../../../../src/games/jackal/data/stolikIslands';
import { isPlayableIsland, treasuresOf, unfairReason, unsolvableReason } from '../../../../../src/games/jackal/engine/islands/check';
import { generateIsland } from '../../../../../src/games/jackal/engine/islands/generate';
import { seedRng } from '../../../../../src/lib/rng';

describe("Stolik's deck", () => {
  it('splits the 31 arrows (rulebook «Состав игры»: 31 arrows) and keeps every other count of the box', () => {
    expect(Object.values(STOLIK_ARROW_SPLIT).reduce((a, b) => a + b, 0)).toBe(ACTION_CARD_COUNTS.arrow);
    const deck = stolikDeckCards();
    expect(deck).toHaveLength(ACTION_CARDS);
    for (const face of ['horse', 'double', 'friday', 'weapon', 'redFlag', 'blueFlag', 'rum'] as const) {
      expect(deck.filter((c) => c === face)).toHaveLength(ACTION_CARD_COUNTS[face]);
    }
  });
});

describe("Stolik's 40 islands", () => {
  it('are 40 well-formed 5 x 5 islands with distinct ids and distinct layouts («Состав игры»: 40 islands)', () => {
    expect(STOLIK_ISLANDS).toHaveLength(ISLAND_CARDS);
    for (const island of STOLIK_ISLANDS) expect(isIsland(island), island.id).toBe(true);
    expect(new Set(STOLIK_ISLANDS.map((i) => i.id)).size).toBe(ISLAND_CARDS);
    expect(new Set(STOLIK_ISLANDS.map((i) => i.rows.join('/'))).size).toBe(ISLAND_CARDS);
  });

  it.each(STOLIK_ISLANDS.map((i) => [i.id, i] as const))('%s is fair and solvable', (_id, island) => {
    expect(unfairReason(island)).toBeNull();
    expect(unsolvableReason(island)).toBeNull();
  });

  it('use every cell kind of the book («Ход игры», step 1), hazards on most islands', () => {
    const all = STOLIK_ISLANDS.map((i) => i.rows.join('')).join('');
    for (const code of 'WRB.TX~123') expect(all, code).toContain(code);
    const hazardous = STOLIK_ISLANDS.filter((i) => /[TX]/.test(i.rows.join(''))).length;
    expect(hazardous).toBeGreaterThanOrEqual(30);
    const withFlag = STOLIK_ISLANDS.filter((i) => /[RB]/.test(i.rows.join(''))).length;
    expect(withFlag).toBeGreaterThanOrEqual(20);
    // Some islands lack a coloured flag, so a flag card can fail ("флага, которого нет на этом острове").
    expect(withFlag).toBeLessThan(ISLAND_CARDS);
  });

  it('are what the generator makes from their ids (their provenance; a generator change shows here)', () => {
    for (const island of STOLIK_ISLANDS) expect(generateIsland(seedRng(island.id), island.id).island).toStrictEqual(island);
  });
});

describe('the checks', () => {
  const isle = (rows: string[]): Island => ({ id: 'test', rows });

  it('refuse a rich treasure next to the landing and a treasure out of reach', () => {
    expect(unfairReason(isle(['W3...', '.....', '.....', '.....', '...1.']))).not.toBeNull();
    // The 2 sits behind a wall of water no arrow or horse crosses in four moves.
    expect(unsolvableReason(isle(['W....', '.....', '~~~~~', '~~~~~', '2~~~1']))).not.toBeNull();
  });

  it('refuse a coloured flag from which no treasure can be reached', () => {
    expect(unsolvableReason(isle(['W.1..', '..2..', '~~~~~', '~~~~~', 'R~~~~']))).toBe('R flag reaches no treasure');
  });

  it('count distances through horse jumps over water, never landing on a robber or another treasure', () => {
    const island = isle(['W~3..', '~~...', '.2...', '.....', '.....']);
    const spots = treasuresOf(island);
    expect(spots.find((t) => t.value === 2)!.distance).toBe(1); // W -> (2,1) is a horse jump over water
    expect(isPlayableIsland(island)).toBe(false); // the 2 is one move away
  });
});

describe('islands made from a seed', () => {
  it('are always fair and solvable', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const { island } = generateIsland(seedRng(seed), 'seeded');
        expect(isIsland(island)).toBe(true);
        expect(isPlayableIsland(island)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
