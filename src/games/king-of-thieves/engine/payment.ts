/**
 * Paying for a card ("Часть 2. Сбыт краденого"): each gem of the printed cost is paid with a die
 * showing that gem or with a coin (as many coins as wanted); bags and masks are not money.
 * Insurance Racket makes every purchase one gem cheaper, the player choosing which gem.
 */
import { CARD_BY_ID } from '../data/cards';
import { CARD } from './abilities';
import { faceIndex, none, subPools, total, within } from './counts';
import { owns } from './own';
import type { Counts, KotState } from './types';

/** The printed cost of a card as a dice pool (gems only). */
export function costOf(card: string): Counts {
  const cost = none();
  for (const gem of CARD_BY_ID.get(card)?.cost ?? []) cost[faceIndex(gem)]! += 1;
  return cost;
}

/** Gems a seat must hand over for `card`: the printed count, one fewer with Insurance Racket. */
export function gemsDue(s: KotState, seat: number, card: string): number {
  const printed = total(costOf(card));
  return Math.max(0, printed - (owns(s, seat, CARD.racket) ? 1 : 0));
}

/** True when `dice` and `coins` pay exactly what `card` costs `seat` (dice owned checked elsewhere). */
export function paysFor(s: KotState, seat: number, card: string, dice: Counts, coins: number): boolean {
  return within(dice, costOf(card)) && total(dice) + coins === gemsDue(s, seat, card);
}

/** Every exact payment for `card` out of the seat's loot and coins. */
export function paymentsFor(s: KotState, seat: number, card: string): { dice: Counts; coins: number }[] {
  const cost = costOf(card);
  const due = gemsDue(s, seat, card);
  const usable = cost.map((n, i) => Math.min(n, s.loot[seat]![i]!));
  const out: { dice: Counts; coins: number }[] = [];
  for (const dice of subPools(usable)) {
    const coins = due - total(dice);
    if (coins >= 0 && coins <= s.coins[seat]!) out.push({ dice, coins });
  }
  return out;
}
