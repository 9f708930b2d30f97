/** A whole number as people read it: negatives with a true minus (U+2212), as the breakdown's −10, never a hyphen. */
export const shownNumber = (n: number): string => (n < 0 ? `\u2212${-n}` : String(n));
