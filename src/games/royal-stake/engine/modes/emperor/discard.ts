/**
 * The 4-card exchanges' discards. Only numbered cards may go: never a rarity, a white flag, a
 * queen or a jack. After the last discard the jacks are exchanged and the tricks begin.
 */
import { ok, type Result } from '../../../../../lib/result';
import { CARD } from '../../cards';
import { subsets } from '../../combos';
import { startTricks } from '../../trick/start';
import type { CardId, RsMove, RsState } from '../../types';
import { drawInto } from './exchange';
import { exchangeJacks } from './jacks';
import { fail, type Code } from '../../../codes';

/** True for a card the exchange may throw away (a numbered card). */
export const canDiscard = (card: CardId): boolean => CARD[card]?.kind === 'number';

/** How many cards the seat to discard owes (fewer only if it holds too few numbered cards). */
function owed(state: RsState): { seat: number; count: number; allowed: CardId[] } | null {
  const entry = state.discardOrder[0];
  if (!entry) return null;
  const allowed = [...new Set(state.seats[entry.seat]!.hand.filter(canDiscard))];
  return { seat: entry.seat, count: Math.min(entry.count, allowed.length), allowed };
}

/** Every allowed combination of the owed number of cards. */
export function discardMoves(state: RsState): RsMove[] {
  const o = owed(state);
  return o ? subsets(o.allowed, o.count).map((cards) => ({ t: 'discard', cards })) : [];
}

function finish(state: RsState): RsState {
  return startTricks({ ...state, seats: exchangeJacks(state.seats) }, state.first);
}

/** Throws away `cards` for the seat to discard; the next exchanger then draws, or tricks begin. */
export function applyDiscard(state: RsState, cards: unknown): Result<RsState, Code> {
  const o = owed(state);
  if (!o) return fail('ERR_WRONG_PHASE', { phase: state.phase, move: 'discard' });
  if (!Array.isArray(cards)) return fail('ERR_NOT_ARRAY', { field: 'cards' });
  if (cards.length !== o.count) return fail('ERR_DISCARD_COUNT', { count: cards.length, expected: o.count });
  if (new Set(cards).size !== cards.length) return fail('ERR_DUPLICATE_CARD', {});
  const seat = state.seats[o.seat]!;
  for (const c of cards) {
    if (typeof c !== 'string' || !seat.hand.includes(c)) return fail('ERR_CARD_NOT_IN_HAND', { card: String(c) });
    if (!canDiscard(c)) return fail('ERR_CANNOT_DISCARD', { card: c });
  }
  const seats = state.seats.slice();
  seats[o.seat] = { ...seat, hand: seat.hand.filter((c) => !cards.includes(c)), discarded: [...seat.discarded, ...(cards as CardId[])] };
  const rest = state.discardOrder.slice(1);
  const next: RsState = { ...state, seats, discardOrder: rest };
  if (rest.length === 0) return ok(finish(next));
  return ok(drawInto(next, rest[0]!.seat, rest[0]!.count));
}
