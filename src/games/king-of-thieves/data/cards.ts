import { DECK_A } from './deck-a';
import { DECK_B } from './deck-b';
import { DECK_C } from './deck-c';
import type { DeckId, Icon, MarketCard } from './types';

/** The card shapes, re-exported so callers need one import. */
export type { DeckId, EndScoring, Gem, Icon, Localized, MarketCard } from './types';

/** All 49 market cards, deck A first, in the rulebook's order within each deck. */
export const MARKET_CARDS: readonly MarketCard[] = [...DECK_A, ...DECK_B, ...DECK_C];

/** Deck ids in the order the market opens them. */
export const DECK_IDS: readonly DeckId[] = ['A', 'B', 'C'];

/** Letters printed on the card backs: Russian copies use Cyrillic А, Б, В. */
export const DECK_LABELS: Record<DeckId, { ru: string; en: string }> = {
  A: { ru: 'А', en: 'A' },
  B: { ru: 'Б', en: 'B' },
  C: { ru: 'В', en: 'C' },
};

/** Looks a card up by id; a Map so that ids like "constructor" never hit Object.prototype. */
export const CARD_BY_ID: ReadonlyMap<string, MarketCard> = new Map(MARKET_CARDS.map((c) => [c.id, c]));

/** The cards of one deck, in data order (the card picker groups by deck). */
export const cardsOfDeck = (deck: DeckId): MarketCard[] => MARKET_CARDS.filter((c) => c.deck === deck);

/** How many times `icon` is printed on a card (0 for unknown icons: callers handle `null`). */
export const iconCount = (card: MarketCard, icon: Icon): number => (card.icons ?? []).filter((i) => i === icon).length;

/**
 * Card whose icon no source shows (Big Haul). The scorer asks the players for it under this
 * card-values key only when the answer could change a score.
 */
export const UNKNOWN_ICON_CARD = 'big-haul';
/** Card-values key for Big Haul's icon; the value is an index into BIG_HAUL_ICON_CHOICES. */
export const BIG_HAUL_ICON_KEY = 'king-of-thieves/big-haul-icon';
/**
 * Answers the players can give for Big Haul's icon, by index: 0 an icon that scores nothing
 * (scheme, finery), then each icon the end-of-game scoring counts.
 */
export const BIG_HAUL_ICON_CHOICES: readonly (Icon | null)[] = [null, 'henchman', 'wand', 'hideout', 'map'];
