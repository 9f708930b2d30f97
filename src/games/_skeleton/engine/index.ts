/**
 * The skeleton's engine: the contract's `Engine` (src/games/types.ts) over the rules in
 * rules.ts. The bot worker finds this file by folder and reads its `engine` export; the platform
 * wraps it in the guard, so it is exported bare.
 */
import type { Engine } from '../../types';
import type { Code } from '../codes';
import { rankPlayers } from '../../../lib/ranking';
import { apply, isOver, legalMoves, setup, total } from './rules';
import type { Config, Move, State, View } from './types';

export type { Config, Move, State, View } from './types';

// `Code`: apply and setup fail only with a code of the game's closed table (codes.ts).
export const engine: Engine<Config, State, Move, Code> = {
  // Hands are secret: between two people at one phone the pass curtain goes up.
  hiddenInformation: true,
  setup,
  toMove: (s) => (isOver(s) ? null : s.turn),
  legalMoves,
  apply,
  view(s, seat): View {
    return {
      seat,
      pile: s.pile,
      deckSize: s.deck.length,
      hand: [...s.hands[seat]!],
      handSizes: s.hands.map((h) => h.length),
      scores: s.hands.map((_, i) => total(s, i)),
    };
  },
  outcome(s) {
    if (!isOver(s)) return null;
    // Seat numbers as ids: the platform puts the players' ids and names in.
    const totals = Object.fromEntries(s.hands.map((_, i) => [String(i), total(s, i)]));
    const breakdown = Object.fromEntries(
      s.hands.map((_, i) => [
        String(i),
        [
          { category: 'pebbles', points: s.pebbles[i]!, rule: 'scoring' },
          { category: 'cards', points: s.cards[i]!, rule: 'scoring' },
        ],
      ]),
    );
    return { finished: true, result: { totals, ranking: rankPlayers(totals), breakdown } };
  },
  describeMove(_s, m): { key: string; params?: Record<string, number> } {
    if (m.t === 'take') return { key: 'take', params: { count: m.n } };
    if (m.t === 'play') return { key: 'play', params: { card: m.card } };
    return { key: m.t };
  },
  // Taking pebbles reveals nothing; a drawn or played card and a die roll may not be taken back.
  isCheckpoint: (_before, m) => m.t !== 'take',
};
