/**
 * One reader for untrusted input (saved sessions, restored backups, moves from a worker, test
 * vectors): shape checks that return a Result with a stable code and the path of the offending
 * field, so a screen can say what is wrong and where instead of throwing on it.
 */
import { fail, ok, type Result } from './result';

/**
 * The structural error codes, named once for every game (each is its own value, so a game's
 * `codes.ts` lists the ones it passes on by these names); the locales translate them per game.
 */
export const ERR_NOT_OBJECT = 'ERR_NOT_OBJECT';
export const ERR_NOT_ARRAY = 'ERR_NOT_ARRAY';
export const ERR_NOT_INTEGER = 'ERR_NOT_INTEGER';
export const ERR_OUT_OF_RANGE = 'ERR_OUT_OF_RANGE';
export const ERR_NOT_BOOLEAN = 'ERR_NOT_BOOLEAN';
/** The whole input cannot be read (no better code names what is wrong). */
export const ERR_BAD_INPUT = 'ERR_BAD_INPUT';
/** All of them: the platform's closed table of shape codes. */
export const STRUCTURAL_CODES = [ERR_NOT_OBJECT, ERR_NOT_ARRAY, ERR_NOT_INTEGER, ERR_OUT_OF_RANGE, ERR_NOT_BOOLEAN, ERR_BAD_INPUT] as const;
export type StructuralCode = (typeof STRUCTURAL_CODES)[number];
/** The codes `readInt` and `readOptInt` may fail with. */
export type IntCode = typeof ERR_NOT_INTEGER | typeof ERR_OUT_OF_RANGE;

/** A plain JSON object (not null, not an array). */
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The plain objects of a list; anything else (or a non-list) reads as no entries. */
export const recordsOf = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter(isRecord) : []);

/** A whole number from 0 up, or null when `v` is anything else (a count nobody entered). */
export const countOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : null);

/** Reads a plain object; `code` lets a game keep the code its locale already translates. */
export function readRecord<E extends string = typeof ERR_NOT_OBJECT>(
  v: unknown,
  path: string,
  code: E = ERR_NOT_OBJECT as E,
): Result<Record<string, unknown>, E> {
  return isRecord(v) ? ok(v) : fail(code, { field: path }, path);
}

/** Reads an integer in [min, max]; -0 reads as 0. */
export function readInt(v: unknown, min: number, max: number, path: string): Result<number, IntCode> {
  if (typeof v !== 'number' || !Number.isInteger(v)) return fail(ERR_NOT_INTEGER, { field: path, value: shownValue(v) }, path);
  if (v < min || v > max) return fail(ERR_OUT_OF_RANGE, { field: path, min, max }, path);
  return ok(v === 0 ? 0 : v);
}

/** Reads an optional integer field of `obj` (absent = `dflt`). */
export function readOptInt(obj: Record<string, unknown>, key: string, min: number, max: number, path: string, dflt = 0): Result<number, IntCode> {
  return obj[key] === undefined ? ok(dflt) : readInt(obj[key], min, max, `${path}.${key}`);
}

/** Reads an optional boolean field of `obj` (absent = false). */
export function readOptBool(obj: Record<string, unknown>, key: string, path: string): Result<boolean, typeof ERR_NOT_BOOLEAN> {
  const v = obj[key];
  if (v === undefined) return ok(false);
  if (typeof v !== 'boolean') return fail(ERR_NOT_BOOLEAN, { field: `${path}.${key}` }, `${path}.${key}`);
  return ok(v);
}

/** Reads a string whose trimmed text is not empty and whose length is at most `max`. */
export function readString<E extends string>(v: unknown, max: number, path: string, code: E): Result<string, E> {
  if (typeof v !== 'string' || v.trim() === '' || v.length > max) return fail(code, { field: path, max }, path);
  return ok(v);
}

/** Reads a list of at most `max` items; `tooMany` names the refusal of a longer one. */
export function readArray<T extends string, E extends string = typeof ERR_NOT_ARRAY>(
  v: unknown,
  max: number,
  path: string,
  tooMany: T,
  code: E = ERR_NOT_ARRAY as E,
): Result<unknown[], T | E> {
  if (!Array.isArray(v)) return fail(code, { field: path }, path);
  if (v.length > max) return fail(tooMany, { field: path, count: v.length, max }, path);
  return ok(v);
}

/**
 * A short text of any untrusted value for a refusal message: "[object Object]" would say nothing
 * and a 5,000-character string would flood the screen. Strings show as they are, other values
 * as JSON, cut at `max` characters.
 */
export function shownValue(v: unknown, max = 40): string {
  const text = typeof v === 'string' ? v : typeof v === 'number' || v === undefined ? String(v) : JSON.stringify(v);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
