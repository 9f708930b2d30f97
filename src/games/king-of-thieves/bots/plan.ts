/**
 * What a seat can still make of its dice and coins this turn: the purchases it can afford,
 * taken greedily by worth net of the coins spent, then what is left over (bags become coins,
 * masks notoriety, once-a-turn trades and flips). Gems not spent are worth nothing: every die
 * goes back to the centre at the end of the turn ("Конец хода"). Hot in the hard bot's
 * playouts, so a decision's shop is worked out once and the greedy loop allocates little.
 */
import { CARD, FLIPS, HAUL_CARDS, TRADES } from '../engine/abilities';
import { faceIndex, total } from '../engine/counts';
import { owns } from '../engine/own';
import { costOf, gemsDue } from '../engine/payment';
import type { Counts, KotState } from '../engine/types';
import { buyBonus, cardWorth, COIN, MASK } from './values';

/** What a seat holds for the rest of its sale turn. */
export interface Pocket {
  loot: Counts;
  coins: number;
  /** Purchases still allowed. */
  buys: number;
  /** Once-a-turn cards already used. */
  used: readonly string[];
  /** Items of the final loot (dice and the token), for Big Haul / The Heist. */
  haulItems: number;
}

/** One market card as a seat sees it: printed cost, gems due, worth with the notoriety it earns. */
export interface Ware {
  card: string;
  cost: Counts;
  due: number;
  worth: number;
  haul: boolean;
}

const COSTS = new Map<string, Counts>();
const cost = (card: string): Counts => {
  let c = COSTS.get(card);
  if (!c) COSTS.set(card, (c = costOf(card)));
  return c;
};

/** The market as `seat` sees it, worked out once per decision. */
export function shopOf(s: KotState, seat: number, market: readonly string[]): Ware[] {
  return market.map((card) => ({
    card,
    cost: cost(card),
    due: gemsDue(s, seat, card),
    worth: cardWorth(card, s, seat) + buyBonus(card, s.cards[seat]!),
    haul: HAUL_CARDS.includes(card),
  }));
}

/** Coins `w` costs from `loot` when every die that fits is paid first; may exceed the coins held. */
export function coinsFor(w: Ware, loot: readonly number[]): number {
  let dice = 0;
  for (let i = 0; i < 4; i++) dice += Math.min(w.cost[i]!, loot[i]!);
  return Math.max(0, w.due - dice);
}

/** Dice paid for `w` out of `loot`, all that fit up to the gems due (a waived gem is one die fewer). */
function diceFor(w: Ware, loot: readonly number[]): Counts {
  const dice = w.cost.map((n, i) => Math.min(n, loot[i]!));
  let extra = total(dice) - w.due;
  for (let i = 0; extra > 0 && i < dice.length; i++) {
    const cut = Math.min(extra, dice[i]!);
    dice[i]! -= cut;
    extra -= cut;
  }
  return dice;
}

/** Value of buying `w` paying `coins`: its worth (with notoriety earned) minus the coins. */
export const buyGain = (w: Ware, coins: number, haulItems: number): number => w.worth + (w.haul ? haulItems : 0) - COIN * coins;

/** What bags, masks and spare dice still bring at the end of the turn. */
export function leftoverValue(s: KotState, seat: number, loot: readonly number[], coins: number, used: readonly string[]): number {
  const bags = loot[faceIndex('bag')]!;
  const masks = loot[faceIndex('mask')]!;
  let v = bags * COIN + masks * MASK;
  if (bags > 0 && owns(s, seat, CARD.scales)) v += COIN;
  if (masks > 0 && owns(s, seat, CARD.estate)) v += MASK;
  for (const card of s.cards[seat]!) {
    if (used.includes(card)) continue;
    const trade = TRADES[card];
    const flip = FLIPS[card];
    if (trade && 'die' in trade.give && trade.give.die !== 'mask' && loot[faceIndex(trade.give.die)]! > 0) v += 1;
    else if (flip && flip.to.includes('bag') && loot[faceIndex(flip.from)]! > 0) v += COIN;
    else if (trade && 'coins' in trade.give) v += Math.max(0, 2 - COIN) * coins;
  }
  return v;
}

/** Greedy best of the rest of the turn: purchases by net gain, then the leftovers. */
export function pocketValue(s: KotState, seat: number, p: Pocket, shop: readonly Ware[], skip: string | null = null): number {
  let loot: readonly number[] = p.loot;
  let coins = p.coins;
  let v = 0;
  let taken = 0; // bit mask of wares planned, so the loop allocates nothing but the paid loot
  for (let n = 0; n < p.buys; n++) {
    let best = -1;
    let bestGain = 0;
    let bestCoins = 0;
    shop.forEach((w, i) => {
      if ((taken >> i) & 1 || w.card === skip) return;
      const c = coinsFor(w, loot);
      if (c > coins) return;
      const gain = buyGain(w, c, p.haulItems);
      if (gain > bestGain) {
        best = i;
        bestGain = gain;
        bestCoins = c;
      }
    });
    if (best < 0) break;
    v += bestGain;
    taken |= 1 << best;
    const dice = diceFor(shop[best]!, loot);
    loot = loot.map((x, i) => x - dice[i]!);
    coins -= bestCoins;
  }
  return v + leftoverValue(s, seat, loot, coins, p.used);
}
