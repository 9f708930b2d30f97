/**
 * Tortuga (rulebook "Можно ли потратить монеты?"): instead of sailing to the revealed island a
 * player pays coins for action cards and sits the island out.
 */

/** Coins paid -> action cards received; five cards is the most one visit can bring. */
export const TORTUGA_TRADES: Readonly<Record<1 | 2 | 3, number>> = { 1: 2, 2: 3, 3: 5 };

/** Coins a single Tortuga visit may cost, smallest first. */
export const TORTUGA_PRICES = [1, 2, 3] as const;

/** A Tortuga price in coins. */
export type TortugaPrice = (typeof TORTUGA_PRICES)[number];

/** True when `coins` is one of the three Tortuga prices. */
export const isTortugaPrice = (coins: number): coins is TortugaPrice => (TORTUGA_PRICES as readonly number[]).includes(coins);

/** Action cards a Tortuga visit paying `coins` brings (undefined for any other price). */
export const cardsForCoins = (coins: number): number | undefined => (isTortugaPrice(coins) ? TORTUGA_TRADES[coins] : undefined);
