/**
 * Counts the setup fixes ("Подготовка к игре", children's versions 1 and 2). The scorer uses them
 * to refuse tables the book makes impossible. The full deck composition is not in the rulebook
 * text, so nothing else (steambots, trophies, special cards, mages) has an upper bound here.
 */

/** Scoring variants: the full game and the two simple versions for children. */
export const VARIANTS = ['standard', 'kids-easy', 'kids-harder'] as const;
/** One scoring variant. */
export type Variant = (typeof VARIANTS)[number];

/** Player counts per variant: 2-4 for the full game, exactly 2 for the children's versions. */
export const PLAYER_COUNT: Record<Variant, { min: number; max: number }> = {
  standard: { min: 2, max: 4 },
  'kids-easy': { min: 2, max: 2 },
  'kids-harder': { min: 2, max: 2 },
};

/** All knight cards in the box, the two cooks included. */
export const KNIGHT_CARDS = 10;
/** Cook knights shuffled back into the deck at setup. */
export const COOK_KNIGHTS = 2;
/** Knights dealt to each player at setup in the full game; the undealt ones are discarded. */
export const KNIGHTS_DEALT_EACH = 2;
/** Knights each player gets in children's version 2; the others leave the deck. */
export const KIDS_HARDER_KNIGHTS = 3;

/** Knights that can be in play in the full game: those dealt plus the two cooks. */
export const maxKnightsInPlay = (players: number): number => Math.min(KNIGHT_CARDS, players * KNIGHTS_DEALT_EACH + COOK_KNIGHTS);

/** Upper bound of any card count field: beyond it a number is a typo, not a game. */
export const MAX_COUNT = 999;
