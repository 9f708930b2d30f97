/**
 * Move log lines (`jackal:log.<key>`): `seat` and `targetSeat` are seat numbers the move log turns
 * into names. A laid card or a Tortuga choice is secret until the reveal, so both log the same
 * neutral line; the move that reveals the rows says so.
 */
import { parseMove } from './legal';
import type { JackalState } from './types';

type LogLine = { key: string; params?: Record<string, string | number> };

/** The log line of `raw` played in `before`; `{ key: 'unknown' }` for a malformed move. */
export function describe(before: JackalState, raw: unknown): LogLine {
  const parsed = parseMove(raw);
  if (!parsed.ok) return { key: 'unknown' };
  const m = parsed.value;
  const seat = m.seat;
  switch (m.t) {
    case 'lay':
      return { key: 'secret', params: { seat } };
    // The last seat to finish, by a row or by Tortuga, turns every row face up.
    case 'tortuga':
      return { key: before.queue.length === 1 ? 'reveal' : 'secret', params: { seat } };
    case 'done':
      return { key: before.queue.length === 1 ? 'reveal' : 'done', params: { seat } };
    case 'attach':
      return { key: `attach.${m.card}`, params: { seat, position: m.at + 1 } };
    case 'rum':
      return { key: 'rum', params: { seat, targetSeat: m.target } };
    case 'pass':
      return { key: 'pass', params: { seat } };
    case 'go': {
      const route = before.seats[seat]?.route;
      const card = before.seats[seat]?.stack?.moves[route?.next ?? 0]?.card ?? '';
      return m.dir === 'stay' ? { key: 'stay', params: { seat, card } } : { key: 'go', params: { seat, card, dir: m.dir } };
    }
  }
}
