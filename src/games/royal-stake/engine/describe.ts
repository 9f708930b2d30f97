/**
 * Move log entries: a key of the game's namespace (`royal-stake:log.<key>`) and its parameters.
 * Only public facts: a discard says how many cards, never which; a hidden "Emperor" choice says
 * who chose, not what. `seat` is a seat number (the play screen puts names in); cards are ids
 * such as "red-5"; colours are ruler colours. The round's last card (2 players with a jack
 * decision: the last decision) also gives its result.
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
  // 2 players: the last jack decision ends the round instead of the last card (jack-choice.ts).
  const lastJack = before.phase === 'jack' && before.std?.jack?.order.length === 1;
  if (!lastJack && (before.phase !== 'trick' || cards !== 1)) return null;
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
  return { key: `roundOver${before.seats.length}${jackShiftKey(after.value, out)}`, params: out };
}

/**
 * 2 players: the key suffix naming the seats whose jack shifted the bet numbers at this round's
 * scoring ('Shift' with `shiftSeat`, 'ShiftBoth'), '' when none did.
 */
function jackShiftKey(after: RsState, params: Record<string, string | number>): string {
  if (after.seats.length !== 2) return '';
  const rec = after.rounds.at(-1) as { players?: Record<string, { jackShift?: boolean }> } | undefined;
  const shifted = after.seats.map((_, i) => rec?.players?.[String(i)]?.jackShift === true);
  if (shifted[0] && shifted[1]) return 'ShiftBoth';
  const one = shifted.indexOf(true);
  if (one < 0) return '';
  params.shiftSeat = one;
  return 'Shift';
}

/** A log line for `raw` played in `before`; `{ key: 'unknown' }` for a malformed move. */
export function describe(before: RsState, raw: unknown): LogEntry {
  const seat = toMoveOf(before);
  if (!isMoveShape(raw) || seat === null) return { key: 'unknown' };
  const m = raw;
  switch (m.t) {
    case 'play': {
      // `king: <colour>` is a 2-player catch-up king; `true` the seat's own.
      const king = m.king === true ? (before.seats[seat]?.set ?? '') : typeof m.king === 'string' ? m.king : '';
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
    case 'jackShift': {
      // The choice stays unseen until the round's result says whose jack shifted.
      const params = { seat };
      return roundOverLine(before, m, 'std.jackDecided', params) ?? { key: 'std.jackDecided', params };
    }
    default:
      return describeStd(before, m, seat) ?? { key: 'unknown' };
  }
}
