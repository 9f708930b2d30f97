/**
 * The hard bot's worlds: the table as the seat sees it, with what it cannot see filled in from
 * its own generator. Only open things are read: the market, the cards owned, the deck sizes, the
 * dice, coins and the seat's own notoriety. Each deck's unseen cards are the deck's cards no one
 * can see (not in the market, not owned), shuffled; whatever lay in the deck or the box, and in
 * whatever order, the world is the same. Others' notoriety is guessed as the seat's own (the
 * masks they turned in were open, but the state keeps no history of them).
 */
import { nextUint32, type RngState, shuffle } from '../../../lib/rng';
import { cardsOfDeck, DECK_IDS } from '../data/cards';
import type { DeckId } from '../data/types';
import type { KotState } from '../engine/types';

/** Each deck's cards the seat cannot see, in the cards' data order (so nothing hidden leaks). */
export function unseenCards(s: KotState): Record<DeckId, string[]> {
  const seen = new Set<string>([...DECK_IDS.flatMap((id) => s.rows[id].filter((c): c is string => c !== null)), ...s.cards.flat()]);
  const out = { A: [], B: [], C: [] } as Record<DeckId, string[]>;
  for (const id of DECK_IDS)
    out[id] = cardsOfDeck(id)
      .map((c) => c.id)
      .filter((c) => !seen.has(c));
  return out;
}

/** The public skeleton of `s` for `seat`: hidden parts blanked, the same whatever they hold. */
export function publicState(s: KotState, seat: number): KotState {
  const own = s.notoriety[seat]!;
  return {
    ...s,
    rng: [0, 0, 0, 1],
    notoriety: s.notoriety.map(() => own),
    decks: { A: s.decks.A.map(() => ''), B: s.decks.B.map(() => ''), C: s.decks.C.map(() => '') },
    boxed: [],
  };
}

/** One world: the public skeleton with the decks dealt from the unseen cards and fresh dice. */
export function sampleWorld(pub: KotState, unseen: Record<DeckId, string[]>, rng: RngState): { world: KotState; rng: RngState } {
  let state = rng;
  const decks = { A: [], B: [], C: [] } as Record<DeckId, string[]>;
  for (const id of DECK_IDS) {
    const dealt = shuffle(state, unseen[id]);
    state = dealt.state;
    decks[id] = dealt.value.slice(0, pub.decks[id].length);
  }
  // The world's dice get a generator of their own, drawn from the bot's.
  const dice: number[] = [];
  for (let i = 0; i < 4; i++) {
    const d = nextUint32(state);
    state = d.state;
    dice.push(d.value);
  }
  return { world: { ...pub, decks, rng: dice as RngState }, rng: state };
}
