/**
 * Part 2, the sale ("Часть 2. Сбыт краденого", "Карты рынка"): in buying order each seat buys one
 * card, more when its cards say so, uses its once-a-turn cards and trades, then is done. A card
 * works in the turn it is bought.
 */
import type { Failure } from '../../../lib/result';
import { CARD_BY_ID } from '../data/cards';
import { CARD, EXTRA_PURCHASE_IF, FLIPS, HAUL_CARDS, NOTORIETY_ON_BUY, TRADES } from './abilities';
import { adjust, has, minus, plus, total, within } from './counts';
import { refuse } from './errors';
import { nextSeller } from './flow';
import { drawTop, marketCards, removeFromMarket, rowOf } from './market';
import { owns } from './own';
import { paymentsFor, paysFor } from './payment';
import type { KotMove, KotState } from './types';
import type { KotError } from '../codes';

type Buy = Extract<KotMove, { type: 'buy' }>;
type Flip = Extract<KotMove, { type: 'flip' }>;
type Trade = Extract<KotMove, { type: 'trade' }>;

/**
 * Purchases the seat may make this turn: one, plus one for Insurance Racket, plus one for each
 * extra-purchase card whose gem was in the seat's loot as the split ended. Reads only open
 * things, so the table asks it of its view.
 */
export function allowance(s: Pick<KotState, 'cards' | 'finalLoot'>, seat: number): number {
  let n = 1 + (owns(s, seat, CARD.racket) ? 1 : 0);
  for (const [card, face] of Object.entries(EXTRA_PURCHASE_IF)) {
    if (owns(s, seat, card) && s.finalLoot && has(s.finalLoot[seat]!, face)) n += 1;
  }
  return n;
}

export function checkBuy(s: KotState, m: Buy): Failure<KotError> | null {
  if (!rowOf(s, m.card)) return refuse('ERR_NOT_IN_MARKET', { card: m.card });
  if (s.sale!.bought >= allowance(s, m.seat)) return refuse('ERR_NO_PURCHASE_LEFT');
  if (!within(m.dice, s.loot[m.seat]!)) return refuse('ERR_NO_DIE');
  if (m.coins > s.coins[m.seat]!) return refuse('ERR_NOT_ENOUGH_COINS', { coins: s.coins[m.seat]! });
  if (!paysFor(s, m.seat, m.card, m.dice, m.coins)) return refuse('ERR_WRONG_PAYMENT', { card: m.card });
  return null;
}

/** The seat gains a card: it is theirs, and Big Haul or The Heist pays for the final loot at once. */
function gain(d: KotState, seat: number, card: string): void {
  d.cards[seat] = [...d.cards[seat]!, card];
  if (HAUL_CARDS.includes(card)) d.notoriety[seat]! += total(d.finalLoot![seat]!) + (d.finalToken === seat ? 1 : 0);
}

/**
 * Pays and takes the card. Every notoriety-on-purchase card the seat then owns (the new one too)
 * pays when the printed cost holds its gem. Unlabeled Potion goes to the box at once and brings
 * the top card of the refilling deck, free: a gain, not a purchase (ruling-potion-card).
 */
export function performBuy(d: KotState, m: Buy): void {
  d.loot[m.seat] = minus(d.loot[m.seat]!, m.dice);
  d.centre = plus(d.centre, m.dice);
  d.coins[m.seat]! -= m.coins;
  removeFromMarket(d, m.card);
  d.sale = { ...d.sale!, bought: d.sale!.bought + 1 };
  const cost = CARD_BY_ID.get(m.card)!.cost;
  const after = [...d.cards[m.seat]!, m.card];
  for (const [card, gem] of Object.entries(NOTORIETY_ON_BUY)) {
    if (after.includes(card) && cost.includes(gem as (typeof cost)[number])) d.notoriety[m.seat]! += 1;
  }
  if (m.card !== CARD.potion) return gain(d, m.seat, m.card);
  d.boxed = [...d.boxed, m.card];
  const free = drawTop(d);
  if (free) gain(d, m.seat, free);
}

export function checkFlip(s: KotState, m: Flip): Failure<KotError> | null {
  const flip = FLIPS[m.card];
  if (!owns(s, m.seat, m.card)) return refuse('ERR_NOT_YOUR_CARD', { card: m.card });
  if (!flip) return refuse('ERR_NO_ABILITY', { card: m.card });
  if (s.sale!.used.includes(m.card)) return refuse('ERR_CARD_USED', { card: m.card });
  if (m.from !== flip.from || !flip.to.includes(m.to)) return refuse('ERR_BAD_FLIP', { card: m.card });
  return has(s.loot[m.seat]!, m.from) ? null : refuse('ERR_NO_DIE');
}

export function performFlip(d: KotState, m: Flip): void {
  d.loot[m.seat] = adjust(adjust(d.loot[m.seat]!, m.from, -1), m.to, 1);
  d.sale = { ...d.sale!, used: [...d.sale!.used, m.card] };
}

export function checkTrade(s: KotState, m: Trade): Failure<KotError> | null {
  const trade = TRADES[m.card];
  if (!owns(s, m.seat, m.card)) return refuse('ERR_NOT_YOUR_CARD', { card: m.card });
  if (!trade) return refuse('ERR_NO_ABILITY', { card: m.card });
  if (trade.once && s.sale!.used.includes(m.card)) return refuse('ERR_CARD_USED', { card: m.card });
  if ('die' in trade.give) return has(s.loot[m.seat]!, trade.give.die) ? null : refuse('ERR_NO_DIE');
  return s.coins[m.seat]! >= trade.give.coins ? null : refuse('ERR_NOT_ENOUGH_COINS', { coins: s.coins[m.seat]! });
}

/** A traded die goes back to the centre; Gauntlet's coin is a coin at once (ruling-gauntlet-coin). */
export function performTrade(d: KotState, m: Trade): void {
  const trade = TRADES[m.card]!;
  if ('die' in trade.give) {
    d.loot[m.seat] = adjust(d.loot[m.seat]!, trade.give.die, -1);
    d.centre = adjust(d.centre, trade.give.die, 1);
  } else d.coins[m.seat]! -= trade.give.coins;
  if ('notoriety' in trade.get) d.notoriety[m.seat]! += trade.get.notoriety;
  else d.coins[m.seat]! += trade.get.coins;
  if (trade.once) d.sale = { ...d.sale!, used: [...d.sale!.used, m.card] };
}

export function performDone(d: KotState): void {
  nextSeller(d);
}

/** Every sale move of the seat buying now; 'done' first. */
export function saleMoves(s: KotState): KotMove[] {
  const seat = s.seat;
  const sale = s.sale!;
  const out: KotMove[] = [{ type: 'done', seat }];
  for (const card of s.cards[seat]!) {
    const flip = FLIPS[card];
    if (flip && !sale.used.includes(card) && has(s.loot[seat]!, flip.from)) {
      for (const to of flip.to) out.push({ type: 'flip', seat, card, from: flip.from, to });
    }
    const trade = TRADES[card];
    if (trade && checkTrade(s, { type: 'trade', seat, card }) === null) out.push({ type: 'trade', seat, card });
  }
  if (sale.bought < allowance(s, seat)) {
    for (const card of marketCards(s)) for (const pay of paymentsFor(s, seat, card)) out.push({ type: 'buy', seat, card, ...pay });
  }
  return out;
}
