/**
 * The normal bot's split ("Часть 1. Делёжка добычи"): it builds a few sensible takes and steals
 * instead of scoring every sub-pool (up to 2,000 with 13 dice): for each loot size, the dice
 * that buy one market card, topped up with the faces worth most. Each is worth what the seat can
 * buy and convert with it (plan.ts), less the risk that a seat still without loot steals it.
 */
import { allowance } from '../engine/sale';
import { minus, none, plus, total } from '../engine/counts';
import { itemsOf, seatsWithoutLoot } from '../engine/split';
import { marketCards } from '../engine/market';
import type { Counts, KotMove, KotState } from '../engine/types';
import { pocketValue, shopOf, type Ware } from './plan';
import { COIN, MASK, TOKEN } from './values';

export interface Scored {
  move: KotMove;
  score: number;
}

/** What any seat would see in a die of each face, roughly (for guessing others' thefts). */
const GENERIC = [0.55, 0.55, 0.55, 0.55, COIN, MASK];
const generic = (c: readonly number[], token: boolean): number => c.reduce((s, n, i) => s + n * GENERIC[i]!, 0) + (token ? TOKEN : 0);

/** A loot of `dice` (and the token) as the seat would hold it after the split. */
function lootValue(s: KotState, seat: number, dice: Counts, token: boolean, shop: readonly Ware[]): number {
  const finalLoot = s.loot.map((l, i) => (i === seat ? dice : l));
  const buys = allowance({ cards: s.cards, finalLoot }, seat);
  const haulItems = total(dice) + (token ? 1 : 0);
  return pocketValue(s, seat, { loot: dice, coins: s.coins[seat]!, buys, used: [], haulItems }, shop) + (token ? TOKEN : 0);
}

/**
 * Expected worth of holding `dice` when `thieves` seats without loot still move and `rest`
 * stays in the centre: a loot far richer than an even share of the rest invites a theft, and a
 * robbed seat gets only a share of what is left.
 */
function withRisk(value: number, dice: Counts, token: boolean, rest: number, thieves: number): number {
  const items = total(dice) + (token ? 1 : 0);
  if (items < 2 || thieves === 0) return value;
  const mine = generic(dice, token);
  const cheapest = Math.min(...GENERIC.filter((_, i) => dice[i]! > 0), token ? TOKEN : 9);
  const share = rest / thieves;
  const p = 1 / (1 + Math.exp(-2.5 * (mine - cheapest - share - 0.4)));
  return (1 - p) * value + p * 0.8 * share;
}

/** Faces in the order worth adding to a loot, most first, given the market's demand for gems. */
function fillOrder(shop: readonly Ware[]): number[] {
  const demand = [0, 0, 0, 0, COIN, MASK];
  for (const w of shop) {
    const per = Math.max(0, w.worth) / Math.max(1, total(w.cost));
    for (let g = 0; g < 4; g++) demand[g]! += (w.cost[g]! * per) / 6;
  }
  return [0, 1, 2, 3, 4, 5].sort((a, b) => demand[b]! - demand[a]! || a - b);
}

/** Loots of each size drawn from `pool`: each market card's gems first, then the best faces. */
function buildLoots(pool: Counts, maxItems: number, shop: readonly Ware[], order: number[]): Counts[] {
  const seen = new Set<string>();
  const out: Counts[] = [];
  const targets: (Counts | null)[] = [null, ...shop.map((w) => w.cost)];
  for (const target of targets) {
    const base = target ? target.map((n, i) => Math.min(n, pool[i]!)) : none();
    for (let size = Math.max(1, total(base)); size <= Math.min(maxItems, total(pool)); size++) {
      const dice = base.slice();
      if (total(dice) > size) continue;
      for (const f of order) {
        const add = Math.min(pool[f]! - dice[f]!, size - total(dice));
        if (add > 0) dice[f]! += add;
      }
      const key = dice.join();
      if (!seen.has(key)) {
        seen.add(key);
        out.push(dice);
      }
    }
  }
  return out;
}

/** Takes and steals worth considering, best first. */
export function splitCandidates(s: KotState): Scored[] {
  const seat = s.seat;
  const shop = shopOf(s, seat, marketCards(s));
  const order = fillOrder(shop);
  const out: Scored[] = [];
  const waiting = seatsWithoutLoot(s).length;
  const tokenHere = s.token === -1;
  if (waiting === 1) {
    const dice = s.centre.slice();
    out.push({ move: { type: 'take', seat, dice, token: tokenHere }, score: lootValue(s, seat, dice, tokenHere, shop) });
  } else {
    // A loot far over an even share is stolen for sure: sizes up to the share and three more.
    const cap = Math.ceil((total(s.centre) + (tokenHere ? 1 : 0)) / waiting) + 3;
    for (const dice of buildLoots(s.centre, cap, shop, order)) {
      for (const token of tokenHere ? [false, true] : [false]) {
        const rest = generic(minus(s.centre, dice), tokenHere && !token);
        const v = withRisk(lootValue(s, seat, dice, token, shop), dice, token, rest, waiting - 1);
        out.push({ move: { type: 'take', seat, dice, token }, score: v });
      }
    }
    if (tokenHere) out.push({ move: { type: 'take', seat, dice: none(), token: true }, score: TOKEN });
  }
  for (let from = 0; from < s.players; from++) {
    const items = itemsOf(s, from);
    if (from === seat || items < 2) continue;
    const theirs = s.loot[from]!;
    const hasToken = s.token === from;
    for (const keep of buildLoots(theirs, items - 1, shop, order)) {
      for (const token of hasToken ? [false, true] : [false]) {
        if (total(keep) + (token ? 1 : 0) >= items) continue;
        // The returned dice are rerolled into the centre, and the robbed seat moves again.
        const returned = total(theirs) - total(keep);
        const rest = generic(s.centre, tokenHere) + returned * 0.6 + (hasToken && !token ? TOKEN : 0);
        const v = withRisk(lootValue(s, seat, keep, token, shop), keep, token, rest, waiting);
        out.push({ move: { type: 'steal', seat, from, keep, token }, score: v });
      }
    }
    if (hasToken && total(theirs) >= 1) {
      const rest = generic(plus(s.centre, theirs), tokenHere);
      out.push({ move: { type: 'steal', seat, from, keep: none(), token: true }, score: withRisk(TOKEN, none(), true, rest, waiting) });
    }
  }
  return out.sort((a, b) => b.score - a.score);
}
