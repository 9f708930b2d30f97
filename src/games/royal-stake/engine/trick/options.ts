/**
 * The ruler options a seat has on one card in the trick phase (#kings, #queens): which king and
 * queen combinations may come with it. Shared by the legal-move list and the move check, so the
 * two can never disagree. Allocation-free: bot playouts call these for every card.
 */
import type { Colour, Suit } from '../../data/colours';
import type { CardId, RsState, SeatState } from '../types';
import { followsRule } from './follow';
import { kingFits } from './king';

/** A queen laid with a card (green is a move of its own). */
export type CardQueen = 'white' | 'red' | 'blue' | 'black';

/** The queen ability `seat` may still use with a card, or null (emperor queens are cards). */
export function cardQueenOf(seat: SeatState): CardQueen | null {
  if (seat.queenUses <= 0 || seat.set === null || seat.set === 'green') return null;
  return seat.set;
}

/** The colour of the king `seat` may still lay, or null. */
export const readyKingOf = (seat: SeatState): Colour | null => (seat.king === 'ready' ? seat.set : null);

/** True when `king` (null = none ready) may lie on `card` with `queen` laid under it. */
export function kingAllowed(state: RsState, king: Colour | null, card: CardId, queen: CardQueen | undefined, lead: Suit | null): boolean {
  if (king === null) return false;
  return kingFits(card, queen === 'white' || queen === 'blue' ? queen : undefined, king, lead, state.config.mode, state.trump);
}

/**
 * True when `card` may go with `queen` (undefined = none). The black queen only serves a card
 * the follow rule bars (ruling: she is never spent for nothing), and such a card takes no other.
 */
export function queenAllowed(card: CardId, queen: CardQueen | undefined, own: CardQueen | null, lead: Suit | null, mustFollow: boolean): boolean {
  if (queen !== undefined && queen !== own) return false;
  const follows = followsRule(card, lead, mustFollow);
  return follows ? queen !== 'black' : queen === 'black';
}
