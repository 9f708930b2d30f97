/**
 * Tortuga as a choice, for the normal and hard pirates (rulebook «Можно ли потратить монеты?»):
 * instead of sailing, a seat with an empty row may pay 1, 2 or 3 coins for 2, 3 or 5 cards, sits
 * the island out and draws no card for it (it is still topped up to four). Sailing keeps what the
 * row earns now and refills the cards it spends; Tortuga trades coins for cards beyond that.
 *
 * A row that digs nothing but lays a move card also sheds the hand's Fridays and weapons on it
 * face up (moves.ts shedFor, hard's shed), and the refill replaces them: sailing cleans a weak hand
 * for free, Tortuga does not.
 *
 * A hand is valued by its best cards first, each next one counting less (DECAY): a hand of
 * Fridays and weapons gains much from fresh cards, a hand of horses and arrows little. Each card
 * is worth its weight in values.ts, what it adds to the best treasure a pirate reaches alone; a
 * card to come is worth the mean weight of the unseen pool (sample.ts: the deck, discards and
 * other hands as one, nothing hidden read). FUTURE turns that into coins over the islands left
 * (none on the last one: cards are worth nothing then, so no bot goes there). Tortuga is taken
 * only when the row earns little (LITTLE) and Tortuga beats sailing by MARGIN coins, so it stays
 * the clearly better cases: a hopeless island with a hand that cannot move. On the bench
 * (scripts/bench/jackal-strength.ts, 200 games, tick clock) against the same easy bot this took
 * normal from 73.0% to 76.5% of games won (shared included) and hard from 67.5% to 72.0%.
 */
import { cardsForCoins } from '../data/tortuga';
import { isMoveFace, type CardFace } from '../data/stolikDeck';
import { HAND_REFILL_TO } from '../data/components';
import type { JackalMove, JackalView } from '../engine';
import { unseenPool } from './sample';
import { faceWorth, without } from './values';

/** How much each next-best card of a hand counts against the one before. */
const DECAY = 0.7;
/** Coins per unit of hand power for each island left after this one, at most FUTURE_ISLANDS of them. */
const FUTURE = 1;
const FUTURE_ISLANDS = 3;
/**
 * Only a row earning at most this many coins now is weighed against Tortuga: a row that digs
 * spends good cards the refill replaces with average ones, a loss this model would overrate.
 */
const LITTLE = 0.5;
/** Coins Tortuga must beat sailing by. */
const MARGIN = 0.25;

/** Hand power: card weights, best first, each next one counting DECAY times less. */
export function handPower(weights: readonly number[]): number {
  return weights
    .slice()
    .sort((a, b) => b - a)
    .reduce((sum, w, i) => sum + w * DECAY ** i, 0);
}

/** The mean weight of a card drawn from what the seat does not see. */
function drawWeight(view: JackalView): number {
  const pool = unseenPool(view);
  return pool.length === 0 ? 0 : pool.reduce((sum, f) => sum + faceWorth(f), 0) / pool.length;
}

/**
 * The best Tortuga move when it beats sailing, else null. `rowCoins`: what the row the level
 * chose earns now (in its own measure); `spent`: the hand cards that row uses; `digs`: the row
 * reaches a treasure.
 */
export function tortugaChoice(view: JackalView, legal: readonly JackalMove[], rowCoins: number, spent: readonly CardFace[], digs: boolean): JackalMove | null {
  const trades = legal.filter((m): m is Extract<JackalMove, { t: 'tortuga' }> => m.t === 'tortuga');
  const left = Math.min(FUTURE_ISLANDS, view.config.islandCount - 1 - view.islandIndex);
  if (trades.length === 0 || left <= 0 || rowCoins > LITTLE) return null;
  const hand = view.seats[view.viewer]!.hand ?? [];
  const drawn = drawWeight(view);
  const coinsOf = (weights: number[]) => FUTURE * left * handPower(weights);
  const sheds = !digs && spent.some(isMoveFace);
  const kept = without(hand, spent).filter((f) => !sheds || (f !== 'friday' && f !== 'weapon'));
  // Sailing: one card drawn, then up to four.
  const refill = Math.max(HAND_REFILL_TO, kept.length + 1) - kept.length;
  const sail = rowCoins + coinsOf([...kept.map(faceWorth), ...Array<number>(refill).fill(drawn)]);
  let best: { move: JackalMove; gain: number } | null = null;
  for (const m of trades) {
    const k = cardsForCoins(m.coins)!;
    const after = [...hand.map(faceWorth), ...Array<number>(Math.max(k, HAND_REFILL_TO - hand.length)).fill(drawn)];
    const gain = coinsOf(after) - m.coins - sail;
    if (gain > MARGIN && (!best || gain > best.gain)) best = { move: m, gain };
  }
  return best?.move ?? null;
}
