/**
 * The host of a table across phones, as pure functions: it holds the game, reads every guest
 * message as untrusted input, applies moves through the engine and answers each guest with only
 * `view(state, seat)`. A phone's certificate fingerprint is its seat credential (DTLS proves it),
 * so another phone cannot take a seat that is held. Nothing here sends or stores: the caller
 * persists an applied move first and only then sends `out` (a guest never sees a move that a
 * crash could take back).
 */
import type { Engine } from '../../games/types';
import { fail, ok, type Result } from '../../lib/result';
import { PROTOCOL_VERSION, readGuestMessage, type HostMessage, type LogLine, type SeatInfo, type SeatKind } from './messages';

/** A guest silent this long shows as away on every phone (three missed 2 s pings). */
export const AWAY_AFTER_MS = 6_000;
/** Move ids remembered per seat, so a retry after a reconnect is answered, never applied twice. */
const RECENT_IDS = 64;

export interface HostSeat {
  name: string;
  color?: string;
  kind: SeatKind;
  /** For a guest seat: the fingerprint of the phone that claimed it, null until one does. */
  fingerprint: string | null;
  lastSeen: number | null;
  away: boolean;
  /** Round-trip time of the last answered ping (ms), for "Check connection"; absent until one. */
  rtt?: number;
}
export interface HostTable {
  table: string;
  game: string;
  seats: HostSeat[];
  /** The number of applied moves: the revision every view and move carries. */
  rev: number;
  recent: string[][];
}
export interface Outgoing {
  /** The guest's fingerprint. */
  to: string;
  message: HostMessage;
}
export interface HostStep<State, Move> {
  table: HostTable;
  state: State;
  out: Outgoing[];
  /** Set when a guest's move was applied: the caller stores it before sending `out`. */
  applied?: { seat: number; move: Move };
  /** Set when a seated guest sent its return ticket (its standby offer): the caller keeps it for a reload. */
  ticket?: { seat: number; code: string };
}

/** A new table: `kinds` in seat order, guest seats waiting for a phone. */
export function openTable(table: string, game: string, seats: { name: string; kind: SeatKind; color?: string }[], rev = 0): HostTable {
  return {
    table,
    game,
    rev,
    seats: seats.map((s) => ({ ...s, fingerprint: null, lastSeen: null, away: s.kind === 'guest' })),
    recent: seats.map(() => []),
  };
}

/** Which phone holds each seat (null: none, or not a guest seat): what the host keeps for a reload. */
export const phonesOf = (t: HostTable): (string | null)[] => t.seats.map((s) => (s.kind === 'guest' ? s.fingerprint : null));

/**
 * After a host reload: each guest seat gets back the phone that held it, shown as away until that
 * phone connects again. Only guest seats take a phone, and a phone holds one seat at most: a
 * damaged or foreign memory cannot seat one phone twice or give a phone a bot's seat.
 */
export function restorePhones(t: HostTable, phones: readonly (string | null)[]): HostTable {
  const used = new Set<string>();
  const seats = t.seats.map((s, i) => {
    const fp = phones[i];
    if (s.kind !== 'guest' || typeof fp !== 'string' || used.has(fp)) return s;
    used.add(fp);
    return { ...s, fingerprint: fp, lastSeen: null, away: true };
  });
  return { ...t, seats };
}

/** What every phone is told about the seats. */
export const seatInfo = (t: HostTable): SeatInfo[] =>
  t.seats.map((s) => ({ name: s.name, kind: s.kind, away: s.kind === 'guest' && s.away, ...(s.color ? { color: s.color } : {}) }));

/** The seat this phone holds, or -1. */
export const seatOf = (t: HostTable, fingerprint: string): number => t.seats.findIndex((s) => s.kind === 'guest' && s.fingerprint === fingerprint);

/**
 * What a seat is shown of a position: its view, whose turn, its own legal moves on its turn (the
 * guest has no state to list them from) and, at the end, the outcome every seat may see.
 */
