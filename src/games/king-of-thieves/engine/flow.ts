/**
 * How a turn moves on: the split ends when every seat has loot, the lucky paw may reroll, the sale
 * runs from the token holder clockwise, and the turn ends ("Конец хода"): bags to coins, masks to
 * notoriety, every die back to the centre, the market refilled; then the game ends or the token
 * holder rolls again.
 */
import { CARD } from './abilities';
import { faceIndex, none, plus, total } from './counts';
import { refillMarket } from './market';
import { owns } from './own';
import { startRound } from './setup';
import type { KotState } from './types';

/**
 * The split is over: the loots are recorded as they stand (extra purchases and Big Haul read
 * them), Eyepatch of Command pays the seat holding the token, then the paw's owner may reroll.
 */
export function endSplit(d: KotState): void {
  d.finalLoot = d.loot.map((l) => l.slice());
  d.finalToken = d.token;
  if (d.token >= 0 && owns(d, d.token, CARD.eyepatch)) d.notoriety[d.token]! += 1;
  const pawOwner = d.cards.findIndex((cards) => cards.includes(CARD.paw));
  if (pawOwner >= 0 && total(d.loot[pawOwner]!) > 0) {
    d.phase = 'lucky';
    d.seat = pawOwner;
    return;
  }
  startSale(d);
}

/** The sale opens with the seat holding the token ("Часть 2. Сбыт краденого"). */
export function startSale(d: KotState): void {
  const holder = d.token;
  const order = Array.from({ length: d.players }, (_, k) => (holder + k) % d.players);
  d.phase = 'sale';
  d.sale = { order, at: 0, bought: 0, used: [] };
  d.seat = holder;
}

/** The seat buying now is done: the next seat in order buys, or the turn ends. */
export function nextSeller(d: KotState): void {
  const sale = d.sale!;
  const at = sale.at + 1;
  if (at < sale.order.length) {
    d.sale = { ...sale, at, bought: 0, used: [] };
    d.seat = sale.order[at]!;
    return;
  }
  endTurn(d);
}

/**
 * The end of a turn. Imbalanced Scales and Island Estate add one coin / one notoriety to a
 * conversion of at least one bag / mask, once whatever the number of dice.
 */
export function endTurn(d: KotState): void {
  const bag = faceIndex('bag');
  const mask = faceIndex('mask');
  for (let seat = 0; seat < d.players; seat++) {
    const bags = d.loot[seat]![bag]!;
    const masks = d.loot[seat]![mask]!;
    if (bags > 0) d.coins[seat]! += bags + (owns(d, seat, CARD.scales) ? 1 : 0);
    if (masks > 0) d.notoriety[seat]! += masks + (owns(d, seat, CARD.estate) ? 1 : 0);
  }
  d.sale = null;
  d.finalLoot = null;
  // Every die goes back to the centre, showing the face it had.
  d.centre = d.loot.reduce((sum, l) => plus(sum, l), d.centre);
  d.loot = d.loot.map(() => none());
  if (refillMarket(d)) {
    d.phase = 'over';
    return;
  }
  d.round += 1;
  startRound(d);
}
