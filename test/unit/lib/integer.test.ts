import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeNumberText, parseScore } from '../../../src/lib/integer';

// Issue 10, "Entry that cannot mislead": pasted or locale digits are read or refused with a reason.
describe('parseScore reads what phone keyboards and pasted text carry', () => {
  it.each([
    ['３', 3], // full-width (Japanese/Chinese keyboards)
    ['٣٠', 30], // Arabic-Indic
    ['۱۲', 12], // Persian
    ['१५', 15], // Devanagari
    ['\u22125', -5], // typographic minus
    ['\u2013 7', -7], // en dash and a space, as pasted from a document
    ['－４', -4], // full-width minus and digit
    ['＋８', 8],
    ['12 500', 12500],
    ['12\u00a0500', 12500], // no-break space (Russian number formatting)
    ['1\u202f000', 1000], // narrow no-break space (Intl.NumberFormat ru)
    ['-1 000', -1000],
  ])('reads %j as %d', (text, n) => {
    expect(parseScore(text)).toEqual({ ok: true, value: n });
  });
  it.each(['1,5', '1.000', '12 50', '1 2', '3 4 5', '1,000', '٣.٥', '5-', '½'])('refuses %j instead of guessing', (text) => {
    expect(parseScore(text)).toMatchObject({ ok: false, error: 'ERR_NOT_INTEGER', params: { value: text.trim() } });
  });
  it('keeps the range check after normalising', () => {
    expect(parseScore('１００', 0, 99)).toMatchObject({ ok: false, error: 'ERR_OUT_OF_RANGE', params: { min: 0, max: 99 } });
  });
  it('every integer written with Intl in ru, en or ar reads back as itself (property)', () => {
    const formats = ['ru', 'en-US', 'ar-EG', 'fa', 'hi-IN-u-nu-deva'].map((l) => new Intl.NumberFormat(l, { useGrouping: l === 'ru' }));
    fc.assert(
      fc.property(fc.integer({ min: -99_999, max: 99_999 }), fc.integer({ min: 0, max: formats.length - 1 }), (n, f) => {
        const text = formats[f]!.format(n).replace(/[\u200e\u200f\u061c]/g, '');
        expect(parseScore(text)).toEqual({ ok: true, value: n === 0 ? 0 : n });
      }),
    );
  });
  it('leaves plain ASCII input untouched', () => {
    fc.assert(fc.property(fc.integer(), (n) => void expect(normalizeNumberText(String(n))).toBe(String(n))));
  });
});
