/**
 * Stolik's own deck of 60 action cards (not the box's). The rulebook prints 31 arrows of five
 * kinds but the text lost how many of each; this split is Stolik's choice, said so on screen.
 * The one-diagonal arrow is printed in two lines ('/' and '\'), so a face names its line
 * (rules page #ruling-diagonal-line); every other count is the box's (ACTION_CARD_COUNTS).
 */
import { ACTION_CARD_COUNTS, type ActionCardId } from './actionCards';

/** Every face a card of Stolik's deck can show: the judge's card ids with the diagonal split in two. */
export const CARD_FACES = [
  'arrowHorizontal',
  'arrowVertical',
  'arrowRising', // one diagonal line '/': up-right or down-left
  'arrowFalling', // one diagonal line '\': up-left or down-right
  'arrowAnyDiagonal',
  'arrowAnyOrthogonal',
  'horse',
  'double',
  'friday',
  'weapon',
  'redFlag',
  'blueFlag',
  'rum',
] as const;

/** One face of Stolik's deck. */
export type CardFace = (typeof CARD_FACES)[number];

/** Stolik's split of the 31 arrows by kind (the box's split is unknown to the text). */
export const STOLIK_ARROW_SPLIT = {
  arrowHorizontal: 7,
  arrowVertical: 7,
  arrowRising: 4,
  arrowFalling: 4,
  arrowAnyDiagonal: 4,
  arrowAnyOrthogonal: 5,
} as const satisfies Partial<Record<CardFace, number>>;

/** How many cards of each face Stolik's deck holds: the arrow split plus the box's other counts. */
export const STOLIK_DECK: Readonly<Record<CardFace, number>> = {
  ...STOLIK_ARROW_SPLIT,
  horse: ACTION_CARD_COUNTS.horse,
  double: ACTION_CARD_COUNTS.double,
  friday: ACTION_CARD_COUNTS.friday,
  weapon: ACTION_CARD_COUNTS.weapon,
  redFlag: ACTION_CARD_COUNTS.redFlag,
  blueFlag: ACTION_CARD_COUNTS.blueFlag,
  rum: ACTION_CARD_COUNTS.rum,
};

/** The 60 cards in a fixed order (faces in CARD_FACES order), ready to shuffle. */
export function stolikDeckCards(): CardFace[] {
  const out: CardFace[] = [];
  for (const face of CARD_FACES) for (let i = 0; i < STOLIK_DECK[face]; i++) out.push(face);
  return out;
}

/** The arrival judge's card id for a face: both diagonal lines are the judge's 'arrowDiagonal'. */
export function judgeCardOf(face: CardFace): ActionCardId {
  return face === 'arrowRising' || face === 'arrowFalling' ? 'arrowDiagonal' : face;
}

/** True for a face that moves the pirate (an arrow or a horse). */
export const isMoveFace = (f: CardFace): boolean => f.startsWith('arrow') || f === 'horse';

/** True for a face laid face up after the reveal, stuck to a move (double, Friday, weapon). */
export const isAttachFace = (f: CardFace): f is 'double' | 'friday' | 'weapon' => f === 'double' || f === 'friday' || f === 'weapon';

/** True for a red or blue flag. */
export const isFlagFace = (f: CardFace): f is 'redFlag' | 'blueFlag' => f === 'redFlag' || f === 'blueFlag';

/** True for any string naming a face. */
export const isCardFace = (v: unknown): v is CardFace => typeof v === 'string' && (CARD_FACES as readonly string[]).includes(v);
