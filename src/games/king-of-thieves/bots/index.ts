/**
 * King of Thieves bots (issue 24), pure and deterministic for a seed, reading only what the seat
 * could see at the table (never another seat's notoriety, the decks' order or the cards removed
 * unseen; the no-peeking tests check it):
 * - easy: the simple judge (heuristic.ts), playing a random legal move half the time;
 * - normal: a one-move-ahead judge of what the dice buy and convert (normal.ts);
 * - hard: the normal bot's best few moves played out to the end of the turn in sampled worlds
 *   (search.ts), within the worker's clock.
 */
import type { GameBots } from '../../types';
import { nextFloat, nextInt, seedRng } from '../../../lib/rng';
import { legalMoves } from '../engine/apply';
import type { KotMove, KotState } from '../engine/types';
import { judge } from './heuristic';
import { normalMove } from './normal';
import { hardMove } from './search';
import { publicState } from './world';

/** How often the easy bot plays a random move instead of the judge's best. */
const EASY_RANDOM = 0.5;

function easyMove(state: KotState, seed: string): KotMove {
  const moves = legalMoves(state);
  let rng = seedRng(`${seed}:${state.round}:${state.seat}:${moves.length}`);
  const coin = nextFloat(rng);
  rng = coin.state;
  if (coin.value < EASY_RANDOM) return moves[nextInt(rng, moves.length).value]!;
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
}

export const bots: GameBots<KotState, KotMove> = {
  chooseMove(state, seat, level, seed, clock) {
    if (level === 'easy') return easyMove(state, seed);
    if (level === 'normal') return normalMove(publicState(state, seat));
    return hardMove(state, seed, clock);
  },
};
