/**
 * Thief runs ("Ход игры", step 1): a straight line along one of the three axes, at least one
 * room, no jumping over thieves or guards, never through the guard post, and in the basic
 * variant never through or into an empty room. A thief pushed by a black thief may not end its
 * owner's next move in the room it was pushed from (ruling-black-thief-return).
 */
import type { Failure } from '../../../lib/result';
import { isBanned, isOpenForThief } from './board';
import { lineBetween, RAYS } from './geometry';
import type { SlyMove, SlyState } from './types';
import { fail, type Code } from '../codes';

/** Rooms where the thief in `from` may end a run, nearest first per direction. */
export function runTargets(s: SlyState, occ: Int8Array, thief: number, from: number): number[] {
  const out: number[] = [];
  for (const ray of RAYS[from]!) {
    for (const room of ray) {
      if (!isOpenForThief(s, occ, room)) break;
      if (!isBanned(s, thief, room)) out.push(room);
    }
  }
  return out;
}

/** True when the thief in `from` has at least one run (stops at the first one found). */
export function canRun(s: SlyState, occ: Int8Array, thief: number, from: number): boolean {
  for (const ray of RAYS[from]!) {
    for (const room of ray) {
      if (!isOpenForThief(s, occ, room)) break;
      if (!isBanned(s, thief, room)) return true;
    }
  }
  return false;
}

/** Every run of the seat's thieves, thief by thief in placement order. */
export function runMoves(s: SlyState, occ: Int8Array, seat: number): SlyMove[] {
  const moves: SlyMove[] = [];
  for (let id = 0; id < s.thieves.length; id++) {
    const t = s.thieves[id]!;
    if (t.seat !== seat || t.room === null) continue;
    for (const to of runTargets(s, occ, id, t.room)) moves.push({ type: 'move', seat, from: t.room, to });
  }
  return moves;
}

/** True when some thief of the seat can run; false means the gang must leave the bank. */
export function seatCanRun(s: SlyState, occ: Int8Array, seat: number): boolean {
  for (let id = 0; id < s.thieves.length; id++) {
    const t = s.thieves[id]!;
    if (t.seat === seat && t.room !== null && canRun(s, occ, id, t.room)) return true;
  }
  return false;
}

/** Why a run from `from` to `to` is illegal, or null when it is legal. */
export function checkRun(s: SlyState, occ: Int8Array, thief: number, from: number, to: number): Failure<Code> | null {
  const line = lineBetween(from, to);
  if (!line) return fail('ERR_NOT_A_LINE', { from, to });
  const ray = RAYS[from]![line.dir]!;
  for (let k = 0; k < line.dist; k++) {
    if (!isOpenForThief(s, occ, ray[k]!)) return fail('ERR_BLOCKED', { room: ray[k]! });
  }
  if (isBanned(s, thief, to)) return fail('ERR_MOVE_BACK_BANNED', { room: to });
  return null;
}
