/**
 * A guest phone's side of a table, as a pure reducer over the host's messages: it keeps only its
 * own seat's view (the host never sends another), ignores a view older than the one it shows,
 * and asks for a fresh welcome when the host is ahead (a view lost while the phone slept).
 */
import { PROTOCOL_VERSION, readHostMessage, type GuestMessage, type HostMessage, type LogLine } from './messages';

/** Log lines a guest keeps for its move log (the host has the whole game). */
const LOG_LINES = 200;

/** What the welcome said (table, seat, seats, revision, view, whose turn), kept up to date, and the guest's own state. */
export interface GuestTable extends Omit<Extract<HostMessage, { t: 'welcome' }>, 't' | 'v'> {
  log: LogLine[];
  /** The host's last refusal, shown in words until the next view. */
  refusal: string | null;
  closed: boolean;
}

export interface GuestStep {
  guest: GuestTable | null;
  /** What to send back at once (a pong, or a hello to resynchronise). */
  reply?: GuestMessage;
  /** The host's return ticket (its standby offer for this phone): the caller keeps it for a reload. */
  ticket?: string;
  /** A message that could not be read: shown as a problem, never drawn. */
  error?: string;
}

/** The hello a guest sends to claim `seat` (or, with null, to take back the seat its phone holds). */
export const hello = (table: string, seat: number | null, name: string): GuestMessage => ({ t: 'hello', v: PROTOCOL_VERSION, table, seat, name });

/** The move message for the view the guest shows now. */
export const moveMessage = (g: GuestTable, id: string, move: unknown): GuestMessage => ({ t: 'move', id, rev: g.rev, move });

/** Applies one message from the host; never throws, and junk leaves the table as it was. */
export function guestReceive(g: GuestTable | null, raw: unknown): GuestStep {
  const msg = readHostMessage(raw);
  if (!msg.ok) return { guest: g, error: msg.error };
  const m = msg.value;
  if (m.t === 'welcome') {
    if (g && g.table !== m.table) return { guest: g, error: 'ERR_UNKNOWN_TABLE' };
    const { seat, seats, rev, view, toMove, finished, moves, outcome } = m;
    return {
      guest: { table: m.table, game: m.game, seat, seats, rev, view, toMove, finished, moves, outcome, log: g?.log ?? [], refusal: null, closed: false },
    };
  }
  if (!g) return { guest: g, error: 'ERR_NOT_JOINED' };
  switch (m.t) {
    case 'view':
      if (m.rev < g.rev) return { guest: g };
      return {
        guest: {
          ...g,
          rev: m.rev,
          view: m.view,
          toMove: m.toMove,
          finished: m.finished,
          moves: m.moves,
          outcome: m.outcome,
          refusal: null,
          log: m.last && m.rev > g.rev ? [...g.log, m.last].slice(-LOG_LINES) : g.log,
        },
      };
    case 'refused':
      // A seat given to a bot stays given: the host refuses this phone's later pings
      // (ERR_NOT_SEATED), which must not hide why it left the table. Only a welcome seats it again.
      return g.refusal === 'ERR_SEAT_TAKEN_OVER' ? { guest: g } : { guest: { ...g, refusal: m.code } };
    case 'seats':
      return { guest: { ...g, seats: m.seats } };
    case 'ping':
      return { guest: g, reply: { t: 'pong', at: m.at } };
    case 'pong':
      return m.rev > g.rev ? { guest: g, reply: hello(g.table, g.seat, g.seats[g.seat]?.name ?? '') } : { guest: g };
    case 'bye':
      return { guest: { ...g, closed: true, finished: g.finished || m.reason === 'finished' } };
    case 'ticket':
      return { guest: g, ticket: m.code };
  }
}
