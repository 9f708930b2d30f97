/** The start of an island (rulebook "Ход игры", step 1): the card is up, everyone lays in secret. */
import type { Island } from '../data/island';
import { clockwiseFrom } from './copy';
import type { JackalState } from './types';

/** Opens the laying on the current island: every seat, clockwise from the first player. Edits `d`. */
export function startIsland(d: JackalState): void {
  d.phase = 'lay';
  d.queue = clockwiseFrom(d.first, d.seats.length);
  for (const s of d.seats) {
    s.row = [];
    s.tortuga = null;
    s.done = false;
    s.stack = null;
    s.route = null;
  }
}

/** The island now revealed. */
export const currentIsland = (s: JackalState): Island => s.islands[s.island]!;
