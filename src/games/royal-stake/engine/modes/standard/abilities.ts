/**
 * Trick-phase abilities besides the card play (rulebook, character pages): the hermit draws 3
 * and throws away 3 (once a round per face-up hermit, on its owner's turn); the ninja hands the
 * lead on (once a trick per seat, before the first card; a ninja who got the lead from another
 * ninja may hand it on again, back to that one too); the face-up cheerleader gives her partner a
 * card on her turn and gets one back (once a round).
 */
import { ok, type Result } from '../../../../../lib/result';
import { discardMovesOf, discardRefusal } from '../../combos';
import { appended, cloneSeat, cloneState, joined, withoutAll } from '../../copy';
import { trickToMove } from '../../trick/turn';
import type { RsMove, RsState } from '../../types';
import { hasFaceUp } from './faces';
import type { StdState } from './types';
import { cloneStd, cloneStdSeat } from './quick-copy';
import { fail, type Code } from '../../../codes';

/** Cards the hermit draws and then throws away. */
export const HERMIT_CARDS = 3;

const passedThisTrick = (state: RsState, seat: number): boolean => state.std!.ninjaTrick === state.history.length && state.std!.ninjaPassed.includes(seat);

/** The ability moves open to the seat to move in the trick phase. */
export function abilityMoves(state: RsState): RsMove[] {
  const out: RsMove[] = [];
  const seat = trickToMove(state);
  if (seat !== null) pushAbilityMoves(out, state, seat);
  return out;
}

/** Pushes the ability moves of `seat`, the seat to move, onto `out` (no list of its own: every trick-phase listing asks). */
export function pushAbilityMoves(out: RsMove[], state: RsState, seat: number): void {
  const std = state.std;
  const trick = state.trick;
  if (!std || !trick) return;
  const me = std.seats[seat]!;
  if (me.hermitLeft > 0 && state.deck.length >= HERMIT_CARDS) out.push({ t: 'hermit' });
  const leading = trick.plays.length === 0 && trick.greenPending.length === 0 && trick.leader === seat;
  if (leading && hasFaceUp(std, seat, 'ninja') && !passedThisTrick(state, seat)) {
    for (let s = 0; s < state.seats.length; s++) if (s !== seat) out.push({ t: 'ninja', seat: s });
  }
  if (me.exchangeLeft && std.partner?.partner != null) for (const card of state.seats[seat]!.hand) out.push({ t: 'exchange', card });
}

/** Applies 'hermit', 'ninja' or 'exchange' in the trick phase (the seat to move). */
export function applyAbility(state: RsState, move: RsMove): Result<RsState, Code> {
  const seat = trickToMove(state);
  const std = state.std;
  if (seat === null || !std || !state.trick) return fail('ERR_BAD_STATE');
  const next = cloneState(state);
  const stdSeats = std.seats.slice();
  if (move.t === 'hermit') {
    if (std.seats[seat]!.hermitLeft <= 0) return fail('ERR_ABILITY_NOT_AVAILABLE', { ability: 'hermit' });
    if (state.deck.length < HERMIT_CARDS) return fail('ERR_DECK_EMPTY');
    const s = cloneSeat(state.seats[seat]!);
    s.hand = joined(s.hand, state.deck.slice(0, HERMIT_CARDS));
    next.deck = state.deck.slice(HERMIT_CARDS);
    next.seats = state.seats.slice();
    next.seats[seat] = s;
    const own = cloneStdSeat(std.seats[seat]!);
    own.hermitLeft -= 1;
    stdSeats[seat] = own;
    next.std = cloneStd(std);
    next.std.seats = stdSeats;
    next.std.pending = { kind: 'hermit', seat };
    next.phase = 'hermit';
    return ok(next);
  }
  if (move.t === 'ninja') {
    const leading = state.trick.plays.length === 0 && state.trick.greenPending.length === 0 && state.trick.leader === seat;
    if (!hasFaceUp(std, seat, 'ninja') || !leading || passedThisTrick(state, seat)) return fail('ERR_ABILITY_NOT_AVAILABLE', { ability: 'ninja' });
    const to = move.seat;
    if (!Number.isInteger(to) || to < 0 || to >= state.seats.length || to === seat) return fail('ERR_BAD_SEAT', { seat: String(to) });
    const passed = std.ninjaTrick === state.history.length ? appended(std.ninjaPassed, seat) : [seat];
    next.trick = { leader: to, plays: state.trick.plays, greenPending: state.trick.greenPending };
    next.std = cloneStd(std);
    next.std.ninjaPassed = passed;
    next.std.ninjaTrick = state.history.length;
    return ok(next);
  }
  if (move.t === 'exchange') {
    const partner = std.partner?.partner;
    if (!std.seats[seat]!.exchangeLeft || partner == null) return fail('ERR_ABILITY_NOT_AVAILABLE', { ability: 'cheerleader' });
    if (typeof move.card !== 'string' || !state.seats[seat]!.hand.includes(move.card)) return fail('ERR_CARD_NOT_IN_HAND', { card: String(move.card) });
    next.seats = giveCard(state, seat, partner, move.card);
    const own = cloneStdSeat(std.seats[seat]!);
    own.exchangeLeft = false;
    stdSeats[seat] = own;
    next.std = cloneStd(std);
    next.std.seats = stdSeats;
    next.std.pending = { kind: 'exchange', from: seat, to: partner, card: move.card };
    next.phase = 'exchange';
    return ok(next);
  }
  return fail('ERR_WRONG_PHASE', { phase: state.phase });
}