export function seatPicture<S, M>(engine: Engine<unknown, S, M>, state: S, seat: number) {
  const toMove = engine.toMove(state);
  const outcome = toMove === null ? engine.outcome(state) : null;
  return {
    view: engine.view(state, seat),
    toMove,
    finished: outcome !== null,
    ...(toMove === seat ? { moves: engine.legalMoves(state) as unknown[] } : {}),
    ...(outcome ? { outcome: outcome as unknown as Record<string, unknown> } : {}),
  };
}

/** One view message per joined guest: each gets its own seat's view and nothing else. */
export function viewsFor<S, M>(engine: Engine<unknown, S, M>, state: S, t: HostTable, last?: LogLine): Outgoing[] {
  return t.seats.flatMap((s, seat) =>
    s.kind === 'guest' && s.fingerprint !== null
      ? [{ to: s.fingerprint, message: { t: 'view' as const, rev: t.rev, ...seatPicture(engine, state, seat), ...(last ? { last } : {}) } }]
      : [],
  );
}

/** Handles one message from the phone with `from` as its fingerprint; never throws. */
export function hostReceive<S, M>(engine: Engine<unknown, S, M>, state: S, table: HostTable, from: string, raw: unknown, now: number): HostStep<S, M> {
  const same = (out: Outgoing[], t = table): HostStep<S, M> => ({ table: t, state, out });
  const refuse = (code: string, id?: string): HostStep<S, M> => same([{ to: from, message: { t: 'refused', code, ...(id ? { id } : {}) } }]);
  const msg = readGuestMessage(raw);
  if (!msg.ok) return refuse(msg.error);
  const m = msg.value;
  if (m.t === 'hello') {
    if (m.table !== table.table) return refuse('ERR_UNKNOWN_TABLE');
    const seat = claim(table, from, m.seat);
    if (!seat.ok) return refuse(seat.error);
    const t = touch(bind(table, seat.value, from), seat.value, now);
    const welcome: HostMessage = {
      t: 'welcome',
      v: PROTOCOL_VERSION,
      table: t.table,
      game: t.game,
      seat: seat.value,
      seats: seatInfo(t),
      rev: t.rev,
      ...seatPicture(engine, state, seat.value),
    };
    return same([{ to: from, message: welcome }, ...toOthers(t, from, { t: 'seats', seats: seatInfo(t) })], t);
  }
  const seat = seatOf(table, from);
  if (seat < 0) return refuse('ERR_NOT_SEATED');
  const seen = touch(table, seat, now);
  const back = seen.seats[seat]!.away !== table.seats[seat]!.away ? toOthers(seen, from, { t: 'seats', seats: seatInfo(seen) }) : [];
  if (m.t === 'ping') return same([{ to: from, message: { t: 'pong', at: m.at, rev: seen.rev } }, ...back], seen);
  if (m.t === 'ticket') return { ...same(back, seen), ticket: { seat, code: m.code } };
  // Our own ping's time came back: the round trip. A pong with a time we could not have sent is ignored.
  if (m.t === 'pong') {
    const rtt = now - m.at;
    if (rtt < 0 || rtt > 60_000) return same(back, seen);
    return same(back, { ...seen, seats: seen.seats.map((s, i) => (i === seat ? { ...s, rtt } : s)) });
  }
  const mine = viewsFor(engine, state, seen).filter((o) => o.to === from);
  // A retry of a move already applied (the answer was lost on the way): the current view, again.
  if (seen.recent[seat]!.includes(m.id)) return same([...mine, ...back], seen);
  const refusal = (code: string) => same([{ to: from, message: { t: 'refused', code, id: m.id } }, ...mine, ...back], seen);
  if (m.rev !== seen.rev) return refusal('ERR_STALE');
  if (engine.toMove(state) !== seat) return refusal('ERR_NOT_YOUR_TURN');
  const next = engine.apply(state, m.move as M);
  if (!next.ok) return refusal(next.error);
  const log = engine.describeMove(state, m.move as M);
  const t: HostTable = {
    ...seen,
    rev: seen.rev + 1,
    recent: seen.recent.map((ids, i) => (i === seat ? [...ids, m.id].slice(-RECENT_IDS) : ids)),
  };
  return { table: t, state: next.value, out: [...back, ...viewsFor(engine, next.value, t, { seat, ...log })], applied: { seat, move: m.move as M } };
}

