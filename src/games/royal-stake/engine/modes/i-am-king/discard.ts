/**
 * Discards (#mode-i-am-king): the King takes the auction cards they did not lay into hand and
 * discards as many (none laid: 3; all laid: nothing to do); each opponent takes all 3 auction
 * cards, laid or not, and discards 3. King first, then clockwise. Laid King cards stay out.
 */
import { fail, ok, type Result } from '../../../../../lib/result';
import { discardMovesOf, discardRefusal } from '../../combos';
import { cloneSeat, cloneState } from '../../copy';
import { startTricks } from '../../trick/start';
import type { RsMove, RsState } from '../../types';
import { SEATS } from './start';

/** Everyone picks up their auction cards; the discard order is set (the King skips with 0). */
export function startDiscards(state: RsState): RsState {
  const king = state.lead!;
  const discardOrder: { seat: number; count: number }[] = [];
  const seats = state.seats.map((old, i) => {
    const s = cloneSeat(old);
    if (i === king) {
      if (old.auction.length > 0) discardOrder.push({ seat: i, count: old.auction.length });
      s.hand = [...old.hand, ...old.auction];
    } else {
      s.hand = [...old.hand, ...old.laid, ...old.auction];
      s.laid = [];
    }
    s.auction = [];
    return s;
  });
  for (let k = 1; k < SEATS; k++) {
    const seat = (king + k) % SEATS;
    discardOrder.push({ seat, count: seats[seat]!.hand.length - state.seats[seat]!.hand.length });
  }
  const next = cloneState(state);
  next.seats = seats;
  next.phase = 'discard';
  next.discardOrder = discardOrder;
  return next;
}

/** Every allowed discard of the seat to discard (any `count` cards of the hand). */
export function discardMoves(state: RsState): RsMove[] {
  const d = state.discardOrder[0];
  const seat = d ? state.seats[d.seat] : undefined;
  if (!d || !seat) return [];
  return discardMovesOf(seat.hand, d.count);
}

/** Applies a discard; after the last one the King leads the first trick. */
export function applyDiscard(state: RsState, move: RsMove): Result<RsState> {
  if (move.t !== 'discard') return fail('ERR_WRONG_PHASE', { phase: state.phase });
  const d = state.discardOrder[0];
  const seat = d ? state.seats[d.seat] : undefined;
  if (!d || !seat) return fail('ERR_BAD_STATE');
  const refused = discardRefusal(seat.hand, move.cards, d.count);
  if (refused) return fail(refused.error, refused.params);
  const gone: readonly string[] = move.cards;
  const seats = state.seats.slice();
  const s = cloneSeat(seat);
  s.hand = seat.hand.filter((c) => !gone.includes(c));
  s.discarded = seat.discarded.concat(move.cards);
  seats[d.seat] = s;
  const next = cloneState(state);
  next.seats = seats;
  next.discardOrder = state.discardOrder.slice(1);
  return ok(next.discardOrder.length > 0 ? next : startTricks(next, state.lead!));
}
