/**
 * Move log entries: a key of the game's namespace (`royal-stake:log.<key>`) and its parameters.
 * Only public facts: a discard says how many cards, never which; a hidden "Emperor" choice says
 * who chose, not what. `seat` is a seat number (the play screen puts names in); cards are ids
 * such as "red-5"; colours are ruler colours. The round's last card also gives its result.
 */
import { applyMove, isMoveShape } from './apply';
import { toMoveOf } from './turn';
import { QUEEN_RECHARGE_COST } from '../data/rulers';
import { describeStd, militiaLine } from './modes/standard/describe';
import type { RsMove, RsState } from './types';

/** One log line. */
export interface LogEntry {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * The last card of a round: the play line (`play` = its key, nested in the text) followed by the
 * round's result, so it stays in the saved log: `roundOver<players>` with the round and, for
 * each seat i, `s<i>Seat`, its VP this round `vp<i>` and in all `total<i>` (the engine's own VP).
 * Null for any other card.
 */
function roundOverLine(before: RsState, m: RsMove, key: string, params: Record<string, string | number>): LogEntry | null {
  let cards = 0;
  for (const s of before.seats) cards += s.hand.length;
  if (before.phase !== 'trick' || cards !== 1) return null;
  const after = applyMove(before, m);
  if (!after.ok || (after.value.round === before.round && after.value.phase !== 'over')) return null;
  const out: Record<string, string | number> = { ...params, play: key, round: before.round };
  before.seats.forEach((s, i) => {
    // Flag VP ("I am King") count at once; the seat's score at the round's start is without them.
    const flags = before.history.reduce((sum, t) => sum + (t.winner === i ? t.flagBonus : 0), 0);
    // Standard game: a queen recharge was paid from the score before the tricks; it is part of the round.
    const paid = before.std?.seats[i]?.recharged && s.set ? QUEEN_RECHARGE_COST[s.set] : 0;
    const total = after.value.seats[i]?.score ?? s.score;
    out[`s${i}Seat`] = i;
    out[`vp${i}`] = total - (s.score + paid - flags);
    out[`total${i}`] = total;
  });
  return { key: `roundOver${before.seats.length}`, params: out };
}

/** A log line for `raw` played in `before`; `{ key: 'unknown' }` for a malformed move. */
export function describe(before: RsState, raw: unknown): LogEntry {
  const seat = toMoveOf(before);
  if (!isMoveShape(raw) || seat === null) return { key: 'unknown' };
  const m = raw;
  switch (m.t) {
    case 'play': {
      const king = m.king ? (before.seats[seat]?.set ?? '') : '';
      const params: Record<string, string | number> = { seat, card: String(m.card) };
      if (king) params.king = king;
      if (m.queen) params.queen = m.queen;
      const key = king && m.queen ? 'playKingQueen' : king ? 'playKing' : m.queen ? 'playQueen' : 'play';
      if (m.militia) {
        const swap = militiaLine(m, key, params);
        return roundOverLine(before, m, swap.key, swap.params!) ?? swap;
      }
      return roundOverLine(before, m, key, params) ?? { key, params };
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
    default:
      return describeStd(before, m, seat) ?? { key: 'unknown' };
  }
}
