/**
 * Log lines of the standard game's own moves (`royal-stake:log.std.<key>`), public facts only: a
 * bet says only that the seat has bet (bets are simultaneous: not how many cards, nor that a
 * face-up cheerleader laid none; the round summary shows them once all are laid); the hermit's discard and the exchanged
 * cards are not named. A militia swap is announced with the card (the book has it said aloud);
 * 2 players: catch-up kings are named as they are taken.
 */
import type { RsMove, RsState } from '../../types';
import { militiaPlaysAs } from './militia';
import { catchUpOffer } from './catch-up';
import { characterOf } from './types';

/** One log line. */
export interface StdLogEntry {
  key: string;
  params?: Record<string, string | number>;
}

/** The militia announcement around a play line (`line` = the play's own key). */
export function militiaLine(m: Extract<RsMove, { t: 'play' }>, key: string, params: Record<string, string | number>): StdLogEntry {
  return { key: 'std.militia', params: { ...params, line: key, as: militiaPlaysAs(m.card, m.queen) } };
}

/** The line of a standard-only move by `seat`, or null for a move the core describes. */
export function describeStd(before: RsState, m: RsMove, seat: number): StdLogEntry | null {
  switch (m.t) {
    case 'character': {
      const line = { key: 'std.character', params: { seat, character: characterOf(String(m.card)) } };
      // 2 players: the last round-3 pick hands over both catch-up kings when 200+ VP behind (no move of its own).
      const offer = before.std?.draft?.order.length === 1 ? catchUpOffer(before) : null;
      if (!offer || offer.take < offer.kings.length) return line;
      return { key: 'std.characterKings', params: { ...line.params, kingsSeat: offer.seat, king1: offer.kings[0]!, king2: offer.kings[1]! } };
    }
    case 'catchUp':
      return { key: 'std.catchUp', params: { seat, colour: String(m.colour) } };
    case 'bet':
      return { key: 'std.betLaid', params: { seat } };
    case 'partner':
      return { key: 'std.partner', params: { seat, toSeat: Number(m.seat) } };
    case 'copy':
      return { key: 'std.copy', params: { seat, toSeat: Number(m.seat) } };
    case 'recharge':
      return { key: m.pay ? 'std.recharge' : 'std.noRecharge', params: { seat, colour: before.seats[seat]?.set ?? '' } };
    case 'hermit':
      return { key: 'std.hermit', params: { seat } };
    case 'ninja':
      return { key: 'std.ninja', params: { seat, toSeat: Number(m.seat) } };
    case 'exchange':
      return before.phase === 'exchange' ? { key: 'std.exchangeBack', params: { seat } } : { key: 'std.exchange', params: { seat } };
    default:
      return null;
  }
}
