/**
 * The normal bot: a sound one-move-ahead judge for every decision (split.ts for taking and
 * stealing, sale.ts for the paw and the sale), reading only what the seat can see. It is also
 * the policy of the hard bot's playouts.
 */
import { legalMoves } from '../engine/apply';
import type { KotMove, KotState } from '../engine/types';
import { luckyCandidates, saleCandidates } from './sale';
import { splitCandidates, type Scored } from './split';

/** The moves the normal bot would consider, best first (never empty while the game goes on). */
export function candidates(s: KotState): Scored[] {
  let out: Scored[] = [];
  if (s.phase === 'split') out = splitCandidates(s);
  else if (s.phase === 'lucky') out = luckyCandidates(s, legalMoves(s));
  else if (s.phase === 'sale') out = saleCandidates(s, legalMoves(s));
  if (out.length === 0) out = legalMoves(s).map((move) => ({ move, score: 0 }));
  return out;
}

/** The normal bot's move. */
export const normalMove = (s: KotState): KotMove => candidates(s)[0]!.move;
