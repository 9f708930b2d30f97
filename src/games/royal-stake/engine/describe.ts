/**
 * Move log entries: a key of the game's namespace (`royal-stake:log.<key>`) and its parameters.
 * Only public facts: a discard says how many cards, never which; a hidden "Emperor" choice says
 * who chose, not what. `seat` is a seat number (the play screen puts names in); cards are ids
 * such as "red-5"; colours are ruler colours.
 */
import { isMoveShape } from './apply';
import { toMoveOf } from './turn';
import type { RsState } from './types';

/** One log line. */
export interface LogEntry {
  key: string;
  params?: Record<string, string | number>;
}

/** A log line for `raw` played in `before`; `{ key: 'unknown' }` for a malformed move. */
export function describe(before: RsState, raw: unknown): LogEntry {
  const seat = toMoveOf(before);
  if (!isMoveShape(raw) || seat === null) return { key: 'unknown' };
  const m = raw;
  switch (m.t) {
    case 'play': {
      const king = m.king ? before.seats[seat]?.set ?? '' : '';
      const params: Record<string, string | number> = { seat, card: String(m.card) };
      if (king) params.king = king;
      if (m.queen) params.queen = m.queen;
      const key = king && m.queen ? 'playKingQueen' : king ? 'playKing' : m.queen ? 'playQueen' : 'play';
      return { key, params };
    }
    case 'green':
      return { key: 'green', params: { seat } };
    case 'bid': {
      const laid = before.seats[seat]?.laid.length ?? 0;
      return { key: 'bid', params: { seat, n: Number(m.n), total: laid + Number(m.n) } };
    }
    case 'pass':
      return { key: 'pass', params: { seat } };
    case 'set':
      return { key: before.phase === 'kingSet' ? 'kingSet' : 'set', params: { seat, colour: String(m.colour) } };
    case 'special':
      return { key: 'special', params: { seat, card: String(m.card) } };
    case 'reveal':
      return { key: 'reveal', params: { seat } };
    case 'discard':
      return { key: 'discard', params: { seat, count: Array.isArray(m.cards) ? m.cards.length : 0 } };
  }
}
