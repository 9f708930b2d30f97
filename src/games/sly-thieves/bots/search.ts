/**
 * The hard bot: alpha-beta search with iterative deepening. With more than two gangs it is
 * "paranoid": every rival is assumed to play against the bot. Each decision is one ply (an icon
 * follow-up is a ply of the same seat). The clock is read every few dozen nodes; when time runs
 * short the unfinished depth is dropped and the best move of the last finished depth is played.
 */
import { shuffle, type RngState } from '../../../lib/rng';
import { legalMoves } from '../engine/legal';
import type { SlyMove, SlyState } from '../engine/types';
import { evaluate, moveHint, playLegal } from './evaluate';

/** The clock the worker passes: `now()` in milliseconds and the time to answer by. */
export interface BotClock {
  now: () => number;
  deadline: number;
}

/** Nodes between two clock readings: cheap enough to read often, rare enough not to cost. */
const CLOCK_EVERY = 16;
/** Deepest search tried (the end of the game usually stops it earlier). */
const MAX_DEPTH = 64;

/** Time kept in reserve before the deadline: a tenth of the budget, 2 to 40 ms. */
export const safetyMargin = (budget: number): number => Math.min(40, Math.max(2, budget * 0.1));

/** Moves in the order to try them: best hint first; ties keep the given (shuffled) order. */
function ordered(s: SlyState, moves: SlyMove[]): SlyMove[] {
  const hints = new Map(moves.map((m) => [m, moveHint(s, m)]));
  return moves.slice().sort((a, b) => hints.get(b)! - hints.get(a)!);
}

/** Searches from `s` for `seat` until the clock's deadline (minus a margin); returns a legal move. */
export function searchMove(s: SlyState, seat: number, rng: RngState, clock: BotClock): SlyMove {
  const rootMoves = ordered(s, shuffle(rng, legalMoves(s)).value);
  if (rootMoves.length <= 1) return rootMoves[0]!;
  const stopAt = clock.deadline - safetyMargin(clock.deadline - clock.now());
  let nodes = 0;
  let aborted = false;
  let cutByDepth = false;

  const alphaBeta = (node: SlyState, depth: number, alpha: number, beta: number): number => {
    // Leaves are counted too: a leaf's evaluation costs about as much as a whole move.
    if (++nodes % CLOCK_EVERY === 0 && clock.now() >= stopAt) aborted = true;
    if (aborted) return 0;
    if (node.phase === 'over') return evaluate(node, seat);
    if (depth === 0) {
      cutByDepth = true;
      return evaluate(node, seat);
    }
    const maximising = node.seat === seat;
    let value = maximising ? -Infinity : Infinity;
    for (const m of ordered(node, legalMoves(node))) {
      const v = alphaBeta(playLegal(node, m), depth - 1, alpha, beta);
      if (aborted) return 0;
      if (maximising) {
        value = Math.max(value, v);
        alpha = Math.max(alpha, v);
      } else {
        value = Math.min(value, v);
        beta = Math.min(beta, v);
      }
      if (alpha >= beta) break;
    }
    return value;
  };

  let best = rootMoves[0]!;
  let order = rootMoves;
  for (let depth = 1; depth <= MAX_DEPTH; depth++) {
    cutByDepth = false;
    let alpha = -Infinity;
    let depthBest: SlyMove | null = null;
    const scores = new Map<SlyMove, number>();
    for (const m of order) {
      const v = alphaBeta(playLegal(s, m), depth - 1, alpha, Infinity);
      if (aborted) break;
      scores.set(m, v);
      if (v > alpha) {
        alpha = v;
        depthBest = m;
      }
    }
    if (aborted) {
      // A move that beat the previous best before time ran out is still a better choice.
      if (depthBest && depthBest !== order[0] && alpha > (scores.get(order[0]!) ?? Infinity)) best = depthBest;
      break;
    }
    if (depthBest) best = depthBest;
    // The next depth tries moves in this depth's order of merit, which prunes far more.
    order = order.slice().sort((a, b) => (scores.get(b) ?? -Infinity) - (scores.get(a) ?? -Infinity));
    if (!cutByDepth) break; // every line reached the end of the game: the result is exact.
  }
  return best;
}
