/**
 * A guest phone's side of a table, as a pure reducer over the host's messages: it keeps only its
 * own seat's view (the host never sends another), ignores a view older than the one it shows,
 * and asks for a fresh welcome when the host is ahead (a view lost while the phone slept).
 */
import { PROTOCOL_VERSION, readHostMessage, type GuestMessage, type HostMessage, type LogLine } from './messages';

/** Log lines a guest keeps for its move log (the host has the whole game). */
const LOG_LINES = 200;
/** Earlier tables remembered against a stale `next` (games in a row at one table). */
const BEFORE = 8;

/** What the welcome said (table, seat, seats, revision, view, whose turn), kept up to date, and the guest's own state. */
export interface GuestTable extends Omit<Extract<HostMessage, { t: 'welcome' }>, 't' | 'v'> {
  log: LogLine[];
  /** The host's last refusal, shown in words until the next view. */
  refusal: string | null;
  closed: boolean;
  /**
   * The table the host moved this table to ("Play again", a `next` message): until its welcome
   * comes nothing else is drawn, so no view or refusal of either game is mixed into the other.
   */
  next?: string;
  /** The tables this phone sat at before this one (a few, oldest first): a `next` back to one is stale. */
  before?: string[];
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
    // Another table's welcome only once the host said this table moved there (`next`).
    const moved = g !== null && g.table !== m.table;
    if (moved && g.next !== m.table) return { guest: g, error: 'ERR_UNKNOWN_TABLE' };
    const { seat, seats, rev, view, toMove, finished, moves, outcome } = m;
    // A new game starts clean: nothing of the last one (its log, a refusal) is carried over.
    const before = moved ? { before: [...(g.before ?? []), g.table].slice(-BEFORE) } : g?.before ? { before: g.before } : {};
    return {
      guest: {
        table: m.table,
        game: m.game,
        seat,
        seats,
        rev,
        view,
        toMove,
        finished,
        moves,
        outcome,
        log: moved ? [] : (g?.log ?? []),
        refusal: null,
        closed: false,
        ...before,
      },
    };
  }
  // A `next` before any welcome (a reload coming back by its ticket): the welcome that follows is the picture.
  if (!g) return m.t === 'next' ? { guest: g } : { guest: g, error: 'ERR_NOT_JOINED' };
  // Following the table to its next game: the old game's last views and refusals are no longer drawn.
  if (g.next && (m.t === 'view' || m.t === 'refused')) return { guest: g };
  switch (m.t) {
    case 'next':
      // Stale: this table, the one already followed, one this phone left, or another game (not "again").
      if (m.table === g.table || m.table === g.next || g.before?.includes(m.table) || m.game !== g.game) return { guest: g };
      return { guest: { ...g, next: m.table } };
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
      if (g.next) return { guest: g, reply: hello(g.next, g.seat, g.seats[g.seat]?.name ?? '') };
      return m.rev > g.rev ? { guest: g, reply: hello(g.table, g.seat, g.seats[g.seat]?.name ?? '') } : { guest: g };
    case 'bye':
      return { guest: { ...g, closed: true, finished: g.finished || m.reason === 'finished' } };
    case 'ticket':
      return { guest: g, ticket: m.code };
  }
}
