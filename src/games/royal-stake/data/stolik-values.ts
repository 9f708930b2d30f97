/**
 * Stolik's own digital values for what the rulebook text lost: the bet backs of six characters
 * and the king numbers. They are NOT the box's. A player without the cards can choose them for
 * a digital game; every place that shows them says they are Stolik's (setup, rules page
 * {#digital-values}, result rows), and a game records which set it used (`valueSet`).
 *
 * How they were chosen (ours, not the designer's): each back rewards the win count its face
 * already leans to, at about the size of the printed backs the text kept (cardsharp 30/60,
 * ninja 70): a narrow bet pays more than a wide one, none pays more than 80.
 */
import type { UnknownBetCharacter } from './characters';
import { stolikKingNumbers } from './king-numbering';

/** Which values a game uses: the ones printed on the user's cards, or Stolik's digital set. */
export type ValueSetId = 'printed' | 'stolik';

/** One line of a bet back: VP for exactly `wins` wins (the score input's `printed.bets` shape). */
export interface BetBackLine {
  wins: number;
  vp: number;
}

/** Stolik's bet backs, one list per character whose printed back the text lost. */
export const STOLIK_BET_BACKS: Readonly<Record<UnknownBetCharacter, readonly BetBackLine[]>> = Object.freeze({
  // Hermit's face pays for no wins: his back does too, and a little for one.
  hermit: [
    { wins: 0, vp: 50 },
    { wins: 1, vp: 30 },
  ],
  // Militia turns 1s into 10s and back: one win or four.
  militia: [
    { wins: 1, vp: 40 },
    { wins: 4, vp: 70 },
  ],
  // Samurai plays red as trumps: a strong middle count.
  samurai: [{ wins: 3, vp: 60 }],
  // Berserker's face pays for exactly one win; the back for one or for a sweep of four.
  berserker: [
    { wins: 1, vp: 40 },
    { wins: 4, vp: 80 },
  ],
  // Healer collects blue and green cards: two or three wins.
  healer: [
    { wins: 2, vp: 40 },
    { wins: 3, vp: 50 },
  ],
  // Collector wants rarities, which win tricks: exactly one, or three.
  collector: [
    { wins: 1, vp: 30 },
    { wins: 3, vp: 70 },
  ],
});

/** Every lost value of Stolik's set: bet backs and both king numbers of every colour. */
export function stolikValues(): {
  bets: Record<UnknownBetCharacter, BetBackLine[]>;
  kingNumbers: ReturnType<typeof stolikKingNumbers>;
} {
  const bets = Object.fromEntries(Object.entries(STOLIK_BET_BACKS).map(([c, lines]) => [c, lines.map((l) => ({ ...l }))])) as Record<
    UnknownBetCharacter,
    BetBackLine[]
  >;
  return { bets, kingNumbers: stolikKingNumbers() };
}
