/**
 * Determinization for the hard pirate: every card it does not see now (the deck, the discards,
 * other hands and face-down rows) is one unseen pool: Stolik's 60 cards less its own hand and row
 * and every card face up on the island. (Discards were face up once; the bot does not track them,
 * a simplification that costs little: the pool is mostly the deck anyway.) Each sample deals other
 * seats as many of them as their open hand counts. Nothing here reads a hidden card: only the view.
 */
import { stepInPlace } from '../../../lib/rng';
import { CARD_FACES, STOLIK_DECK, type CardFace } from '../data/stolikDeck';
import type { JackalView } from '../engine';
import { countsOf, type Counts } from './reach';

/** The unseen cards of a view, in a fixed order. */
export function unseenPool(view: JackalView): CardFace[] {
  const own = view.seats[view.viewer]!;
  const seen: CardFace[] = [...(own.hand ?? []), ...(own.row ?? [])];
  for (const sv of view.seats) {
    if (!sv.stack) continue;
    for (let k = 0; k < sv.stack.rum.length; k++) seen.push('rum');
    if (sv.stack.flag) seen.push(sv.stack.flag);
    for (const m of sv.stack.moves) {
      seen.push(m.card);
      if (m.double) seen.push('double');
      if (m.friday) seen.push('friday');
      if (m.weapon) seen.push('weapon');
    }
  }
  const left: Counts = countsOf(seen);
  const pool: CardFace[] = [];
  CARD_FACES.forEach((face, i) => {
    for (let k = left[i]!; k < STOLIK_DECK[face]; k++) pool.push(face);
  });
  return pool;
}

/** One sample: a hand for every other seat (null for the viewer), drawn from `pool` with `rng`. */
export function dealOthers(view: JackalView, pool: readonly CardFace[], rng: number[]): Array<CardFace[] | null> {
  const cards = pool.slice();
  let left = cards.length;
  return view.seats.map((sv, n) => {
    if (n === view.viewer) return null;
    const hand: CardFace[] = [];
    for (let k = 0; k < sv.handCount && left > 0; k++) {
      const j = Math.floor((stepInPlace(rng) / 4294967296) * left);
      hand.push(cards[j]!);
      cards[j] = cards[--left]!;
    }
    return hand;
  });
}
