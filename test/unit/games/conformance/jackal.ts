// Jackal in the conformance suite (used once the manifest declares `play`): the learning game and
// islands made from the seed besides the full game on Stolik's islands, and a disguise that
// changes everything a seat may not see (rules page #island-round: hands and face-down rows until
// the reveal, the Tortuga choice, the deck, the discards' order, the islands still to come).
import { seedRng, shuffle } from '../../../../src/lib/rng';
import type { JackalState } from '../../../../src/games/jackal/engine';
import type { CardFace } from '../../../../src/games/jackal/data/stolikDeck';
import type { ConformanceAdapter } from '../conformance-helpers';

/** A copy of `state` with what `seat` cannot see changed, sizes kept. */
export function disguiseJackal(state: JackalState, seat: number, seed: string): JackalState {
  const copy = structuredClone(state);
  const slots: CardFace[][] = [copy.deck, copy.discard];
  copy.seats.forEach((s, n) => {
    if (n === seat) return;
    slots.push(s.hand);
    if (copy.phase === 'lay') {
      slots.push(s.row);
      if (s.tortuga !== null) s.tortuga = (s.tortuga % 3) + 1;
    }
  });
  const cards = slots.flat();
  const mixed = shuffle(seedRng(seed), cards).value;
  let k = 0;
  for (const list of slots) for (let i = 0; i < list.length; i++) list[i] = mixed[k++]!;
  copy.islands = [...copy.islands.slice(0, copy.island + 1), ...copy.islands.slice(copy.island + 1).reverse()];
  copy.rng = [1, 2, 3, 4];
  return copy;
}

export const adapter: ConformanceAdapter<JackalState> = {
  options: (defaults) => [
    { ...(defaults as object), learning: true },
    { ...(defaults as object), islands: 'seeded' },
  ],
  disguise: disguiseJackal,
};
