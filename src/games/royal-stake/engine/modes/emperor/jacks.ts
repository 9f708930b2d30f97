/**
 * The jack exchange inside the teams, done by the engine after the discards: the white and black
 * jacks swap holders; the red, blue and green jacks each move to the next of their three
 * holders clockwise (seats count up clockwise).
 */
import { jackId } from '../../cards';
import type { CardId, SeatState } from '../../types';

const holderOf = (seats: readonly SeatState[], card: CardId): number => seats.findIndex((s) => s.hand.includes(card));

/** Where each jack goes: pairs of [jack, from, to]. */
export function jackMoves(seats: readonly SeatState[]): [CardId, number, number][] {
  const out: [CardId, number, number][] = [];
  const w = holderOf(seats, jackId('white'));
  const b = holderOf(seats, jackId('black'));
  if (w >= 0 && b >= 0 && w !== b) out.push([jackId('white'), w, b], [jackId('black'), b, w]);
  const ring = (['red', 'blue', 'green'] as const)
    .map((c) => ({ card: jackId(c), from: holderOf(seats, jackId(c)) }))
    .filter((x) => x.from >= 0)
    .sort((x, y) => x.from - y.from);
  // Sorted by seat, the next holder clockwise is the next entry, and the last wraps to the first.
  if (ring.length === 3 && new Set(ring.map((x) => x.from)).size === 3) {
    ring.forEach((x, i) => out.push([x.card, x.from, ring[(i + 1) % 3]!.from]));
  }
  return out;
}

/** Seats after the exchange (only the seats that hold jacks are copied). */
export function exchangeJacks(seats: readonly SeatState[]): SeatState[] {
  const moves = jackMoves(seats);
  const out = seats.slice();
  for (const [card, from] of moves) out[from] = { ...out[from]!, hand: out[from]!.hand.filter((c) => c !== card) };
  for (const [card, , to] of moves) out[to] = { ...out[to]!, hand: [...out[to]!.hand, card] };
  return out;
}
