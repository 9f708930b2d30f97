/**
 * The ten characters: what their face does when it lies face up, and what their back pays when
 * the card is a bet. Six backs were lost with the card pictures; they are NOT here and come
 * from the user (see card-values.ts).
 */

/** Character ids, in the book's order. */
export const CHARACTER_IDS = ['cardsharp', 'hermit', 'militia', 'ninja', 'samurai', 'berserker', 'healer', 'collector', 'jester', 'cheerleader'] as const;
/** One character id. */
export type CharacterId = (typeof CHARACTER_IDS)[number];
/** What may lie face down as a bet: a character, or (round 3, or with two players) the jack. */
export type BetCard = CharacterId | 'jack';

/** Type guard for a character id taken from untrusted input. */
export const isCharacter = (v: unknown): v is CharacterId => typeof v === 'string' && (CHARACTER_IDS as readonly string[]).includes(v);

/** Type guard for a bet card taken from untrusted input. */
export const isBetCard = (v: unknown): v is BetCard => v === 'jack' || isCharacter(v);

/** Characters whose bet back (win counts and VP) the rulebook text lost. */
export const UNKNOWN_BET_BACKS = ['hermit', 'militia', 'samurai', 'berserker', 'healer', 'collector'] as const;
/** A character whose bet back must be entered by the user. */
export type UnknownBetCharacter = (typeof UNKNOWN_BET_BACKS)[number];

/** Type guard: is this character's back one the user must enter? */
export const hasUnknownBack = (c: string): c is UnknownBetCharacter => (UNKNOWN_BET_BACKS as readonly string[]).includes(c);

/** Bet backs that are in the text: VP by exact number of wins. */
export const KNOWN_BET_BACKS: Readonly<Partial<Record<CharacterId, Readonly<Record<number, number>>>>> = {
  cardsharp: { 0: 30, 2: 60 },
  ninja: { 2: 70 },
};

/** The jester as a bet pays this much per other player whose bet failed. */
export const JESTER_BET_PER_FAILURE = 30;

/** Face-up characters that pay for an exact win count (hermit 0, berserker 1, ninja 2). */
export const FACE_EXACT_WINS: Readonly<Partial<Record<CharacterId, { wins: number; vp: number }>>> = {
  hermit: { wins: 0, vp: 20 },
  berserker: { wins: 1, vp: 20 },
  ninja: { wins: 2, vp: 30 },
};

/** Face-up cardsharp: VP once per face-up copy when the owner's bet succeeded. */
export const CARDSHARP_FACE = 20;

/** Face-up healer: VP per blue or green card won, and its cap (each copy separately). */
export const HEALER_PER_CARD = 10;
/** The most one face-up healer pays in a round. */
export const HEALER_CAP = 50;

/** Face-up collector: VP by rarities + white flags won (index = count, capped at the last). */
export const COLLECTOR_STEPS: readonly number[] = [0, 20, 50, 80];

/** Face-up jester: extra wins for the whole round, and the penalty for exactly this many wins. */
export const JESTER_EXTRA_WINS = 2;
/** The win count at which a face-up jester costs JESTER_PENALTY. */
export const JESTER_PENALTY_WINS = 3;
/** Subtracted after all positive VP of the round. */
export const JESTER_PENALTY = -20;
