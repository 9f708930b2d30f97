/**
 * What things are worth to a seat, in points, from what the seat can see: a card's printed
 * points, its share of the end-of-game bonuses and its ability over the turns still to come
 * (read from the open deck sizes), a coin, a mask, the token. The normal bot judges with these;
 * the hard bot's evaluation at the end of a playout uses them too.
 */
import { CARD_BY_ID, iconCount } from '../data/cards';
import { CARD, EXTRA_PURCHASE_IF, FLIPS, HAUL_CARDS, NOTORIETY_ON_BUY, TRADES } from '../engine/abilities';
import type { KotState } from '../engine/types';

/** A coin: a gem of any colour later and a step towards the coin majority (3 points). */
export const COIN = 0.9;
/** A mask becomes one notoriety: one point. */
export const MASK = 1;
/** The token: buying first, choosing first next turn, an item for Big Haul. */
export const TOKEN = 0.7;
/** A henchman icon's share of the henchman majority (3 and 1 points). */
const HENCHMAN = 1;

/** Turns still to come, about: the cards left in the decks over the cards a turn takes. */
export function turnsLeft(s: Pick<KotState, 'decks' | 'players'>): number {
  const left = s.decks.A.length + s.decks.B.length + s.decks.C.length;
  return Math.max(0.5, left / (s.players * 1.1));
}

/** What a card's ability brings per turn, in points. */
export function abilityPerTurn(card: string): number {
  if (FLIPS[card]) return FLIPS[card].to.includes('bag') ? 0.45 : 0.35;
  const trade = TRADES[card];
  if (trade) {
    if ('coins' in trade.give) return 1.1; // Exit Strategy: every spare coin becomes two notoriety
    return 'notoriety' in trade.get ? 0.6 : 0.25;
  }
  if (EXTRA_PURCHASE_IF[card]) return 0.7;
  if (NOTORIETY_ON_BUY[card]) return 0.45;
  switch (card) {
    case CARD.racket:
      return 1;
    case CARD.scales:
    case CARD.estate:
      return 0.5;
    case CARD.eyepatch:
      return 0.35;
    case CARD.paw:
      return 0.3;
    case CARD.clutches:
      return 0.2;
    case 'legitimate-jeweller':
      return 0.45;
  }
  return 0;
}

/** Points the seat owning `cards` gets from a new hideout, a new wand (Golem) or a map. */
function endGameWorth(card: string, s: Pick<KotState, 'cards' | 'notoriety'>, seat: number, turns: number): number {
  const c = CARD_BY_ID.get(card)!;
  const mine = s.cards[seat]!.map((id) => CARD_BY_ID.get(id)!);
  let w = 0;
  const e = c.endScoring;
  if (e?.kind === 'hideout') {
    const before = mine.filter((m) => iconCount(m, 'hideout') > 0).length;
    // Every hideout pays more once there are two: the new one and an upgrade of the old.
    w += before >= 1 ? e.withMore + (before === 1 ? 1 : 0) : e.withOne + 0.5;
  } else if (e?.kind === 'golem') w += 1.5 * mine.reduce((n, m) => n + iconCount(m, 'wand'), 0) + 1.5;
  else if (e?.kind === 'loyalty') w += mine.length + 1 + 0.8 * turns;
  else if (e?.kind === 'campaign') w += ((s.notoriety[seat] ?? 0) + 1.5 * turns) / 2;
  else if (e?.kind === 'map') w += s.cards.some((cards, other) => other !== seat && cards.some((id) => id.startsWith('treasure-map'))) ? 5 : 6.5;
  if (iconCount(c, 'wand') > 0 && mine.some((m) => m.endScoring?.kind === 'golem')) w += 1.5;
  return w;
}

/**
 * What owning `card` is worth to `seat` from now on: printed points, bonuses, the ability over
 * the turns to come. Big Haul / The Heist's notoriety is counted where the loot is known.
 */
export function cardWorth(card: string, s: Pick<KotState, 'cards' | 'notoriety' | 'decks' | 'players'>, seat: number): number {
  const c = CARD_BY_ID.get(card);
  if (!c) return 0;
  const turns = turnsLeft(s);
  let w = c.vp + HENCHMAN * iconCount(c, 'henchman') + endGameWorth(card, s, seat, turns);
  w += abilityPerTurn(card) * turns;
  if (card === CARD.potion) w += 3; // a free card from the deck
  if (HAUL_CARDS.includes(card)) w += 0.5;
  return w;
}

/** Notoriety a purchase of `card` earns from the notoriety-on-purchase cards `seat` owns. */
export function buyBonus(card: string, owned: readonly string[]): number {
  const cost = CARD_BY_ID.get(card)?.cost ?? [];
  let n = 0;
  for (const [holder, gem] of Object.entries(NOTORIETY_ON_BUY)) {
    if ((owned.includes(holder) || holder === card) && cost.includes(gem as (typeof cost)[number])) n += 1;
  }
  return n;
}
