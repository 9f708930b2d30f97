/** Arithmetic on dice pools (a count per face, see types.ts), and reading one from untrusted JSON. */
import { nextInt, type RngState } from '../../../lib/rng';
import { FACES, type Counts, type Face } from './types';

export const faceIndex = (f: Face): number => FACES.indexOf(f);
export const isFace = (v: unknown): v is Face => typeof v === 'string' && (FACES as readonly string[]).includes(v);
export const none = (): Counts => FACES.map(() => 0);
export const total = (c: readonly number[]): number => c.reduce((s, n) => s + n, 0);
export const plus = (a: readonly number[], b: readonly number[]): Counts => a.map((n, i) => n + b[i]!);
export const minus = (a: readonly number[], b: readonly number[]): Counts => a.map((n, i) => n - b[i]!);
/** True when every count of `part` fits in `whole`. */
export const within = (part: readonly number[], whole: readonly number[]): boolean => part.every((n, i) => n <= whole[i]!);
/** `c` with `n` more (or fewer) dice of face `f`. */
export const adjust = (c: readonly number[], f: Face, n: number): Counts => c.map((v, i) => (i === faceIndex(f) ? v + n : v));
export const has = (c: readonly number[], f: Face): boolean => c[faceIndex(f)]! > 0;

/** A dice pool from untrusted JSON: six whole numbers from 0 to 13, or null. */
export function readCounts(v: unknown): Counts | null {
  if (!Array.isArray(v) || v.length !== FACES.length) return null;
  return v.every((n) => Number.isInteger(n) && n >= 0 && n <= 13) ? (v as number[]).slice() : null;
}

/** Every sub-pool of `c`, the empty one first (dice of one face are interchangeable). */
export function subPools(c: readonly number[]): Counts[] {
  let out: Counts[] = [[]];
  for (const n of c) {
    const next: Counts[] = [];
    for (const prefix of out) for (let k = 0; k <= n; k++) next.push([...prefix, k]);
    out = next;
  }
  return out;
}

/** Rolls `n` dice ("перебросить"): each lands on one of the six faces with equal chance. */
export function roll(rng: RngState, n: number): { dice: Counts; rng: RngState } {
  let state = rng;
  const dice = none();
  for (let i = 0; i < n; i++) {
    const d = nextInt(state, FACES.length);
    state = d.state;
    dice[d.value]! += 1;
  }
  return { dice, rng: state };
}
