/**
 * The team whist draft: in round 1 each seat takes one ruler set and one special in snake
 * order; in rounds 2-3 only specials are on the table. Once the last pick is made the round's
 * first player leads the first trick.
 */
import { ok, type Result } from '../../../../../lib/result';
import { isRecord } from '../../../../../lib/read';
import { isColour, type Colour } from '../../../data/colours';
import { isSpecial, jackId } from '../../cards';
import { startTricks } from '../../trick/start';
import type { DraftState, RsMove, RsState, SeatState } from '../../types';
import { lowestKingSeat } from './config';
import { fail, type Code } from '../../../codes';

/** Queen uses for a whole game: the green queen works twice in this mode, the others once. */
export const queenUsesFor = (colour: Colour): number => (colour === 'green' ? 2 : 1);

const hasSpecial = (seat: SeatState): boolean => seat.hand.some(isSpecial);

/** The seat to pick now, or null outside the draft. */
export function draftToMove(state: RsState): number | null {
  return state.phase === 'draft' ? (state.draft?.order[0] ?? null) : null;
}

/** Picks that leave the seat able to end with exactly one set and one special. */
export function draftMoves(state: RsState): RsMove[] {
  const seatNo = draftToMove(state);
  const seat = seatNo === null ? undefined : state.seats[seatNo];
  const draft = state.draft;
  if (!seat || !draft) return [];
  const out: RsMove[] = [];
  // Each seat picks exactly twice in round 1 and 4 specials meet 4 seats, so "not a second
  // set, not a second special" is all it takes to keep the deal completable.
  if (seat.set === null) for (const colour of draft.sets) out.push({ t: 'set', colour });
  if (!hasSpecial(seat)) for (const card of draft.specials) out.push({ t: 'special', card });
  return out;
}

/** Applies one pick of the seat to move (untrusted move). */
export function applyDraft(state: RsState, move: RsMove): Result<RsState, Code> {
  const seatNo = draftToMove(state);
  const draft = state.draft;
  const seat = seatNo === null ? undefined : state.seats[seatNo];
  if (seatNo === null || !draft || !seat) return fail('ERR_WRONG_PHASE', { phase: state.phase });
  const m: unknown = move;
  if (!isRecord(m)) return fail('ERR_BAD_MOVE');
  let next: SeatState;
  let rest: DraftState;
  if (m.t === 'set') {
    if (seat.set !== null) return fail('ERR_HAS_SET', { seat: seatNo });
    const colour = m.colour;
    if (!isColour(colour) || !draft.sets.includes(colour)) return fail('ERR_SET_NOT_AVAILABLE', { colour: String(colour) });
    next = { ...seat, set: colour, king: 'ready', queenUses: queenUsesFor(colour), hand: [...seat.hand, jackId(colour)] };
    rest = { ...draft, order: draft.order.slice(1), sets: draft.sets.filter((c) => c !== colour) };
  } else if (m.t === 'special') {
    if (hasSpecial(seat)) return fail('ERR_HAS_SPECIAL', { seat: seatNo });
    const card = m.card;
    if (typeof card !== 'string' || !draft.specials.includes(card)) return fail('ERR_SPECIAL_NOT_AVAILABLE', { card: String(card) });
    next = { ...seat, hand: [...seat.hand, card] };
    rest = { ...draft, order: draft.order.slice(1), specials: draft.specials.filter((c) => c !== card) };
  } else return fail('ERR_BAD_MOVE');
  const seats = state.seats.slice();
  seats[seatNo] = next;
  if (rest.order.length > 0) return ok({ ...state, seats, draft: rest });
  return ok(finishDraft({ ...state, seats, draft: null }));
}

/**
 * After the last pick. Round 1: the lowest king number takes the first-player card (every king
 * is unused, so faces count). Rounds 2-3 chose the first player before the picks.
 */
function finishDraft(state: RsState): RsState {
  const numbers = state.config.kingNumbers;
  const first = state.round <= 1 && numbers ? lowestKingSeat(state.seats, numbers) : state.first;
  return startTricks({ ...state, first }, first);
}
