import type { SeatRecord, UndoRecord } from '../../storage/types';
import type { FieldNote } from './editNote';

/** How many earlier inputs a session keeps for "Undo last change" (stored with it, so undo works after a reload). */
export const UNDO_LIMIT = 20;

export type UndoLabel = UndoRecord['label'];

/** The stack with `entry` on top, the oldest entries dropped beyond the limit. */
export function pushUndo(stack: readonly UndoRecord[] | undefined, entry: UndoRecord): UndoRecord[] {
  return [...(stack ?? []), entry].slice(-UNDO_LIMIT);
}

/** The entry an undo would restore, if any. */
export const topUndo = (stack: readonly UndoRecord[] | undefined): UndoRecord | undefined => stack?.[stack.length - 1];

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/** The first leaf path where `a` and `b` differ (keys and indices), or null when equal. */
export function firstChange(a: unknown, b: unknown, path: Array<string | number> = []): Array<string | number> | null {
  if (Object.is(a, b)) return null;
  if (isObject(a) && isObject(b) && Array.isArray(a) === Array.isArray(b)) {
    const keys = Array.isArray(a)
      ? Array.from({ length: Math.max(a.length, (b as unknown as unknown[]).length) }, (_, i) => i)
      : [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const k of keys) {
      const hit = firstChange((a as Record<string | number, unknown>)[k], (b as Record<string | number, unknown>)[k], [...path, k]);
      if (hit) return hit;
    }
    return null;
  }
  return path;
}

/** The seat a changed path belongs to: a key equal to a seat id, or an object on the way whose `id` is one. */
function seatOnPath(data: unknown, path: Array<string | number>, seats: SeatRecord[]): SeatRecord | undefined {
  const find = (id: unknown) => seats.find((s) => s.id === id);
  let cur = data;
  for (const k of path) {
    if (typeof k === 'string' && find(k)) return find(k);
    if (!isObject(cur)) return undefined;
    cur = (cur as Record<string | number, unknown>)[k];
    if (isObject(cur) && find(cur.id)) return find(cur.id);
  }
  return undefined;
}

const shown = (v: number | null) => (v === null ? '—' : String(v));
const isCount = (v: unknown): v is number | null | undefined => v === null || v === undefined || typeof v === 'number';
const valueAt = (x: unknown, path: Array<string | number>): unknown =>
  path.reduce<unknown>((cur, k) => (isObject(cur) ? (cur as Record<string | number, unknown>)[k] : undefined), x);

/**
 * Names a change for the undo button: whose value (found on the changed path), which field (the
 * Stepper's note) and from what to what. Parts that cannot be told are left out, never guessed.
 */
export function describeChange(before: unknown, after: unknown, seats: SeatRecord[], note: FieldNote | null): UndoLabel {
  const path = firstChange(before, after);
  const seat = path ? (seatOnPath(before, path, seats) ?? seatOnPath(after, path, seats)) : undefined;
  const label: UndoLabel = {};
  if (seat && !note?.field.includes(seat.name)) label.who = seat.name;
  if (note) {
    label.what = note.field;
    label.from = shown(note.from);
    label.to = shown(note.to);
  } else if (path) {
    // A chip or toggle: the number it changed, when the changed value is a number.
    const [a, b] = [valueAt(before, path), valueAt(after, path)];
    if (isCount(a) && isCount(b)) [label.from, label.to] = [shown(a ?? null), shown(b ?? null)];
  }
  return label;
}
