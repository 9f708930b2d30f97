/**
 * What the shared conformance suite (test/unit/games/conformance.test.ts) needs to know about this
 * game beyond its play setup: a disguise that changes everything `seat` may not see (the other
 * hands, the deck's order, the RNG), so the suite can prove `view` does not leak it. Test-only:
 * nothing in the app imports this file.
 */
import type { ConformanceAdapter } from '../types';
import type { State } from './engine/types';

const flip = (c: number) => 10 - c; // 1..9 onto 9..1: same count, other cards

export const adapter: ConformanceAdapter<State> = {
  disguise: (state, seat) => ({
    ...state,
    hands: state.hands.map((h, i) => (i === seat ? h : h.map(flip))),
    deck: state.deck.map(flip),
    rng: [1, 2, 3, 4],
  }),
};
