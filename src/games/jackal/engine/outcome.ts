/**
 * The result: the score sheet's own scorer on the ledger the engine booked island by island, so
 * History shows the same breakdown (and the 37-coin warning) as the paper sheet.
 */
import type { Outcome, ScoreResult } from '../../types';
import { scorer } from '../score';
import type { JackalState } from './types';

/** The scorer's input for the islands played so far. */
export const scorerInput = (s: JackalState) => ({ players: s.ledger.map((islands, n) => ({ id: String(n), islands })) });

/** The score so far (also during the game), or null if the scorer refuses the ledger (a bug). */
export function scoreSoFar(s: JackalState): ScoreResult | null {
  const scored = scorer.score(scorerInput(s));
  return scored.ok ? scored.value : null;
}

/** The final result once the last island is done; null while the game goes on. */
export function outcomeOf(s: JackalState): Outcome | null {
  if (s.phase !== 'over') return null;
  const result = scoreSoFar(s);
  return result ? { finished: true, result } : null;
}
