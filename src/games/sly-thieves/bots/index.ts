/**
 * Sly Thieves bots for the bot worker: easy (random, leaning to big tiles), normal (one step
 * greedy) and hard (alpha-beta with iterative deepening against the clock). Pure and seeded.
 */
import { seedRng } from '../../../lib/rng';
import type { GameBots } from '../../types';
import { legalMoves } from '../engine/legal';
import type { SlyMove, SlyState } from '../engine/types';
import { searchMove } from './search';
import { easyMove, normalMove } from './simple';

/** Chooses a legal move for the seat to move; never throws (a broken state gets 'leave'). */
export const bots: GameBots<SlyState, SlyMove> = {
  chooseMove(state, seat, level, seed, clock) {
    try {
      const moves = legalMoves(state);
      if (moves.length <= 1) return moves[0] ?? { type: 'leave', seat };
      const rng = seedRng(`${seed}:${level}`);
      if (level === 'easy') return easyMove(state, moves, rng);
      if (level === 'normal') return normalMove(state, seat, moves, rng);
      return searchMove(state, seat, rng, clock);
    } catch {
      return { type: 'leave', seat };
    }
  },
};
