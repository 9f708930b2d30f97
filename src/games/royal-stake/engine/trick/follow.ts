/**
 * The follow rule of the digital game (#follow-rule, #ruling-led-colour): the lead is the printed
 * colour of the first coloured card laid; rarities, white flags and white jacks/queens are free.
 */
import type { Suit } from '../../data/colours';
import { CARD } from '../cards';
import type { CardId, PlayRecord } from '../types';

/** The lead colour of the plays so far, or null while none has set it. */
export function leadSuitOf(plays: readonly PlayRecord[]): Suit | null {
  for (const p of plays) {
    const s = CARD[p.card]?.suit;
    if (s) return s;
  }
  return null;
}

/** True for cards the follow rule never binds: rarity, white flag, white jack or queen. */
export function isFreeCard(id: CardId): boolean {
  const c = CARD[id];
  return c !== undefined && c.suit === null;
}

/** True when `hand` holds a card of `lead` (so off-colour cards are barred). */
export function canFollow(hand: readonly CardId[], lead: Suit | null): boolean {
  if (lead === null) return false;
  for (const id of hand) if (CARD[id]?.suit === lead) return true;
  return false;
}

/** True when `card` may be played under the follow rule alone (no black queen). */
export function followsRule(card: CardId, lead: Suit | null, mustFollow: boolean): boolean {
  if (!mustFollow) return true;
  const s = CARD[card]?.suit;
  return s === null || s === lead;
}
