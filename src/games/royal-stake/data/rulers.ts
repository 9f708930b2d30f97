/**
 * Printed numbers of the rulers (king, queen, jack of each colour) that the rulebook text keeps.
 * King numbers are NOT here: the text lost them (see card-values.ts).
 */
import type { Colour } from './colours';

/** Face-up jack: VP by exact number of wins (missing win counts give nothing). */
export const JACK_FACE: Readonly<Record<Colour, Readonly<Record<number, number>>>> = {
  white: { 1: 10, 2: 20, 3: 30 },
  red: { 1: 20, 2: 30 },
  blue: { 0: 20, 1: 20 },
  green: { 0: 30, 2: 30 },
  black: { 1: 20, 3: 40 },
};

/** A jack used as a bet (face down; round 3, or any round with two players): same for all colours. */
export const JACK_BET: Readonly<Record<number, number>> = { 3: 100 };

/** In the two-player game a face-up jack may shift a bet's printed win numbers up by this much. */
export const JACK_SHIFT = 3;

/** End-of-game bonus for a king still face up after round 3. */
export const UNUSED_KING_BONUS: Readonly<Record<Colour, number>> = {
  white: 60,
  red: 50,
  blue: 40,
  green: 30,
  black: 20,
};

/** A used coloured king pays this much per won card of its colour, every round from its use. */
export const USED_KING_PER_CARD = 10;

/**
 * A used white king pays by the number of rarities and white flags won this round
 * (index = count; four or more pay the last entry).
 */
export const WHITE_KING_BACK: readonly number[] = [0, 20, 50, 80, 150];

/** VP a player pays to turn their used queen face up again before a round. */
export const QUEEN_RECHARGE_COST: Readonly<Record<Colour, number>> = {
  white: 30,
  red: 40,
  blue: 20,
  green: 10,
  black: 10,
};

/** The red queen adds this many wins to the round of the player who used it. */
export const RED_QUEEN_WINS = 1;

/** Reads a "by count, capped at the last entry" table such as WHITE_KING_BACK. */
export const cappedStep = (table: readonly number[], count: number): number => table[Math.min(Math.max(count, 0), table.length - 1)] ?? 0;
