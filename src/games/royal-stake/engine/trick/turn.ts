/** Whose turn it is inside a trick, green queen included (#queens). */
import type { RsState, TrickState } from '../types';

/** Seats that have laid a card or the green queen in `trick`. */
export const seatsActed = (trick: TrickState): number => trick.plays.length + trick.greenPending.length;

/**
 * The seat to move in the trick: clockwise from the leader; once every seat has acted, the seats
 * that laid the green queen play their card, in the order they laid her.
 */
export function trickToMove(state: RsState): number | null {
  const trick = state.trick;
  if (!trick) return null;
  const n = state.seats.length;
  const acted = seatsActed(trick);
  if (acted < n) return (trick.leader + acted) % n;
  return trick.greenPending[0] ?? null;
}
