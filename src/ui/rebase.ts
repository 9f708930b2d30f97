/**
 * Rebasing a pending change onto a record another tab saved first. A change is a function of the
 * record, so it can simply run again on the newer record, unless both tabs changed the same value
 * to different things: then the person must choose (never a silent loss of either value).
 */
import type { SessionRecord } from '../storage/types';

/** A path into a record: object keys and array indices. */
export type Path = (string | number)[];

/** One value both tabs changed differently. */
export interface Clash {
  path: Path;
  mine: unknown;
  theirs: unknown;
}

/** Bookkeeping a save rewrites by itself; never a person's entry (`undo` holds copies of earlier inputs). */
const DERIVED = new Set(['rev', 'updatedAt', 'result', 'undo']);

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/** Leaf paths where `a` and `b` differ (an added or removed array item counts as a leaf). */
export function changedPaths(a: unknown, b: unknown, path: Path = []): Path[] {
  if (Object.is(a, b)) return [];
  if (Array.isArray(a) && Array.isArray(b)) {
    const out: Path[] = [];
    for (let i = 0; i < Math.max(a.length, b.length); i++) out.push(...changedPaths(a[i], b[i], [...path, i]));
    return out;
  }
  if (isObject(a) && isObject(b) && !Array.isArray(a) && !Array.isArray(b)) {
    const out: Path[] = [];
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (path.length === 0 && DERIVED.has(k)) continue;
      out.push(...changedPaths(a[k], b[k], [...path, k]));
    }
    return out;
  }
  return [path];
}

/** The value at `path`, or undefined. */
export function valueAt(x: unknown, path: Path): unknown {
  let cur = x;
  for (const k of path) {
    if (!isObject(cur)) return undefined;
    cur = (cur as Record<string | number, unknown>)[k];
  }
  return cur;
}

const overlaps = (p: Path, q: Path) => p.slice(0, Math.min(p.length, q.length)).every((k, i) => k === q[i]);

/**
 * How `change` (made on `base`, giving `mine`) meets `theirs` (saved since by another tab):
 * 'already' when theirs holds every value mine set, 'rerun' when they touched other values,
 * or the clashing values.
 */
export function planRebase(
  base: SessionRecord,
  mine: SessionRecord,
  theirs: SessionRecord,
): { kind: 'already' | 'rerun' } | { kind: 'clash'; clashes: Clash[] } {
  const myPaths = changedPaths(base, mine);
  if (myPaths.every((p) => Object.is(valueAt(mine, p), valueAt(theirs, p)))) return { kind: 'already' };
  const theirPaths = changedPaths(base, theirs);
  const clashes: Clash[] = [];
  for (const p of myPaths) {
    const hit = theirPaths.find((q) => overlaps(p, q));
    if (hit && !Object.is(valueAt(mine, p), valueAt(theirs, p))) clashes.push({ path: p, mine: valueAt(mine, p), theirs: valueAt(theirs, p) });
  }
  return clashes.length ? { kind: 'clash', clashes } : { kind: 'rerun' };
}
