/**
 * Remembers which rooms thieves left in the last change of the board, so a player who looks
 * up after a bot's move can see where it came from (the token itself slides to its new room).
 */
import { useRef } from 'preact/hooks';
import type { Thief } from '../../engine/types';

/** Rooms vacated by thieves that moved between the previous and the current list. */
export function vacated(before: readonly Thief[], after: readonly Thief[]): number[] {
  const out: number[] = [];
  after.forEach((t, id) => {
    const was = before[id]?.room;
    if (was !== undefined && was !== null && t.room !== null && t.room !== was) out.push(was);
  });
  return out;
}

/** The trail of the last change; kept across renders until the thieves move again. */
export function useTrail(thieves: readonly Thief[] | null): number[] {
  const prev = useRef<readonly Thief[] | null>(null);
  const trail = useRef<number[]>([]);
  if (thieves && prev.current && thieves !== prev.current) {
    const moved = vacated(prev.current, thieves);
    if (moved.length > 0 || thieves.length !== prev.current.length) trail.current = moved;
  }
  if (thieves) prev.current = thieves;
  return trail.current;
}
