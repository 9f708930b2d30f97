/**
 * King of Thieves bots. For now one simple judge (heuristic.ts) for every level: `easy` often
 * plays a random legal move instead; `normal` and `hard` always play the judge's best (a search
 * for `hard` is still to come, issue 24). Pure and deterministic for a seed; they read only what
 * the seat could see at the table.
 */
import type { GameBots } from '../../types';
import { nextFloat, nextInt, seedRng } from '../../../lib/rng';
import { legalMoves } from '../engine/apply';
import type { KotMove, KotState } from '../engine/types';
import { judge } from './heuristic';

/** How often the easy bot plays a random move instead of the judge's best. */
const EASY_RANDOM = 0.5;

export const bots: GameBots<KotState, KotMove> = {
  chooseMove(state, _seat, level, seed) {
    const moves = legalMoves(state);
    let rng = seedRng(`${seed}:${state.round}:${state.seat}:${moves.length}`);
    if (level === 'easy') {
      const coin = nextFloat(rng);
      rng = coin.state;
      if (coin.value < EASY_RANDOM) return moves[nextInt(rng, moves.length).value]!;
    }
    let best = moves[0]!;
    let bestScore = -Infinity;
    for (const m of moves) {
      const score = judge(state, m);
      if (score > bestScore) {
        best = m;
        bestScore = score;
      }
    }
    return best;
  },
};
