/** Applying a trick move (a card with its ruler options, or the green queen), checked first. */
import { ok, type Failure, type Result } from '../../../../lib/result';
import type { Colour } from '../../data/colours';
import { CARD } from '../cards';
import { appended, cloneSeat, cloneState, without } from '../copy';
import type { PlayRecord, RsMove, RsState, SeatState } from '../types';
import { canFollow, leadSuitOf } from './follow';
import { finishTrick } from './finish';
import { greenAllowed, greenUsedThisRound } from './legal';
import { cardQueenOf, kingAllowed, queenAllowed, readyKingOf, type CardQueen } from './options';
import { seatsActed, trickToMove } from './turn';
import { fail, type Code } from '../../codes';

const QUEENS = new Set(['white', 'red', 'blue', 'black']);

/** Why a 'play' move is refused for `seat` now, or null when it is legal. */
function refusal(state: RsState, seat: SeatState, move: Extract<RsMove, { t: 'play' }>): Failure<Code> | null {
  const { card, king, queen } = move;
  if (typeof card !== 'string') return fail('ERR_BAD_MOVE');
  if (king !== undefined && king !== true) return fail('ERR_BAD_MOVE');
  if (queen !== undefined && !QUEENS.has(queen)) return fail('ERR_BAD_MOVE');
  if (!seat.hand.includes(card)) return fail('ERR_CARD_NOT_IN_HAND', { card });
  const lead = leadSuitOf(state.trick!.plays);
  const own = cardQueenOf(seat);
  const q = queen as CardQueen | undefined;
  if (q !== undefined && own !== q) return fail('ERR_QUEEN_NOT_AVAILABLE', { colour: q });
  if (!queenAllowed(card, q, own, lead, canFollow(seat.hand, lead))) {
    if (q === 'black') return fail('ERR_BLACK_QUEEN_NOT_NEEDED', { card });
    return fail('ERR_MUST_FOLLOW', { lead: lead ?? '' });
  }
  if (king) {
    const colour = readyKingOf(seat);
    if (colour === null) return fail('ERR_KING_NOT_AVAILABLE');
    if (!kingAllowed(state, colour, card, q, lead)) return fail('ERR_KING_WRONG_CARD', { colour, card });
  }
  return null;
}

/** Standard game: what the seat's face-up characters add to a play (checked by the mode first). */
export interface PlayExtras {
  /** The militia's swap is used on this card. */
  militia?: boolean;
  /** The seat has a face-up samurai (recorded on red cards only: they take black strength). */
  samurai?: boolean;
  /** 2 players, round 3: a catch-up king of this colour is laid on the card (checked by the mode; the move has no `king`). */
  extraKing?: Colour;
}

/** The record of a legal play (kings and queens named as the trick judge wants them). */
function recordOf(seatIndex: number, seat: SeatState, move: Extract<RsMove, { t: 'play' }>, green: boolean, extras?: PlayExtras): PlayRecord {
  // Each field of the move read once: moves come in many shapes, so every read is a slow generic lookup.
  const { card, king, queen } = move;
  const r: PlayRecord = { seat: seatIndex, card };
  if (king) r.king = seat.set!;
  else if (extras?.extraKing) r.king = extras.extraKing;
  if (queen === 'white' || queen === 'blue') r.queen = queen;
  else if (queen === 'red') r.redQueen = true;
  else if (queen === 'black') r.blackQueen = true;
  if (green) r.greenQueen = true;
  if (extras?.militia) r.militia = true;
  if (extras?.samurai && CARD[card]?.suit === 'red') r.samurai = true;
  return r;
}

/**
 * Applies a move in phase 'trick'; refuses anything illegal with an ERR_ code. `extras` (standard
 * game) come already checked by the mode; a `listed` move (listed.ts) is not checked again.
 */
export function applyTrickMove(state: RsState, move: RsMove, extras?: PlayExtras, listed = false): Result<RsState, Code> {
  const trick = state.trick;
  const at = trickToMove(state);
  const seat = at === null ? undefined : state.seats[at];
  if (!trick || !seat || at === null) return fail('ERR_BAD_STATE');
  const seats = state.seats.slice();
  const t = move.t;
  if (t === 'green') {
    if (!listed) {
      if (seat.set !== 'green' || seat.queenUses <= 0 || greenUsedThisRound(state, at)) {
        return fail('ERR_QUEEN_NOT_AVAILABLE', { colour: 'green' });
      }
      if (!greenAllowed(state, at)) return fail('ERR_GREEN_QUEEN_POINTLESS');
    }
    const s = cloneSeat(seat);
    s.queenUses -= 1;
    seats[at] = s;
    const next = cloneState(state);
    next.seats = seats;
    next.trick = { leader: trick.leader, plays: trick.plays, greenPending: appended(trick.greenPending, at) };
    return ok(next);
  }
  if (t !== 'play') return fail('ERR_WRONG_PHASE', { phase: state.phase });
  const refused = listed ? null : refusal(state, seat, move);
  if (refused) return refused;
  const pending = seatsActed(trick) >= state.seats.length && trick.greenPending[0] === at;
  const record = recordOf(at, seat, move, pending, extras);
  const s = cloneSeat(seat);
  s.hand = without(seat.hand, move.card);
  if (move.king) s.king = 'used';
  if (move.queen) s.queenUses -= 1;
  seats[at] = s;
  const plays = appended(trick.plays, record);
  const greenPending = pending ? trick.greenPending.slice(1) : trick.greenPending;
  const next = cloneState(state);
  next.seats = seats;
  next.trick = { leader: trick.leader, plays, greenPending };
  return ok(plays.length === state.seats.length ? finishTrick(next) : next);
}
