// King of Thieves in the conformance suite (used once the game declares `play`): a disguise that
// changes what no seat may see at the table: the other seats' notoriety tokens ("Конец хода":
// kept hidden), the order of the face-down decks and the cards removed unseen ("Подготовка").
import type { KotState } from '../../../../src/games/king-of-thieves/engine';
import { seedRng, shuffle } from '../../../../src/lib/rng';
import type { ConformanceAdapter } from '../conformance-helpers';

export const adapter: ConformanceAdapter<KotState> = {
  disguise: (state, seat, seed) => {
    const rng = seedRng(seed);
    const reorder = (cards: string[]) => shuffle(rng, cards).value.reverse();
    return {
      ...state,
      rng: [1, 2, 3, 4],
      notoriety: state.notoriety.map((n, other) => (other === seat ? n : n + 7)),
      decks: { A: reorder(state.decks.A), B: reorder(state.decks.B), C: reorder(state.decks.C) },
      boxed: reorder(state.boxed),
    };
  },
};
