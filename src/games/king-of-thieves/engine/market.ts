/**
 * The market ("Конец хода"): each row refills only from its own deck; when the refilling deck
 * runs out, the next deck's row opens with five cards beside it and the old row stays buyable but
 * is never refilled; the game ends when deck C cannot refill every C card bought.
 */
import { DECK_IDS } from '../data/cards';
import { MARKET_ROW_SIZE } from '../data/setup';
import type { DeckId } from '../data/types';
import type { KotState } from './types';

/** The row the market refills now: the newest one opened. */
export const currentDeck = (s: KotState): DeckId => s.open[s.open.length - 1]!;

/** The deck a market card lies in, or null when the card is not in the market. */
export function rowOf(s: KotState, card: string): DeckId | null {
  for (const id of s.open) if (s.rows[id].includes(card)) return id;
  return null;
}

/** Every card in the market, oldest row first. */
export const marketCards = (s: KotState): string[] => s.open.flatMap((id) => s.rows[id].filter((c): c is string => c !== null));

/** Takes the card out of its row, leaving the slot empty until the refill. */
export function removeFromMarket(d: KotState, card: string): void {
  const id = rowOf(d, card);
  if (id) d.rows = { ...d.rows, [id]: d.rows[id].map((c) => (c === card ? null : c)) };
}

/** Draws the top card of the refilling deck (Unlabeled Potion); null when that deck is empty. */
export function drawTop(d: KotState): string | null {
  const id = currentDeck(d);
  const [top, ...rest] = d.decks[id];
  if (top === undefined) return null;
  d.decks = { ...d.decks, [id]: rest };
  return top;
}

/**
 * Refills the market at the end of a turn; true when the game is over. Ruling
 * (ruling-partial-refill): when deck A or B holds fewer cards than its row needs, the cards it
 * still has fill the first empty slots and then the next row opens.
 */
export function refillMarket(d: KotState): boolean {
  const id = currentDeck(d);
  const row = d.rows[id].slice();
  const deck = d.decks[id].slice();
  const need = row.filter((c) => c === null).length;
  if (need === 0) return false;
  if (id === 'C' && deck.length < need) return true;
  for (let i = 0; i < row.length && deck.length > 0; i++) if (row[i] === null) row[i] = deck.shift()!;
  d.rows = { ...d.rows, [id]: row };
  d.decks = { ...d.decks, [id]: deck };
  if (!row.includes(null)) return false;
  const next = DECK_IDS[DECK_IDS.indexOf(id) + 1]!;
  d.rows = { ...d.rows, [next]: d.decks[next].slice(0, MARKET_ROW_SIZE) };
  d.decks = { ...d.decks, [next]: d.decks[next].slice(MARKET_ROW_SIZE) };
  d.open = [...d.open, next];
  return false;
}
