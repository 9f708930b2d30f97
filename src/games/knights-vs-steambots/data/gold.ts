/**
 * Gold per card at the final count ("Подсчет очков"): the one table the scorer, the tests and the
 * rules page's {#scoring} table all follow. Every value is stated in the rulebook text, except
 * which steambot costs 1 and which 2 in hand: see the ruling {#ruling-hand-steambot-penalty}.
 */

/** Steambot types as the rulebook names them: простой, копейщик, бронированный. */
export const STEAMBOT_TYPES = ['simple', 'spearman', 'armoured'] as const;
/** One steambot type. */
export type SteambotType = (typeof STEAMBOT_TYPES)[number];

/** Cards that can lie in a team's inventory: three trophies and the trap. */
export const INVENTORY_CARDS = ['rock', 'scissors', 'paper', 'trap'] as const;
/** One inventory card kind. */
export type InventoryCard = (typeof INVENTORY_CARDS)[number];

/** Trophies proper: a trap is not a trophy (it matters for settings). */
export const TROPHIES = ['rock', 'scissors', 'paper'] as const satisfies readonly InventoryCard[];

/** Cards that cost gold when still in hand at the end (trophies and traps are discarded first). */
export const HAND_CARDS = ['simple', 'spearman', 'armoured', 'special', 'dragon'] as const;
/** One penalty card kind in hand; `special` means special cards other than the dragon. */
export type HandCard = (typeof HAND_CARDS)[number];

/** The gold table. Penalties are negative numbers so every row simply adds. */
export const GOLD = {
  /** Steambots in the victory pile. */
  victory: { simple: 1, spearman: 1, armoured: 2 } satisfies Record<SteambotType, number>,
  /** Each living knight, cooks included. */
  knight: 1,
  /** Each mage in the team. */
  mage: 1,
  /** Inventory cards; paper is worth `paperWithMage` instead when the team has a mage. */
  inventory: { rock: 2, scissors: 2, paper: 0, trap: 0 } satisfies Record<InventoryCard, number>,
  paperWithMage: 2,
  /** Finishing the game as a ghost. */
  ghost: 1,
  /** Each setting: a trophy under a knight whose pictured weapon matches it. */
  setting: 1,
  /** Cards left in hand. */
  hand: { simple: -1, spearman: -1, armoured: -2, special: -1, dragon: -3 } satisfies Record<HandCard, number>,
} as const;
