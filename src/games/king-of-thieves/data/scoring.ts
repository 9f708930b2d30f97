/**
 * End-of-game bonus table of King of Thieves ("Подсчёт очков"): the numbers the scorer and the
 * rules page share. Card-specific points live on the cards themselves (see deck-*.ts).
 */

/** Most henchman icons, and second most. */
export const HENCHMEN_MAJORITY = { first: 3, second: 1 } as const;

/** Most coins; there is no second place for coins. */
export const COIN_MAJORITY = { first: 3 } as const;

/** Players tied for a bonus place each get this much less than the place pays. */
export const TIE_PENALTY = 1;

/** Victory points per notoriety point on a player's tokens. */
export const POINTS_PER_NOTORIETY = 1;

/** A typo guard for coin and notoriety counts (the bank is unlimited, a table is not). */
export const MAX_TOKEN_COUNT = 999;
