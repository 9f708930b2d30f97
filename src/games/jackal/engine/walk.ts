/**
 * Where a move card can take a pirate and what the cells it enters do to him. A move may not end
 * in water or off the island ("прыгать в воду нельзя"; a horse may jump over water). A doubled
 * move goes the same way twice and enters its middle cell (rules page #ruling-double-middle), so
 * both cells must be land; when no way fits both, a way whose first cell fits is offered and the
 * pirate stops there, and when none fits at all he stays where he is, the card spent and the step
 * counted (rules page #ruling-no-way).
 */
import { cellAt, type Island } from '../data/island';
import { cellsOf, FACE_DIRS, type Dir } from './geometry';
import type { RowMove } from './types';

const isLand = (island: Island, [r, c]: [number, number]): boolean => {
  const code = cellAt(island, r, c);
  return code !== undefined && code !== '~';
};

/** The ways `move` may be announced from `at`: full ways, else short ways, else ['stay']. */
export function waysOf(island: Island, at: [number, number], move: RowMove): Array<Dir | 'stay'> {
  const dirs = FACE_DIRS[move.card] ?? [];
  const times = move.double ? 2 : 1;
  const full = dirs.filter((d) => cellsOf(at, d, times).every((cell) => isLand(island, cell)));
  if (full.length > 0) return full;
  const short = dirs.filter((d) => isLand(island, cellsOf(at, d, 1)[0]!));
  return short.length > 0 ? short : ['stay'];
}

/** The land cells a move announced as `dir` enters from `at` (none for 'stay'). */
export function enteredCells(island: Island, at: [number, number], move: RowMove, dir: Dir | 'stay'): Array<[number, number]> {
  if (dir === 'stay') return [];
  const out: Array<[number, number]> = [];
  for (const cell of cellsOf(at, dir, move.double ? 2 : 1)) {
    if (!isLand(island, cell)) break;
    out.push(cell);
  }
  return out;
}

/**
 * What stops the pirate among `cells`, entered in order: a treasure (he digs, "Даже если клад
 * унёс кто-то раньше"), or a robber met without a weapon on this move. Returns how many cells he
 * really entered and why he stopped (null = he walks on).
 */
export function stopAmong(island: Island, cells: Array<[number, number]>, move: RowMove): { entered: number; stop: 'treasure' | 'robber' | null } {
  for (let k = 0; k < cells.length; k++) {
    const code = cellAt(island, cells[k]![0], cells[k]![1]);
    if (code === '1' || code === '2' || code === '3') return { entered: k + 1, stop: 'treasure' };
    if (code === 'X' && !move.weapon) return { entered: k + 1, stop: 'robber' };
  }
  return { entered: cells.length, stop: null };
}
