import { fail, ok, type Result } from './result';

/** The largest score magnitude a field accepts; anything beyond is a typo, not a score. */
export const MAX_SCORE = 99_999;

/** Code points of "0" in the digit sets a phone keyboard may type (Arabic-Indic, Persian, Devanagari, full-width…). */
const ZEROS = [0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xe50, 0xed0, 0xf20, 0x1040, 0x17e0, 0x1810, 0xff10];
/** Minus signs a keyboard or a pasted text may carry instead of "-": minus, dashes, full-width and small hyphen-minus. */
const MINUS = /^[\u2212\u2012\u2013\u2014\ufe63\uff0d]/;
/** Spaces used between groups of three digits (normal, no-break, narrow no-break, thin, figure). */
const GROUP_SPACE = /[ \u00a0\u202f\u2009\u2007]/g;

/** Rewrites any decimal digit to ASCII; other characters stay as they are. */
function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (d) => {
    const cp = d.codePointAt(0)!;
    const zero = ZEROS.find((z) => cp >= z && cp <= z + 9);
    return zero === undefined ? d : String(cp - zero);
  });
}

/**
 * Brings what a person typed or pasted to plain "-123": locale digits become ASCII, a typographic
 * or full-width minus becomes "-", "＋" becomes "+", and spaces between groups of three digits
 * ("12 500", "1 000 000" with no-break spaces) are dropped. Anything else is left for the check
 * to refuse, so "1,5" or "1.000" is never guessed at.
 */
export function normalizeNumberText(text: string): string {
  let t = asciiDigits(text.trim())
    .replace(MINUS, '-')
    .replace(/^\uff0b/, '+');
  const sign = /^[+-]/.test(t) ? t.charAt(0) : '';
  const body = t.slice(sign.length).trim();
  if (/^\d{1,3}([ \u00a0\u202f\u2009\u2007]\d{3})+$/.test(body)) t = sign + body.replace(GROUP_SPACE, '');
  else t = sign + body;
  return t;
}

/**
 * Parses what a person typed into a score field. Accepts an optional sign and digits only (after
 * `normalizeNumberText`), so "-", "3.5", "1,5", "1e9" and "10^9" are refused with a code the UI
 * explains, never coerced.
 */
export function parseScore(text: string, min = -MAX_SCORE, max = MAX_SCORE): Result<number> {
  const t = normalizeNumberText(text);
  if (t === '') return fail('ERR_EMPTY');
  if (!/^[+-]?\d+$/.test(t)) return fail('ERR_NOT_INTEGER', { value: text.trim() });
  const n = Number(t);
  if (n < min || n > max) return fail('ERR_OUT_OF_RANGE', { min, max });
  return ok(n === 0 ? 0 : n);
}

/** True for a safe integer within [min, max]: the check every scorer runs on counts. */
export const isIntIn = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
