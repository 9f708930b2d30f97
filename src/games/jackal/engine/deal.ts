/**
 * Drawing action cards (rulebook "Подготовка", "Ход игры" step 6, "Можно ли потратить монеты?").
 * When the deck runs out the discards are shuffled into a new one (the book is silent; rules page
 * #ruling-reshuffle). Works on a draft the caller owns.
 */
import { shuffle } from '../../../lib/rng';
import type { JackalState } from './types';

/** Cards a seat could still draw: the deck and the discards. */
export const supply = (s: JackalState): number => s.deck.length + s.discard.length;

/** Moves up to `n` cards from the deck into `seat`'s hand; returns how many it got. */
export function drawCards(d: JackalState, seat: number, n: number): number {
  let got = 0;
  for (let k = 0; k < n; k++) {
    if (d.deck.length === 0) {
      if (d.discard.length === 0) break;
      const mixed = shuffle(d.rng, d.discard);
      d.rng = mixed.state;
      d.deck = mixed.value;
      d.discard = [];
    }
    d.seats[seat]!.hand.push(d.deck.pop()!);
    got++;
  }
  return got;
}
