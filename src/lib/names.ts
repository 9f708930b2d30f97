/**
 * Names are normalised once, at the door (setup, Players, backup import): whatever was typed or
 * pasted, what is stored is the same visible text in one canonical form. Bidi overrides and
 * isolates, zero-width and other invisible characters are removed, so a name can neither look
 * like another ("Boris" + U+200B) nor reverse the text drawn after it (U+202E). Pure: no DOM.
 */

// Control (Cc), format (Cf: bidi marks, overrides and isolates, zero-width, BOM, soft hyphen,
// tags), separators (Zl, Zp), lone surrogates (Cs) and the other default-ignorable code points
// (Hangul fillers, the combining grapheme joiner, Mongolian free variation selectors...), which
// draw nothing. Variation selectors stay: they choose how an emoji looks, they hide nothing.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]|(?![\uFE00-\uFE0F\u{E0100}-\u{E01EF}])\p{Default_Ignorable_Code_Point}/gu;
// Controls that stand for a break or a gap (tab, new line) become a space rather than glue two words.
const SPACING = /[\t\n\v\f\r\u0085\u2028\u2029]/g;

/** The stored form of a name: NFC, invisible characters removed, white space collapsed and trimmed ('' when nothing visible is left). */
export function normaliseName(raw: string): string {
  return raw.replace(SPACING, ' ').replace(INVISIBLE, '').normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/** A name cut to `max` UTF-16 units without splitting a surrogate pair (the fields allow 40). */
export const clipName = (name: string, max: number): string => name.slice(0, max).replace(/[\uD800-\uDBFF]$/, '');

/** What two names are compared by ("taken" checks): normalised and case-folded, so "Boris", "BORIS" and "Boris"+U+200B are one name. */
export function nameKey(raw: string): string {
  return normaliseName(raw).toUpperCase().toLowerCase().normalize('NFC');
}

/** Whether two names are the same name for a person reading them. */
export const sameNameKey = (a: string, b: string): boolean => nameKey(a) === nameKey(b);

// Right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko...) and every bidi control: a name
// holding one can move the text around it, so it is drawn inside an isolate.
const BIDI = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A name for a line of text (a translated message, the result image): wrapped in FSI…PDI when it
 * could reorder what follows (right-to-left letters, or bidi controls in a name stored before
 * names were normalised), so "Аня‮ 90" never reads "09"; other names are returned as they are.
 * Elements use `<bdi>` instead.
 */
export function isolateName(name: string): string {
  return BIDI.test(name) ? FSI + name.replace(/[\u2066-\u2069]/g, '') + PDI : name;
}
