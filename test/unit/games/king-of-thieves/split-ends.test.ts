// The loot split always ends, with no limit on thefts (ruling-thefts-unlimited; "Часть 1. Делёжка
// добычи"): the book lets the next player without loot take from the centre or steal "another
// player's loot", keeping at least one item and returning at least one, and sets no cap. A cap is
// not needed: the mover is always a seat without loot, so a theft moves one loot to another seat
// and shrinks it (at least one item goes back), while a take gives one more seat its loot. So a
// split has exactly as many takes as seats, and fewer thefts than the items those takes took.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { engine, type KotMove, type KotState } from '../../../../src/games/king-of-thieves/engine';
import { itemsOf, seatsWithoutLoot } from '../../../../src/games/king-of-thieves/engine/split';

const held = (s: KotState) => s.loot.reduce((n, _, seat) => n + itemsOf(s, seat), 0);
const withLoot = (s: KotState) => s.players - seatsWithoutLoot(s).length;

function setup(players: number, seed: string): KotState {
  const r = engine.setup({ players }, seed);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** Plays the split with `pick` choosing among the legal moves; checks the counting argument at each step. */
function playSplit(start: KotState, pick: (moves: KotMove[], i: number) => KotMove) {
  let s = start;
  let takes = 0;
  let steals = 0;
  let taken = 0;
  for (let i = 0; s.phase === 'split'; i++) {
    if (i > 500) throw new Error('the split did not end');
    const m = pick(engine.legalMoves(s), i);
    const r = engine.apply(s, m);
    if (!r.ok) throw new Error(r.error);
    const next = r.value;
    if (next.phase === 'split') {
      if (m.type === 'steal') {
        // The thief had no loot: the number of seats with loot stays, the items held shrink.
        expect(withLoot(next)).toBe(withLoot(s));
        expect(held(next)).toBeLessThan(held(s));
      } else {
        expect(withLoot(next)).toBe(withLoot(s) + 1);
      }
    }
    if (m.type === 'steal') steals++;
    else if (m.type === 'take') {
      takes++;
      taken += m.dice.reduce((a, b) => a + b, 0) + (m.token ? 1 : 0);
    }
    s = next;
  }
  return { takes, steals, taken, end: s };
}

describe('the loot split has no limit on thefts and still always ends (ruling-thefts-unlimited)', () => {
  it.each([3, 4, 5])('%i players, everyone steals whenever they can and keeps all but one item: the split ends', (players) => {
    // The greediest thieves: take one item from the centre, steal the biggest loot at every chance.
    const size = (m: KotMove) => (m.type === 'steal' ? m.keep.reduce((a, b) => a + b, 0) + (m.token ? 1 : 0) : 0);
    const thief = (moves: KotMove[]) => {
      const steals = moves.filter((m) => m.type === 'steal').sort((a, b) => size(b) - size(a));
      if (steals.length) return steals[0]!;
      // Take everything at once first, so there is the most to steal.
      return moves.filter((m) => m.type === 'take').sort((a, b) => total(b) - total(a))[0]!;
    };
    const total = (m: KotMove) => (m.type === 'take' ? m.dice.reduce((a, b) => a + b, 0) + (m.token ? 1 : 0) : 0);
    const { takes, steals, taken, end } = playSplit(setup(players, `thieves-${players}`), thief);
    expect(takes).toBe(players);
    expect(steals).toBeGreaterThan(0);
    expect(steals).toBeLessThan(taken);
    expect(end.phase).not.toBe('split');
    expect(end.loot.every((_, seat) => itemsOf({ ...end, loot: end.finalLoot ?? end.loot, token: end.finalToken }, seat) > 0)).toBe(true);
  });

  it('in random splits for 3-5 players: one take per seat, fewer thefts than items taken', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 5 }), fc.string({ maxLength: 6 }), fc.array(fc.nat(), { minLength: 80, maxLength: 80 }), (players, seed, picks) => {
        const { takes, steals, taken } = playSplit(setup(players, seed), (moves, i) => {
          // Lean towards thefts, so long splits are tried.
          const steals = moves.filter((m) => m.type === 'steal');
          const pool = steals.length && picks[i % 80]! % 4 !== 0 ? steals : moves;
          return pool[picks[i % 80]! % pool.length]!;
        });
        expect(takes).toBe(players);
        expect(steals).toBeLessThan(taken);
      }),
      { numRuns: 60 },
    );
  });
});
