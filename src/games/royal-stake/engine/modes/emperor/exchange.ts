/** The 4-card exchanges: drawing from the stock and who makes the second exchange in round 2. */
import type { RsState, SeatState } from '../../types';

/** `state` with the top `n` stock cards moved into `seat`'s hand. */
export function drawInto(state: RsState, seat: number, n: number): RsState {
  const drawn = state.deck.slice(0, n);
  const seats = state.seats.slice();
  const s = seats[seat]!;
  seats[seat] = { ...s, hand: [...s.hand, ...drawn] };
  return { ...state, seats, deck: state.deck.slice(n) };
}

const ownerOf = (seats: readonly SeatState[], colour: string): number | null => {
  const i = seats.findIndex((s) => s.set === colour);
  return i < 0 ? null : i;
};

/**
 * Round 2's second exchanger: the advisor (black king) when the emperor's team has fewer VP,
 * the red king's owner when it has more, nobody when the teams are level
 * (ruling-emperor-scoring).
 */
export function secondExchanger(state: RsState): number | null {
  const emperorSide = state.teams?.[0] ?? [];
  let ours = 0;
  let theirs = 0;
  state.seats.forEach((s, i) => (emperorSide.includes(i) ? (ours += s.score) : (theirs += s.score)));
  if (ours === theirs) return null;
  return ownerOf(state.seats, ours < theirs ? 'black' : 'red');
}
