// No peeking (issue 25, rulebook «Подготовка»: a hand is shown to nobody; «Ход игры»: rows lie face
// down until the reveal): the normal and hard bots decide from their seat's view only. Two states
// that differ in every card the seat cannot see (other hands, face-down rows, Tortuga choices,
// the deck and its order, the islands to come) get the same move for the same seed and clock.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bots } from '../../../../../src/games/jackal/bots';
import { engine } from '../../../../../src/games/jackal/engine';
import { disguiseJackal } from '../../conformance/jackal';
import { randomGame } from '../engine/helpers';

const tickClock = (budget: number) => {
  let t = 0;
  return { now: () => t++, deadline: budget };
};

describe('jackal bots: no peeking', () => {
  it('hidden cards dealt differently, same view: the same move at normal and hard', { timeout: 120_000 }, () => {
    let differed = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.string({ maxLength: 6 }),
        fc.nat(),
        fc.constantFrom('normal', 'hard' as const),
        (players, seed, at, level) => {
          const { states } = randomGame({ players, learning: true }, seed);
          const s = states[at % (states.length - 1)]!;
          const seat = engine.toMove(s);
          fc.pre(seat !== null && engine.legalMoves(s).length > 1);
          const other = disguiseJackal(s, seat!, `${seed}/x`);
          // The premise: the seat sees exactly the same table in both states.
          expect(engine.view(other, seat!)).toStrictEqual(engine.view(s, seat!));
          if (JSON.stringify(other) !== JSON.stringify(s)) differed++;
          const a = bots.chooseMove(s, seat!, level, 'same', tickClock(8));
          expect(bots.chooseMove(other, seat!, level, 'same', tickClock(8))).toStrictEqual(a);
        },
      ),
      { numRuns: 80 },
    );
    // The property must have had secrets to hide in most positions, or it proves nothing.
    expect(differed).toBeGreaterThan(40);
  });
});
