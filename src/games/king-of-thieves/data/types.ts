/**
 * Shapes of the King of Thieves card data. The data files are the one source of truth for every
 * printed fact (deck, cost, icons, points) used by the scorer, the card picker and the tests.
 */

/** Deck letter on the card back; Russian copies print А, Б, В (see DECK_LABELS). */
export type DeckId = 'A' | 'B' | 'C';

/** Gem colours of the loot dice, as they appear in card costs. */
export type Gem = 'green' | 'white' | 'blue' | 'red';

/** Type icons printed in a card's top left corner. */
export type Icon = 'henchman' | 'wand' | 'hideout' | 'finery' | 'scheme' | 'map';

/** A text in both languages of the app. */
export interface Localized {
  ru: string;
  en: string;
}

/** How a card adds points at the end of the game beyond its printed points. */
export type EndScoring =
  | { kind: 'hideout'; withOne: number; withMore: number }
  | { kind: 'golem'; perPair: number }
  | { kind: 'loyalty'; perCard: number }
  | { kind: 'campaign'; perTwoTokens: number }
  | { kind: 'map'; alone: number; shared: number };

/** One of the 49 market cards. */
export interface MarketCard {
  /** Stable id used in saved sessions and score vectors (kebab-case English name). */
  id: string;
  deck: DeckId;
  name: Localized;
  /** Gems needed to buy it; a coin may stand in for any gem. */
  cost: readonly Gem[];
  /**
   * Icons in the top left corner (Executive Assistant shows two henchmen). `null` when no
   * source we have shows the icon: the scorer then asks the players (Big Haul).
   */
  icons: readonly Icon[] | null;
  /** Points printed on the card; 0 when none are printed. */
  vp: number;
  /** Extra end-of-game points the card text grants, if any. */
  endScoring?: EndScoring;
  /** Our own one-line summary of the card text. */
  effect: Localized;
}