/** After a move made on the host phone (its own seats, its bots): rev + 1 and a view for every guest. */
export function hostMoved<S, M>(
  engine: Engine<unknown, S, M>,
  before: S,
  after: S,
  table: HostTable,
  seat: number,
  move: M,
): { table: HostTable; out: Outgoing[] } {
  const t = { ...table, rev: table.rev + 1 };
  return { table: t, out: viewsFor(engine, after, t, { seat, ...engine.describeMove(before, move) }) };
}

/**
 * "Play again" at this table: every phone holding a guest seat (away ones too: the message waits
 * in a frozen phone's channel) is told the next game's session id; it follows and is welcomed there.
 */
export const nextGame = (t: HostTable, next: string): Outgoing[] => toOthers(t, null, { t: 'next', table: next, game: t.game });

/** Marks guests silent for `AWAY_AFTER_MS` as away; `out` tells everyone when anything changed. */
export function checkPresence(table: HostTable, now: number): { table: HostTable; out: Outgoing[] } {
  let changed = false;
  const seats = table.seats.map((s) => {
    const away = s.kind === 'guest' && (s.fingerprint === null || s.lastSeen === null || now - s.lastSeen > AWAY_AFTER_MS);
    if (away === s.away) return s;
    changed = true;
    return { ...s, away };
  });
  if (!changed) return { table, out: [] };
  const t = { ...table, seats };
  return { table: t, out: toOthers(t, null, { t: 'seats', seats: seatInfo(t) }) };
}

/** The host takes a seat away from its phone (gone for good): a bot plays it, or the host phone. */
export function takeOver(table: HostTable, seat: number, kind: 'bot' | 'host'): { table: HostTable; out: Outgoing[] } {
  const s = table.seats[seat];
  if (!s || s.kind !== 'guest') return { table, out: [] };
  const t = { ...table, seats: table.seats.map((x, i) => (i === seat ? { ...x, kind, fingerprint: null, lastSeen: null, away: false } : x)) };
  const bye: Outgoing[] = s.fingerprint ? [{ to: s.fingerprint, message: { t: 'refused', code: 'ERR_SEAT_TAKEN_OVER' } }] : [];
  return { table: t, out: [...bye, ...toOthers(t, null, { t: 'seats', seats: seatInfo(t) })] };
}

/** Which seat a hello may have: its own again, or a guest seat nobody holds. */
function claim(t: HostTable, from: string, wanted: number | null): Result<number> {
  const held = seatOf(t, from);
  if (wanted === null) return held >= 0 ? ok(held) : fail('ERR_NO_SEAT');
  const s = t.seats[wanted];
  if (!s || s.kind !== 'guest') return fail('ERR_SEAT_NOT_OPEN');
  if (s.fingerprint === from) return ok(wanted);
  if (s.fingerprint !== null) return fail('ERR_SEAT_TAKEN');
  return held >= 0 ? fail('ERR_ALREADY_SEATED') : ok(wanted);
}

const bind = (t: HostTable, seat: number, fp: string): HostTable => ({ ...t, seats: t.seats.map((s, i) => (i === seat ? { ...s, fingerprint: fp } : s)) });
const touch = (t: HostTable, seat: number, now: number): HostTable => ({
  ...t,
  seats: t.seats.map((s, i) => (i === seat ? { ...s, lastSeen: now, away: false } : s)),
});
const toOthers = (t: HostTable, except: string | null, message: HostMessage): Outgoing[] =>
  t.seats.flatMap((s) => (s.kind === 'guest' && s.fingerprint !== null && s.fingerprint !== except ? [{ to: s.fingerprint, message }] : []));
