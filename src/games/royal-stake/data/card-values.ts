/**
 * Printed values the rulebook text lost, and the keys under which the user's entries are kept
 * (the CardValues store, `Record<string, number>`):
 *
 * - `royal-stake/bet/<character>/<wins>` = VP printed on that character's back for exactly
 *   <wins> wins, one key per win count printed. The back counts as entered once at least one
 *   key of the character exists. When a bet needs it and it is missing the scorer fails with
 *   ERR_NEEDS_CARD_VALUE, params.key = `royal-stake/bet/<character>` (the question to ask:
 *   "what does the back of your <character> show?").
 *   Characters: hermit, militia, samurai, berserker, healer, collector.
 * - `royal-stake/king-number/<colour>` = the number printed on the king's face;
 *   `royal-stake/king-number-back/<colour>` = the (larger) number on its back. Only asked for
 *   when a finished game's tie must be broken.
 *
 * A score input may carry the same values itself (vectors do): `printed.bets.<character>` =
 * [{ wins, vp }], `printed.kingNumbers.<colour>`, `printed.kingBackNumbers.<colour>`; those win
 * over the store. Rows that used any of them carry `userEntered: true`.
 */
import type { Colour } from './colours';
import type { UnknownBetCharacter } from './characters';

/** Common prefix of every Royal Stake card-value key. */
export const CARD_VALUE_PREFIX = 'royal-stake/';

/** Key naming a character's whole bet back (used in ERR_NEEDS_CARD_VALUE). */
export const betKey = (c: UnknownBetCharacter): string => `${CARD_VALUE_PREFIX}bet/${c}`;

/** Key of one printed entry of a character's bet back: VP for exactly `wins` wins. */
export const betWinsKey = (c: UnknownBetCharacter, wins: number): string => `${betKey(c)}/${wins}`;

/** Which side of a king shows: the face while unused, the back once used. */
export type KingSide = 'front' | 'back';

/** Key of a king's printed number on one side. */
export const kingNumberKey = (colour: Colour, side: KingSide): string =>
  `${CARD_VALUE_PREFIX}${side === 'front' ? 'king-number' : 'king-number-back'}/${colour}`;

/** Highest win count a bet back may name (nine tricks + jester + red queen). */
export const MAX_PRINTED_WINS = 12;
/** Highest VP a printed value may hold; anything larger is a typo. */
export const MAX_PRINTED_VP = 999;
