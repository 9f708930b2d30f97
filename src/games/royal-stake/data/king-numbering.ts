/**
 * Stolik's own king numbering for the digital team whist and "Emperor" games. It is NOT the
 * box's: the rulebook text lost the printed numbers, so when a player has not entered them a
 * digital game still starts, with this numbering, labelled as Stolik's everywhere it is shown.
 * It only needs what the book says of the real numbers: every king has a different number and
 * its back shows a larger one than its face. The order follows the book's colour order.
 */
import { RULER_COLOURS, type Colour } from './colours';

/** Which numbers a digital game used: the ones printed on the user's cards, or Stolik's own. */
export type KingNumberSet = 'printed' | 'stolik';

/** Stolik's face numbers, 1-5 in the book's colour order (white, red, blue, green, black). */
export const STOLIK_KING_FRONT: Readonly<Record<Colour, number>> = Object.freeze(
  Object.fromEntries(RULER_COLOURS.map((c, i) => [c, i + 1])) as Record<Colour, number>,
);

/** Stolik's back numbers: face + 5, so every back is larger than every face, as in the book. */
export const STOLIK_KING_BACK: Readonly<Record<Colour, number>> = Object.freeze(
  Object.fromEntries(RULER_COLOURS.map((c, i) => [c, i + 6])) as Record<Colour, number>,
);

/** Both sides of Stolik's numbering as fresh tables (the engine config keeps its own copy). */
export const stolikKingNumbers = (): { front: Record<Colour, number>; back: Record<Colour, number> } => ({
  front: { ...STOLIK_KING_FRONT },
  back: { ...STOLIK_KING_BACK },
});
