// The normal and hard King of Thieves bots decide from what their seat sees at the table: other
// seats' notoriety tokens are kept hidden ("Конец хода"), the decks lie face down and the cards
// removed at set-up went back unseen ("Подготовка"), and the dice to come are the generator's.
// Two states that differ only there (the seat's view is the same) get the same move, for any
// seed: a property over random positions of 3-5 player games.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bots } from '../../../../../src/games/king-of-thieves/bots';
import { MAX_WORLDS } from '../../../../../src/games/king-of-thieves/bots/search';
import { CARD_BY_ID, DECK_IDS } from '../../../../../src/games/king-of-thieves/data/cards';
import { engine, type KotState } from '../../../../../src/games/king-of-thieves/engine';
import type { BotLevel } from '../../../../../src/games/types';
import { seedRng, shuffle, stepInPlace } from '../../../../../src/lib/rng';

const tick = (budget = 5) => {
  let t = 0;
  return { now: () => t++, deadline: budget, reads: () => t };
};

/** The position after `plies` moves of normal bots (random ones now and then) in a seeded game. */
function position(players: number, seed: string, plies: number): KotState {
  const r = engine.setup({ players }, seed);
  if (!r.ok) throw new Error(r.error);
  let s = r.value;
  const rng: number[] = seedRng(`pos:${seed}`);
  for (let i = 0; i < plies; i++) {
    const seat = engine.toMove(s);
    if (seat === null) break;
    const moves = engine.legalMoves(s);
    const move = stepInPlace(rng) % 4 === 0 ? moves[stepInPlace(rng) % moves.length]! : bots.chooseMove(s, seat, 'normal', `p${i}`, tick());
    const next = engine.apply(s, move);
    if (!next.ok) throw new Error(next.error);
    if (engine.toMove(next.value) === null) break;
    s = next.value;
  }
  return s;
}

/**
 * `s` with everything `seat` cannot see changed: the others' notoriety, each deck's cards and
 * the cards removed from it dealt anew between the deck (same size) and the box, the generator.
 */
function hideDifferently(s: KotState, seat: number, seed: string): KotState {
  let rng = seedRng(seed);
  const decks = { ...s.decks };
  const boxedOf = (id: string) => s.boxed.filter((c) => CARD_BY_ID.get(c)!.deck === id);
  const boxed: string[] = [];
  for (const id of DECK_IDS) {
    const pool = shuffle(rng, [...s.decks[id], ...boxedOf(id)]);
    rng = pool.state;
    decks[id] = pool.value.slice(0, s.decks[id].length);
    boxed.push(...pool.value.slice(s.decks[id].length));
  }
  return {
    ...s,
    rng: [rng[0], rng[1] ^ 0x5bd1e995, rng[2], rng[3]],
    decks,
    boxed,
    notoriety: s.notoriety.map((n, other) => (other === seat ? n : n + 1 + ((rng[0] >>> other) & 7))),
  };
}

describe('king-of-thieves bots: no peeking', () => {
  it('hidden parts held differently, same view: normal and hard choose the same move', { timeout: 120_000 }, () => {
    let differed = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 5 }),
        fc.string({ maxLength: 6 }),
        fc.integer({ min: 0, max: 160 }),
        fc.constantFrom<BotLevel>('normal', 'hard'),
        (players, seed, plies, level) => {
          const s = position(players, seed, plies);
          const seat = engine.toMove(s);
          fc.pre(seat !== null && engine.legalMoves(s).length > 1);
          const other = hideDifferently(s, seat!, `${seed}/x`);
          // The premise: the seat sees exactly the same table in both states.
          expect(engine.view(other, seat!)).toEqual(engine.view(s, seat!));
          if (JSON.stringify(other.decks) !== JSON.stringify(s.decks) || other.notoriety.some((n, i) => n !== s.notoriety[i])) differed++;
          expect(bots.chooseMove(other, seat!, level, 'same', tick())).toEqual(bots.chooseMove(s, seat!, level, 'same', tick()));
        },
      ),
      { numRuns: 50 },
    );
    // The property must have had secrets to hide, or it proves nothing.
    expect(differed).toBeGreaterThan(25);
  });

  it('the hard bot ends on a clock that never moves, and reads a ticking one about once a world', { timeout: 60_000 }, () => {
    const s = position(5, 'clock', 3);
    const frozen = { now: () => 0, deadline: 1000 };
    expect(engine.apply(s, bots.chooseMove(s, s.seat, 'hard', 'x', frozen)).ok).toBe(true);
    const clock = tick(8);
    bots.chooseMove(s, s.seat, 'hard', 'x', clock);
    expect(clock.reads()).toBeLessThanOrEqual(Math.min(MAX_WORLDS, 8) + 1);
  });
});
