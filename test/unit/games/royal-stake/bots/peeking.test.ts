// The bots use only what their seat may know (the pass-and-play promise of hidden hands): two
// states that differ only in cards the seat cannot see get the same move for the same seed and
// level. Hidden: other hands, auction cards (even one's own, #mode-i-am-king), laid auction
// cards, other seats' discards, the stock and the generator.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bots } from '../../../../../src/games/royal-stake/bots';
import { engine } from '../../../../../src/games/royal-stake/engine';
import type { PlayMode } from '../../../../../src/games/royal-stake/engine/types';
import type { BotLevel } from '../../../../../src/games/types';
import { randomPosition, reshuffleHidden, tickClock } from './helpers';

describe('royal-stake bots: no peeking', () => {
  it('hidden cards dealt differently, same view: the same move at every level', { timeout: 120_000 }, () => {
    let differed = 0;
    fc.assert(
      fc.property(
        fc.constantFrom<PlayMode>('i-am-king', 'team', 'emperor'),
        fc.string({ maxLength: 6 }),
        fc.integer({ min: 0, max: 120 }),
        fc.constantFrom<BotLevel>('easy', 'normal', 'hard'),
        (mode, seed, plies, level) => {
          const s = randomPosition(mode, seed, plies);
          const seat = engine.toMove(s);
          fc.pre(seat !== null && engine.legalMoves(s).length > 1);
          const other = reshuffleHidden(s, seat!, `${seed}/x`);
          // The premise: the seat sees exactly the same table in both states.
          expect(engine.view(other, seat!)).toEqual(engine.view(s, seat!));
          if (JSON.stringify(other.seats) !== JSON.stringify(s.seats) || JSON.stringify(other.deck) !== JSON.stringify(s.deck)) differed++;
          const a = bots.chooseMove(s, seat!, level, 'same', tickClock(30));
          const b = bots.chooseMove(other, seat!, level, 'same', tickClock(30));
          expect(b).toEqual(a);
        },
      ),
      { numRuns: 120 },
    );
    // The property must have had secrets to hide in most positions, or it proves nothing.
    expect(differed).toBeGreaterThan(60);
  });
});
