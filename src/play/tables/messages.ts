/**
 * The messages of a table across phones (one ordered, reliable data channel per guest, label
 * `stolik/1`): plain JSON, read on arrival with bounded sizes, so a message from another phone is
 * untrusted input like a restored backup. See docs/across-phones.md for the list and its reasons.
 */
import { isRecord } from '../../lib/read';
import { fail, ok, type Result } from '../../lib/result';

/** Bumped when a message changes meaning: phones on different versions say so instead of guessing. */
export const PROTOCOL_VERSION = 1;
/** A guest sends a move or a hello: a few hundred bytes. Anything near this is junk or hostile. */
export const MAX_GUEST_MESSAGE = 16 * 1024;
/** A host sends whole views (a Royal Stake view is a few kB); a cap still bounds a broken host. */
export const MAX_HOST_MESSAGE = 256 * 1024;
const MAX_NAME = 40;
const MAX_ID = 40;

/** How a seat is played, as every phone is told. */
export type SeatKind = 'host' | 'guest' | 'bot';
export interface SeatInfo {
  name: string;
  kind: SeatKind;
  /** A guest seat whose phone has not answered for a while (or has not joined yet). */
  away: boolean;
  /** The seat's colour on the host (`#rrggbb`), so every phone draws the same gangs and tokens. */
  color?: string;
}
/** One line of the move log, as the engine's `describeMove` gave it. */
export interface LogLine {
  seat: number;
  key: string;
  params?: Record<string, string | number>;
}

export type GuestMessage =
  | { t: 'hello'; v: number; table: string; seat: number | null; name: string }
  | { t: 'move'; id: string; rev: number; move: unknown }
  | { t: 'ping'; at: number }
  | { t: 'pong'; at: number }
  /** The guest's return ticket for the host: its standby offer, so a host reload needs no scan. */
  | { t: 'ticket'; code: string };

export type HostMessage =
  | {
      t: 'welcome';
      v: number;
      table: string;
      game: string;
      seat: number;
      seats: SeatInfo[];
      rev: number;
      view: unknown;
      toMove: number | null;
      finished: boolean;
      /** The receiver's legal moves when it is its turn (its own seat's, like its view). */
      moves?: unknown[];
      /** The engine's outcome (public) once the game is over. */
      outcome?: Record<string, unknown>;
    }
  | { t: 'view'; rev: number; view: unknown; toMove: number | null; finished: boolean; last?: LogLine; moves?: unknown[]; outcome?: Record<string, unknown> }
  | { t: 'refused'; code: string; id?: string }
  | { t: 'seats'; seats: SeatInfo[] }
  | { t: 'ping'; at: number }
  | { t: 'pong'; at: number; rev: number }
  | { t: 'bye'; reason: 'finished' | 'closed' }
  /** The host's return ticket for this guest: its standby offer, so a guest reload needs no scan. */
  | { t: 'ticket'; code: string }
  /** "Play again" at this table: the same seats play the game `game` again as session `table`; the guest follows. */
  | { t: 'next'; table: string; game: string };

const int = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const text = (v: unknown, max: number): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;
/** A pairing code (sdpCodec.ts: Base45, at most 4 candidates, well under 300 characters). */
export const ticketCode = (v: unknown): v is string => text(v, 300) && /^[0-9A-Z $%*+\-./:]+$/.test(v);
const ticket = (o: Record<string, unknown>): Result<{ t: 'ticket'; code: string }> =>
  ticketCode(o.code) ? ok({ t: 'ticket', code: o.code }) : fail('ERR_MESSAGE_UNREADABLE');

/** Parses text from the channel; anything that is not JSON of a bounded size is one refusal. */
function parse(raw: unknown, max: number): Result<Record<string, unknown>> {
  if (typeof raw !== 'string' || raw.length > max) return fail('ERR_MESSAGE_TOO_LARGE');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return fail('ERR_MESSAGE_UNREADABLE');
  }
  return isRecord(value) ? ok(value) : fail('ERR_MESSAGE_UNREADABLE');
}

/** A guest's message as the host reads it: known shapes only, every field checked. */
export function readGuestMessage(raw: unknown): Result<GuestMessage> {
  const m = parse(raw, MAX_GUEST_MESSAGE);
  if (!m.ok) return m;
  const o = m.value;
  switch (o.t) {
    case 'hello':
      if (!int(o.v, 0, 1e6)) return fail('ERR_MESSAGE_UNREADABLE');
      if (o.v !== PROTOCOL_VERSION) return fail('ERR_VERSION');
      if (!text(o.table, MAX_ID) || !(o.seat === null || int(o.seat, 0, 15)) || typeof o.name !== 'string' || o.name.length > MAX_NAME)
        return fail('ERR_MESSAGE_UNREADABLE');
      return ok({ t: 'hello', v: o.v, table: o.table, seat: o.seat, name: o.name });
    case 'move':
      if (!text(o.id, MAX_ID) || !int(o.rev, 0, 1e7) || !('move' in o)) return fail('ERR_MESSAGE_UNREADABLE');
      return ok({ t: 'move', id: o.id, rev: o.rev, move: o.move });
    case 'ping':
    case 'pong':
      return int(o.at, 0, Number.MAX_SAFE_INTEGER) ? ok({ t: o.t, at: o.at }) : fail('ERR_MESSAGE_UNREADABLE');
    case 'ticket':
      return ticket(o);
    default:
      return fail('ERR_MESSAGE_UNREADABLE');
  }
}