/** Seats after `card` went from `from`'s hand to `to`'s. */
function giveCard(state: RsState, from: number, to: number, card: string): RsState['seats'] {
  const seats = state.seats.slice();
  const a = cloneSeat(state.seats[from]!);
  a.hand = a.hand.filter((c) => c !== card);
  const b = cloneSeat(state.seats[to]!);
  b.hand = appended(b.hand, card);
  seats[from] = a;
  seats[to] = b;
  return seats;
}

/** Who answers the pending step: the hermit's owner, or the cheerleader's partner. */
export function pendingToMove(state: RsState): number | null {
  const p = state.std?.pending;
  return p ? (p.kind === 'hermit' ? p.seat : p.to) : null;
}

/** The hermit's discards of 3, or the partner's card to give back. */
export function pendingMoves(state: RsState): RsMove[] {
  const p = state.std?.pending;
  if (!p) return [];
  if (p.kind === 'hermit') return discardMovesOf(state.seats[p.seat]!.hand, HERMIT_CARDS);
  return state.seats[p.to]!.hand.map((card) => ({ t: 'exchange', card }));
}

/** Applies the pending step and returns to the trick (a `listed` discard unchecked: listed.ts). */
export function applyPending(state: RsState, move: RsMove, listed = false): Result<RsState, Code> {
  const std = state.std;
  const p = std?.pending;
  if (!std || !p) return fail('ERR_BAD_STATE');
  const next = cloneState(state);
  const done: StdState = cloneStd(std);
  done.pending = null;
  if (p.kind === 'hermit') {
    if (move.t !== 'discard') return fail('ERR_WRONG_PHASE', { phase: state.phase });
    const seat = state.seats[p.seat]!;
    const refused = listed ? null : discardRefusal(seat.hand, move.cards, HERMIT_CARDS);
    if (refused) return fail(refused.error, refused.params);
    const gone: readonly string[] = move.cards;
    const s = cloneSeat(seat);
    s.hand = withoutAll(seat.hand, gone);
    s.discarded = joined(seat.discarded, move.cards);
    next.seats = state.seats.slice();
    next.seats[p.seat] = s;
  } else {
    if (move.t !== 'exchange') return fail('ERR_WRONG_PHASE', { phase: state.phase });
    if (typeof move.card !== 'string' || !state.seats[p.to]!.hand.includes(move.card)) return fail('ERR_CARD_NOT_IN_HAND', { card: String(move.card) });
    next.seats = giveCard(state, p.to, p.from, move.card);
  }
  next.std = done;
  next.phase = 'trick';
  return ok(next);
}
