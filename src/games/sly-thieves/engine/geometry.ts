/**
 * Room indices and the fixed geometry of the bank, computed once from the board data: rooms are
 * numbered 0..60 in `boardRooms()` order (row by row), so moves and state hold small integers.
 */
import { boardRooms, HEX_DIRECTIONS, isGuardPost, type Room } from '../data/board';

/** Every room of the bank, indexed by room number. */
export const ROOMS: readonly Readonly<Room>[] = boardRooms();

/** How many rooms the bank has (61). */
export const ROOM_TOTAL = ROOMS.length;

/** Room number of the guard post in the centre. */
export const CENTRE = ROOMS.findIndex(isGuardPost);

const indexByKey = new Map(ROOMS.map((room, i) => [`${room.q},${room.r}`, i]));

/** Room number at axial (q, r), or -1 off the board. */
export const roomAt = (q: number, r: number): number => indexByKey.get(`${q},${r}`) ?? -1;

/**
 * RAYS[room][dir]: the rooms met when running from `room` in direction `dir`, nearest first,
 * up to the edge. Directions follow HEX_DIRECTIONS.
 */
export const RAYS: readonly (readonly (readonly number[])[])[] = ROOMS.map((room) =>
  HEX_DIRECTIONS.map((d) => {
    const ray: number[] = [];
    for (let k = 1; ; k++) {
      const next = roomAt(room.q + d.q * k, room.r + d.r * k);
      if (next < 0) return ray;
      ray.push(next);
    }
  }),
);

/** NEIGHBOURS[room]: the rooms one step away that lie on the board. */
export const NEIGHBOURS: readonly (readonly number[])[] = RAYS.map((rays) => rays.flatMap((ray) => ray.slice(0, 1)));

/**
 * Direction and distance of a straight run from `from` to `to`, or null when the two rooms do
 * not share one of the three axes (or are the same room).
 */
export function lineBetween(from: number, to: number): { dir: number; dist: number } | null {
  const rays = RAYS[from];
  if (!rays) return null;
  for (let dir = 0; dir < rays.length; dir++) {
    const dist = rays[dir]!.indexOf(to) + 1;
    if (dist > 0) return { dir, dist };
  }
  return null;
}

/** True when `v` (untrusted) is a room number. */
export const isRoomIndex = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) < ROOM_TOTAL;

/** True when two rooms are neighbours. */
export const areNeighbours = (a: number, b: number): boolean => NEIGHBOURS[a]?.includes(b) ?? false;

const ROW_LETTERS = 'ABCDEFGHI';

/**
 * A name for the log and screen readers: a row letter (A at the top row) and the room's place in
 * its row, counted from 1 (the guard post is E5).
 */
export function roomLabel(room: number): string {
  const at = ROOMS[room];
  if (!at) return '?';
  const rowStart = ROOMS.findIndex((r) => r.r === at.r);
  const letter = ROW_LETTERS[at.r + (ROW_LETTERS.length >> 1)] ?? '?';
  return `${letter}${room - rowStart + 1}`;
}
