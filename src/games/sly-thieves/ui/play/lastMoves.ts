/**
 * What happened since the person holding the phone last moved, read from the move log (so it
 * survives the hand-over curtain and a reload): each run, guard step, hatch crawl or push as a
 * path from room to room in the mover's colour, and every thief a guard caught.
 */
import { ROOMS, roomLabel } from '../../engine/geometry';
import type { LogEntry } from '../../../../play/types';

/** One step drawn on the board. */
export interface MovePath {
  /** Log index, for keys. */
  index: number;
  seat: number;
  kind: 'thief' | 'guard' | 'place';
  from: number | null;
  to: number;
}

/** A thief a guard caught: whose, and where. */
export interface Caught {
  index: number;
  by: number;
  owner: number;
  room: string;
}

/** Most steps drawn at once (a five-player round with follow-ups stays readable). */
export const MAX_PATHS = 8;

const ROOM_OF = new Map(ROOMS.map((_, room) => [roomLabel(room), room]));
const roomOf = (label: unknown): number | null => (typeof label === 'string' ? (ROOM_OF.get(label) ?? null) : null);

/** The log entries after `viewer`'s last move (all of them when the viewer has not moved yet). */
export function sinceLastOwn(log: readonly LogEntry[], viewer: number | null): LogEntry[] {
  let at = log.length - 1;
  while (at >= 0 && log[at]!.seat !== viewer) at--;
  // The viewer's own last turn may be several steps (a run and its icon): show that turn too
  // when nothing happened since, so a player always sees the last move on the board.
  if (at === log.length - 1) {
    while (at >= 0 && log[at]!.seat === viewer) at--;
  }
  return log.slice(at + 1);
}

/** The paths and catches of `entries` (an 'ended' line counts as the move it wraps). */
export function readMoves(entries: readonly LogEntry[]): { paths: MovePath[]; caught: Caught[] } {
  const paths: MovePath[] = [];
  const caught: Caught[] = [];
  for (const e of entries) {
    const p = e.log.params ?? {};
    const key = e.log.key === 'ended' ? String(p.line ?? '') : e.log.key;
    const from = roomOf(p.from);
    const to = roomOf(p.to);
    if (to === null) continue;
    if (key === 'place') paths.push({ index: e.index, seat: e.seat, kind: 'place', from: null, to });
    else if ((key === 'move' || key === 'moveEmpty' || key === 'hatch' || key === 'shift') && from !== null)
      paths.push({ index: e.index, seat: e.seat, kind: 'thief', from, to });
    else if ((key === 'guard' || key === 'guardCatch') && from !== null) {
      paths.push({ index: e.index, seat: e.seat, kind: 'guard', from, to });
      if (key === 'guardCatch' && typeof p.ownerSeat === 'number') caught.push({ index: e.index, by: e.seat, owner: p.ownerSeat, room: String(p.to) });
    }
  }
  return { paths: paths.slice(-MAX_PATHS), caught };
}
