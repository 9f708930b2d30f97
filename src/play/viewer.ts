/**
 * Whose eyes the screen is for. When seats hide things from each other and two or more people
 * share the phone, the turn passing to another person raises the curtain; the view changes only
 * after that person taps it. With open information, or one person against bots, it never rises.
 */
import type { SeatSpec } from './types';

/** The seat whose view is shown, and the seat the curtain names (null = no curtain). */
export interface ScreenFor {
  viewer: number | null;
  curtain: number | null;
}

/** A person holding this phone (not a bot, not a guest on their own phone). */
const here = (s: SeatSpec | undefined): boolean => s?.kind === 'human' && !s.phone;

/** True when the pass-the-phone curtain is part of this table at all. */
export function usesCurtain(hidden: boolean, seats: readonly SeatSpec[]): boolean {
  return hidden && seats.filter(here).length >= 2;
}

/** Decides what the screen shows now, given who last looked (`viewer`) and who moves next. */
export function screenFor(args: { hidden: boolean; seats: readonly SeatSpec[]; toMove: number | null; viewer: number | null; finished: boolean }): ScreenFor {
  const { hidden, seats, toMove, viewer, finished } = args;
  const humanToMove = toMove !== null && here(seats[toMove]) ? toMove : null;
  if (!usesCurtain(hidden, seats)) {
    // Open table (or a single person): show whoever moves, else whoever looked last.
    const firstHuman = seats.findIndex(here);
    return { viewer: humanToMove ?? viewer ?? (firstHuman >= 0 ? firstHuman : null), curtain: null };
  }
  if (finished || humanToMove === null || humanToMove === viewer) return { viewer, curtain: null };
  return { viewer, curtain: humanToMove };
}
