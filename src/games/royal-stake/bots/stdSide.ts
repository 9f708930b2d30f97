/**
 * What a played-out standard round brought a seat: its VP gain minus the others' mean, with a
 * king still in hand valued at part of the bonus it pays if never used (rulebook, kings: an
 * unused king pays at the end of the game; a round's playout cannot see the rounds after it).
 */
import { UNUSED_KING_BONUS } from '../data/rulers';
import type { RsState } from '../engine/types';

/** Share of the unused-king bonus a king kept for later rounds is worth now (it may still be spent). */
const KEPT_KING_SHARE = 0.6;

function keptKing(after: RsState, i: number): number {
  const seat = after.seats[i]!;
  if (after.phase === 'over' || seat.king !== 'ready' || !seat.set) return 0;
  return KEPT_KING_SHARE * UNUSED_KING_BONUS[seat.set];
}

/** The seat's gain (and kept king) minus the mean of the other seats'. */
export function stdSideValue(before: RsState, after: RsState, seat: number): number {
  const gain = after.seats.map((x, i) => x.score - (before.seats[i]?.score ?? 0) + keptKing(after, i));
  const others = gain.filter((_, i) => i !== seat);
  return gain[seat]! - others.reduce((a, b) => a + b, 0) / Math.max(1, others.length);
}
