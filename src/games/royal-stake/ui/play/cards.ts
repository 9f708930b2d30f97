/** Card ids of the digital game as words, colours and a hand order (suit by suit, low to high). */
import type { TFunction } from 'i18next';
import type { Colour } from '../../data/colours';
import { CARD, toTrickCard } from '../../engine/cards';
import type { CardId } from '../../engine/types';
import { cardText } from '../judge/labels';

/** A card as the trick judge words it ("red 8", "white jack", "rarity"); the id if unknown. */
export function cardName(t: TFunction, id: CardId): string {
  return CARD[id] ? cardText(t, toTrickCard(id)) : id;
}

/** The colour a card shows: numbers and courts their own, rarity and white flag white. */
export const cardColour = (id: CardId): Colour => CARD[id]?.colour ?? 'white';

/** The big mark on a card: its number (11 and 12 for playing jacks and queens) or a symbol. */
export function cardMark(id: CardId): string {
  const c = CARD[id];
  if (!c) return '?';
  if (c.kind === 'rarity') return '★';
  if (c.kind === 'whiteFlag') return '⚑';
  return String(c.rank);
}

const GROUP: Record<Colour, number> = { red: 0, blue: 1, green: 2, black: 3, white: 4 };
const KIND: Record<string, number> = { number: 0, jack: 0, queen: 0, rarity: 1, whiteFlag: 2 };

/** Sort key: red, blue, green, black, then white courts, rarities, white flags; low to high. */
function order(id: CardId): number {
  const c = CARD[id];
  if (!c) return 10_000;
  return GROUP[c.colour ?? 'white'] * 1000 + (KIND[c.kind] ?? 0) * 100 + c.rank;
}

/** A new array of the cards in hand order (the input is left alone). */
export const sortHand = (cards: readonly CardId[]): CardId[] => [...cards].sort((a, b) => order(a) - order(b) || a.localeCompare(b));

/** The small word under a card's mark: its colour (jacks and queens play as 11 and 12), or "rarity", "flag". */
export function cardShort(t: TFunction, id: CardId): string {
  const c = CARD[id];
  if (!c) return id;
  if (c.kind === 'rarity' || c.kind === 'whiteFlag') return t(`table.short.${c.kind}`);
  return t(`colours.${c.colour ?? 'white'}`);
}
