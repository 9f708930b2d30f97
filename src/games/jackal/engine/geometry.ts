/**
 * Directions on an island and where each card face may take the pirate (rulebook "Какие ещё
 * бывают карты действий?"): arrows go one cell, a horse jumps in an L as a chess knight; up is the
 * island's top row. A doubled move goes the same way twice (rules page #double).
 */
import type { CardFace } from '../data/stolikDeck';

/** The eight one-cell steps and the eight horse jumps, as [rows, columns]. */
export const DIRS = {
  N: [-1, 0],
  S: [1, 0],
  E: [0, 1],
  W: [0, -1],
  NE: [-1, 1],
  NW: [-1, -1],
  SE: [1, 1],
  SW: [1, -1],
  NNE: [-2, 1],
  ENE: [-1, 2],
  ESE: [1, 2],
  SSE: [2, 1],
  SSW: [2, -1],
  WSW: [1, -2],
  WNW: [-1, -2],
  NNW: [-2, -1],
} as const;

/** A direction a move can take. */
export type Dir = keyof typeof DIRS;

/** True for a string naming a direction. */
export const isDir = (v: unknown): v is Dir => typeof v === 'string' && Object.prototype.hasOwnProperty.call(DIRS, v);

const HORSE: readonly Dir[] = ['NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW', 'NNW'];

/** The ways each move face may go; other faces do not move the pirate. */
export const FACE_DIRS: Partial<Record<CardFace, readonly Dir[]>> = {
  arrowHorizontal: ['W', 'E'],
  arrowVertical: ['N', 'S'],
  arrowRising: ['NE', 'SW'],
  arrowFalling: ['NW', 'SE'],
  arrowAnyDiagonal: ['NE', 'NW', 'SE', 'SW'],
  arrowAnyOrthogonal: ['N', 'S', 'E', 'W'],
  horse: HORSE,
};

/** Every one-cell step and every horse jump (the island checks search over both). */
export const STEP_DIRS: readonly Dir[] = ['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW'];
export const JUMP_DIRS = HORSE;

/** The cells a move from `at` enters going `dir`, `times` times (2 for a doubled move). */
export function cellsOf(at: readonly [number, number], dir: Dir, times: number): Array<[number, number]> {
  const [dr, dc] = DIRS[dir];
  const out: Array<[number, number]> = [];
  for (let k = 1; k <= times; k++) out.push([at[0] + dr * k, at[1] + dc * k]);
  return out;
}
