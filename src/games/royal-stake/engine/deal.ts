/** Shuffling with the state's generator and cutting a deck into hands. */
import { shuffle, type RngState } from '../../../lib/rng';
import type { CardId } from './types';

/** A shuffled copy of `cards` and the generator state to keep. */
export function shuffled(rng: RngState, cards: readonly CardId[]): { cards: CardId[]; rng: RngState } {
  const d = shuffle(rng, cards);
  return { cards: d.value, rng: d.state };
}

/**
 * Cuts `cards` into consecutive piles of `counts[i]` cards; the last entry of the result is the
 * rest (the stock), possibly empty.
 */
export function deal(cards: readonly CardId[], counts: readonly number[]): CardId[][] {
  const out: CardId[][] = [];
  let at = 0;
  for (const n of counts) {
    out.push(cards.slice(at, at + n));
    at += n;
  }
  out.push(cards.slice(at));
  return out;
}