/**
 * The host's message as a guest reads it. The view itself is the game's to draw (its screen
 * already reads views defensively); here only the envelope is checked.
 */
export function readHostMessage(raw: unknown): Result<HostMessage> {
  const m = parse(raw, MAX_HOST_MESSAGE);
  if (!m.ok) return m;
  const o = m.value;
  const toMove = o.toMove === null || int(o.toMove, 0, 15);
  switch (o.t) {
    case 'welcome': {
      const seats = readSeats(o.seats);
      if (o.v !== PROTOCOL_VERSION) return fail('ERR_VERSION');
      if (!text(o.table, MAX_ID) || !text(o.game, MAX_ID) || !int(o.seat, 0, 15) || !seats || !int(o.rev, 0, 1e7) || !toMove || typeof o.finished !== 'boolean')
        return fail('ERR_MESSAGE_UNREADABLE');
      return ok({
        t: 'welcome',
        v: o.v,
        table: o.table,
        game: o.game,
        seat: o.seat,
        seats,
        rev: o.rev,
        view: o.view,
        toMove: o.toMove as number | null,
        finished: o.finished,
        ...extras(o),
      });
    }
    case 'view': {
      if (!int(o.rev, 0, 1e7) || !toMove || typeof o.finished !== 'boolean') return fail('ERR_MESSAGE_UNREADABLE');
      const last = readLog(o.last);
      return ok({ t: 'view', rev: o.rev, view: o.view, toMove: o.toMove as number | null, finished: o.finished, ...(last ? { last } : {}), ...extras(o) });
    }
    case 'refused':
      if (!text(o.code, 80) || !/^ERR_[A-Z0-9_]+$/.test(o.code)) return fail('ERR_MESSAGE_UNREADABLE');
      return ok({ t: 'refused', code: o.code, ...(text(o.id, MAX_ID) ? { id: o.id } : {}) });
    case 'seats': {
      const seats = readSeats(o.seats);
      return seats ? ok({ t: 'seats', seats }) : fail('ERR_MESSAGE_UNREADABLE');
    }
    case 'ping':
      return int(o.at, 0, Number.MAX_SAFE_INTEGER) ? ok({ t: 'ping', at: o.at }) : fail('ERR_MESSAGE_UNREADABLE');
    case 'pong':
      return int(o.at, 0, Number.MAX_SAFE_INTEGER) && int(o.rev, 0, 1e7) ? ok({ t: 'pong', at: o.at, rev: o.rev }) : fail('ERR_MESSAGE_UNREADABLE');
    case 'bye':
      return o.reason === 'finished' || o.reason === 'closed' ? ok({ t: 'bye', reason: o.reason }) : fail('ERR_MESSAGE_UNREADABLE');
    case 'ticket':
      return ticket(o);
    case 'next':
      return text(o.table, MAX_ID) && text(o.game, MAX_ID) ? ok({ t: 'next', table: o.table, game: o.game }) : fail('ERR_MESSAGE_UNREADABLE');
    default:
      return fail('ERR_MESSAGE_UNREADABLE');
  }
}

/** The optional legal moves (an array, the game's screen checks each against its view) and outcome. */
function extras(o: Record<string, unknown>): { moves?: unknown[]; outcome?: Record<string, unknown> } {
  return { ...(Array.isArray(o.moves) && o.moves.length <= 4096 ? { moves: o.moves } : {}), ...(isRecord(o.outcome) ? { outcome: o.outcome } : {}) };
}

function readSeats(v: unknown): SeatInfo[] | null {
  if (!Array.isArray(v) || v.length < 1 || v.length > 16) return null;
  const seats: SeatInfo[] = [];
  for (const s of v) {
    if (!isRecord(s) || typeof s.name !== 'string' || s.name.length > MAX_NAME || typeof s.away !== 'boolean') return null;
    if (s.kind !== 'host' && s.kind !== 'guest' && s.kind !== 'bot') return null;
    const color = typeof s.color === 'string' && /^#[0-9a-f]{6}$/i.test(s.color) ? { color: s.color } : {};
    seats.push({ name: s.name, kind: s.kind, away: s.away, ...color });
  }
  return seats;
}

function readLog(v: unknown): LogLine | null {
  if (!isRecord(v) || !int(v.seat, 0, 15) || !text(v.key, 80)) return null;
  const params: Record<string, string | number> = {};
  if (isRecord(v.params))
    for (const [k, p] of Object.entries(v.params))
      if ((typeof p === 'string' && p.length <= 200) || (typeof p === 'number' && Number.isFinite(p))) params[k] = p;
  return { seat: v.seat, key: v.key, ...(Object.keys(params).length ? { params } : {}) };
}
