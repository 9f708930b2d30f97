/**
 * What a seat can still make of its dice and coins this turn: the purchases it can afford,
 * taken greedily by worth net of the coins spent, then what is left over (bags become coins,
 * masks notoriety, once-a-turn trades and flips). Gems not spent are worth nothing: every die
 * goes back to the centre at the end of the turn ("Конец хода").
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

/** Worth of each market card to `seat`, computed once per decision. */
export function worthOf(s: KotState, seat: number, market: readonly string[]): Map<string, number> {
  return new Map(market.map((card) => [card, cardWorth(card, s, seat)]));
}

/** The cheapest way to pay `card` from `p`: dice first, coins for the rest; null when short. */
export function payment(s: KotState, seat: number, card: string, p: Pocket): { dice: Counts; coins: number } | null {
  const cost = costOf(card);
  const due = gemsDue(s, seat, card);
  const dice = cost.map((n, i) => Math.min(n, p.loot[i]!));
  // With one gem waived, hand over one die fewer (the gem the seat lacks is the one waived).
  let extra = total(dice) - due;
  for (let i = 0; extra > 0 && i < dice.length; i++) {
    const cut = Math.min(extra, dice[i]!);
    dice[i]! -= cut;
    extra -= cut;
  }
  const coins = Math.max(0, due - total(dice));
  return coins <= p.coins ? { dice, coins } : null;
}

/** Value of buying `card` with `pay` now: its worth, notoriety it earns, minus the coins. */
export function buyGain(s: KotState, seat: number, card: string, coins: number, worth: number, haulItems: number): number {
  return worth + buyBonus(card, s.cards[seat]!) + (HAUL_CARDS.includes(card) ? haulItems : 0) - COIN * coins;
}

/** What bags, masks and spare dice still bring at the end of the turn. */
export function leftoverValue(s: KotState, seat: number, p: Pocket): number {
  const loot = p.loot;
  const bags = loot[faceIndex('bag')]!;
  const masks = loot[faceIndex('mask')]!;
  let v = bags * COIN + masks * MASK;
  if (bags > 0 && owns(s, seat, CARD.scales)) v += COIN;
  if (masks > 0 && owns(s, seat, CARD.estate)) v += MASK;
  let coins = p.coins;
  for (const card of s.cards[seat]!) {
    if (p.used.includes(card)) continue;
    const trade = TRADES[card];
    const flip = FLIPS[card];
    if (trade && 'die' in trade.give && trade.give.die !== 'mask' && loot[faceIndex(trade.give.die)]! > 0) v += 1;
    else if (flip && flip.to.includes('bag') && loot[faceIndex(flip.from)]! > 0) v += COIN;
    else if (trade && 'coins' in trade.give) v += Math.max(0, 2 - COIN) * coins;
    if (trade && 'coins' in trade.give) coins = 0;
  }
  return v;
}

/** Greedy best of the rest of the turn: purchases by net gain, then the leftovers. */
export function pocketValue(s: KotState, seat: number, p: Pocket, market: readonly string[], worth: ReadonlyMap<string, number>): number {
  let pocket = p;
  let left = market.slice();
  let v = 0;
  for (let n = 0; n < p.buys; n++) {
    let best: { card: string; gain: number; dice: Counts; coins: number } | null = null;
    for (const card of left) {
      const pay = payment(s, seat, card, pocket);
      if (!pay) continue;
      const gain = buyGain(s, seat, card, pay.coins, worth.get(card) ?? 0, pocket.haulItems);
      if (gain > 0 && (!best || gain > best.gain)) best = { card, gain, ...pay };
    }
    if (!best) break;
    v += best.gain;
    const chosen = best;
    pocket = { ...pocket, loot: pocket.loot.map((x, i) => x - chosen.dice[i]!), coins: pocket.coins - chosen.coins };
    left = left.filter((c) => c !== chosen.card);
  }
  return v + leftoverValue(s, seat, pocket);
}
