/**
 * Auction cards and discards (#mode-i-am-king, the auction box): when the auction ends everyone
 * takes up their auction cards (the King only the ones not laid, each opponent all 3) and the
 * King at once discards as many as they took up, before picking the set and trump (none laid: 3;
 * all laid: nothing to do). The opponents discard 3 each, clockwise from the King, after the
 * sets are taken (the book lets them wait until then). Laid King cards stay out of the round.
 */
import { ok, type Result } from '../../../../../lib/result';
import { discardMovesOf, discardRefusal } from '../../combos';
import { cloneSeat, cloneState, withoutAll } from '../../copy';
import { startTricks } from '../../trick/start';
import type { RsMove, RsState } from '../../types';
import { AUCTION_CARDS, SEATS } from './start';
import { fail, type Code } from '../../../codes';

/** Auction over: everyone takes up their auction cards; the King discards next, or picks a set. */
export function startKingDiscard(state: RsState): RsState {
  const king = state.lead!;
  const took = state.seats[king]!.auction.length;
  const seats = state.seats.map((old, i) => {
    const s = cloneSeat(old);
    s.hand = i === king ? [...old.hand, ...old.auction] : [...old.hand, ...old.laid, ...old.auction];
    if (i !== king) s.laid = [];
    s.auction = [];
    return s;
  });
  const next = cloneState(state);
  next.seats = seats;
  next.phase = took > 0 ? 'discard' : 'kingSet';
  next.discardOrder = took > 0 ? [{ seat: king, count: took }] : [];
  return next;
}

/** Sets all taken: the opponents discard what they took up, clockwise from the King. */
export function startOpponentDiscards(state: RsState): RsState {
  const king = state.lead!;
  const discardOrder: { seat: number; count: number }[] = [];
  for (let k = 1; k < SEATS; k++) {
    discardOrder.push({ seat: (king + k) % SEATS, count: AUCTION_CARDS });
  }
  const next = cloneState(state);
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

/** Applies a discard; after the King's the King picks a set, after the opponents' the King leads. */
export function applyDiscard(state: RsState, move: RsMove): Result<RsState, Code> {
  if (move.t !== 'discard') return fail('ERR_WRONG_PHASE', { phase: state.phase });
  const d = state.discardOrder[0];
  const seat = d ? state.seats[d.seat] : undefined;
  if (!d || !seat) return fail('ERR_BAD_STATE');
  const refused = discardRefusal(seat.hand, move.cards, d.count);
  if (refused) return fail(refused.error, refused.params);
  const gone: readonly string[] = move.cards;
  const seats = state.seats.slice();
  const s = cloneSeat(seat);
  s.hand = withoutAll(seat.hand, gone);
  s.discarded = seat.discarded.concat(move.cards);
  seats[d.seat] = s;
  const next = cloneState(state);
  next.seats = seats;
  next.discardOrder = state.discardOrder.slice(1);
  if (next.discardOrder.length > 0) return ok(next);
  // The King's discard comes before any set is taken; the opponents' after all of them.
  if (state.seats[state.lead!]!.set === null) {
    next.phase = 'kingSet';
    return ok(next);
  }
  return ok(startTricks(next, state.lead!));
}
