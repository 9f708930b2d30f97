/**
 * The hidden-card reveal of round 1: each seat lays a numbered card face down (in seat order, so
 * one phone can be passed round); once all five lie, they are turned up and give the order of
 * the ruler-set picks. The laid cards stay in `reveal.chosen` as a public discard.
 */
import { ok, type Result } from '../../../../../lib/result';
import { CARD } from '../../cards';
import type { CardId, RsMove, RsState } from '../../types';
import { fail, type Code } from '../../../codes';

/** Colour priority on equal numbers, strongest first. */
export const REVEAL_COLOUR_ORDER = ['black', 'red', 'blue', 'green'] as const;

const colourRank = (card: CardId): number => REVEAL_COLOUR_ORDER.indexOf(CARD[card]?.suit as (typeof REVEAL_COLOUR_ORDER)[number]);

/** Seats by their laid card: highest number first, equal numbers black > red > blue > green. */
export function revealOrder(chosen: readonly CardId[]): number[] {
  const seats = chosen.map((_, i) => i);
  return seats.sort((a, b) => {
    const ca = chosen[a]!;
    const cb = chosen[b]!;
    return (CARD[cb]?.rank ?? 0) - (CARD[ca]?.rank ?? 0) || colourRank(ca) - colourRank(cb);
  });
}

/** The seat that still has to lay its card (the lowest such seat), or null. */
export function revealToMove(state: RsState): number | null {
  const i = state.reveal?.chosen.findIndex((c) => c === null) ?? -1;
  return i < 0 ? null : i;
}

const isNumber = (card: CardId): boolean => CARD[card]?.kind === 'number';

/** One move per distinct numbered card in the hand of the seat to move. */
export function revealMoves(state: RsState): RsMove[] {
  const seat = revealToMove(state);
  if (seat === null) return [];
  return state.seats[seat]!.hand.filter(isNumber).map((card) => ({ t: 'reveal', card }));
}

/** Lays `card` face down for the seat to move; the last one turns all five up and opens the picks. */
export function applyReveal(state: RsState, card: unknown): Result<RsState, Code> {
  const seat = revealToMove(state);
  if (seat === null || !state.reveal) return fail('ERR_WRONG_PHASE', { phase: state.phase, move: 'reveal' });
  const hand = state.seats[seat]!.hand;
  if (typeof card !== 'string' || !hand.includes(card)) return fail('ERR_CARD_NOT_IN_HAND', { card: String(card) });
  if (!isNumber(card)) return fail('ERR_REVEAL_NOT_NUMBER', { card });
  const seats = state.seats.slice();
  seats[seat] = { ...seats[seat]!, hand: hand.filter((c) => c !== card) };
  const chosen = state.reveal.chosen.slice();
  chosen[seat] = card;
  if (chosen.some((c) => c === null)) return ok({ ...state, seats, reveal: { chosen, order: [] } });
  const order = revealOrder(chosen as CardId[]);
  return ok({ ...state, seats, reveal: { chosen, order }, phase: 'sets', pickOrder: order });
}
