import { fail, ok, type Result } from './result';

/** The largest score magnitude a field accepts; anything beyond is a typo, not a score. */
export const MAX_SCORE = 99_999;

/**
 * Parses what a person typed into a score field. Accepts an optional sign and digits only, so
 * "-", "3.5", "1e9" and "10^9" are refused with a code the UI explains, never coerced.
 */
export function parseScore(text: string, min = -MAX_SCORE, max = MAX_SCORE): Result<number> {
  const t = text.trim().replace(/^\u2212/, '-');
  if (t === '') return fail('ERR_EMPTY');
  if (!/^[+-]?\d+$/.test(t)) return fail('ERR_NOT_INTEGER', { value: text });
  const n = Number(t);
  if (n < min || n > max) return fail('ERR_OUT_OF_RANGE', { min, max });
  return ok(n === 0 ? 0 : n);
}

/** True for a safe integer within [min, max]: the check every scorer runs on counts. */
export const isIntIn = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
