/**
 * Advanced icons ("Значки"): which follow-up choices an icon offers once the moved thief lands on
 * it. An icon with nothing to do does nothing (ruling-star-blocked, icon-hatch,
 * ruling-optional-thief-icons); the crossed-out eye only stops guards.
 */
import { hasGuard, isBanned } from './board';
import { CENTRE, NEIGHBOURS } from './geometry';
import type { FollowUpIcon, Pending, SlyMove, SlyState } from './types';

/** One step of a guard or a shifted thief. */
export interface Step {
  from: number;
  to: number;
}

/** A guard may enter any neighbouring room except a crossed-out eye with a thief on it. */
export const guardMayEnter = (s: SlyState, occ: Int8Array, room: number): boolean => !(occ[room]! >= 0 && s.tiles[room]?.icon === 'crossedEye');

/** Star: every guard step, listed once per guard room (two guards in one room are alike). */
export function guardSteps(s: SlyState, occ: Int8Array): Step[] {
  const out: Step[] = [];
  s.guards.forEach((from, i) => {
    if (s.guards.indexOf(from) !== i) return;
    for (const to of NEIGHBOURS[from]!) if (guardMayEnter(s, occ, to)) out.push({ from, to });
  });
  return out;
}

/** Hatch: the other hatch tiles with no thief and no guard (ruling-hatch), bans respected. */
export function hatchTargets(s: SlyState, occ: Int8Array, thief: number, from: number): number[] {
  const out: number[] = [];
  s.tiles.forEach((tile, room) => {
    if (tile?.icon !== 'hatch' || room === from || occ[room]! >= 0 || hasGuard(s, room)) return;
    if (!isBanned(s, thief, room)) out.push(room);
  });
  return out;
}

/**
 * White thief: another thief of the mover's gang; black thief: a thief of any other gang. Either
 * steps to a neighbouring room with no thief and no guard, never the guard post (ruling-one-step).
 * The owner's own black-thief ban also holds for a white-thief step.
 */
export function shiftSteps(s: SlyState, occ: Int8Array, icon: 'whiteThief' | 'blackThief', mover: number): Step[] {
  const seat = s.thieves[mover]!.seat;
  const out: Step[] = [];
  s.thieves.forEach((t, id) => {
    if (t.room === null) return;
    const own = t.seat === seat;
    if (icon === 'whiteThief' ? !own || id === mover : own) return;
    for (const to of NEIGHBOURS[t.room]!) {
      if (to === CENTRE || occ[to]! >= 0 || hasGuard(s, to)) continue;
      if (icon === 'whiteThief' && isBanned(s, id, to)) continue;
      out.push({ from: t.room, to });
    }
  });
  return out;
}

/** The moves a pending icon offers, with 'skip' where the icon is optional (all but the star). */
export function followUpMoves(s: SlyState, occ: Int8Array, pending: Pending): SlyMove[] {
  const seat = s.seat;
  const thief = s.thieves[pending.thief]!;
  if (pending.icon === 'star') return guardSteps(s, occ).map((st) => ({ type: 'guard', seat, ...st }));
  const moves: SlyMove[] =
    pending.icon === 'hatch'
      ? hatchTargets(s, occ, pending.thief, thief.room!).map((to) => ({ type: 'hatch', seat, from: thief.room!, to }))
      : shiftSteps(s, occ, pending.icon, pending.thief).map((st) => ({ type: 'shift', seat, ...st }));
  moves.push({ type: 'skip', seat });
  return moves;
}

/** The follow-up owed after `thief` ended a run in `room`, or null when its icon has no effect. */
export function pendingAfterLanding(s: SlyState, occ: Int8Array, thief: number, room: number): Pending | null {
  if (s.config.variant !== 'advanced') return null;
  const icon = s.tiles[room]?.icon;
  if (!icon || icon === 'crossedEye') return null;
  const pending: Pending = { icon: icon as FollowUpIcon, thief };
  if (icon === 'star') return guardSteps(s, occ).length > 0 ? pending : null;
  if (icon === 'hatch') return hatchTargets(s, occ, thief, room).length > 0 ? pending : null;
  return shiftSteps(s, occ, icon, thief).length > 0 ? pending : null;
}
