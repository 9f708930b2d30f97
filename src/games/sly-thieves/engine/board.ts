/**
 * Read-only questions about a position: who stands where, and which rooms a thief may enter.
 * Shared by move generation, move checks and the bots.
 */
import { CENTRE, ROOM_TOTAL } from './geometry';
import type { SlyState } from './types';

/** Thief number standing in each room, -1 where no thief stands. */
export function occupancy(s: SlyState): Int8Array {
  const occ = new Int8Array(ROOM_TOTAL).fill(-1);
  for (let id = 0; id < s.thieves.length; id++) {
    const room = s.thieves[id]!.room;
    if (room !== null) occ[room] = id;
  }
  return occ;
}

/** True when a guard stands in the room. */
export const hasGuard = (s: SlyState, room: number): boolean => s.guards.includes(room);

/** True when a black-thief ban forbids `thief` to end a move in `room` this turn. */
export const isBanned = (s: SlyState, thief: number, room: number): boolean => s.bans.length > 0 && s.bans.some((b) => b.thief === thief && b.room === room);

/**
 * True when a thief may run through or stop in the room: never the guard post, never a room
 * with a thief or a guard ("no jumping"), and in the basic variant never an empty room.
 */
export function isOpenForThief(s: SlyState, occ: Int8Array, room: number): boolean {
  if (room === CENTRE || occ[room]! >= 0 || hasGuard(s, room)) return false;
  return s.config.variant === 'advanced' || s.tiles[room] !== null;
}

/** Rooms of the seat's thieves that are still on the board, with their thief numbers. */
export function thievesOf(s: SlyState, seat: number): Array<{ id: number; room: number }> {
  const out: Array<{ id: number; room: number }> = [];
  s.thieves.forEach((t, id) => {
    if (t.seat === seat && t.room !== null) out.push({ id, room: t.room });
  });
  return out;
}

/** Points a seat has collected so far (face-down loot). */
export const lootPoints = (s: SlyState, seat: number): number => (s.loot[seat] ?? []).reduce<number>((sum, v) => sum + v, 0);
