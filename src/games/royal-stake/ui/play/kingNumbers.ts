/**
 * King numbers from the card-values store: the team and "Emperor" modes need both numbers of
 * every king (the rulebook text lost the printed ones). With all ten entered a game uses them;
 * otherwise it uses Stolik's own numbering (data/king-numbering.ts), so a game never waits for
 * them, and the setup lets the player enter the printed ones whenever they like.
 */
import { RULER_COLOURS, type Colour } from '../../data/colours';
import { kingNumberKey, type KingSide } from '../../data/card-values';
import { stolikKingNumbers, type KingNumberSet } from '../../data/king-numbering';
import type { KingNumbers } from '../../engine/types';

/** One printed number: which king, which side, and its store key. */
export interface KingSlot {
  colour: Colour;
  side: KingSide;
  key: string;
}

/** All ten numbers, face then back, in the book's colour order. */
export const KING_SLOTS: readonly KingSlot[] = (['front', 'back'] as const).flatMap((side) =>
  RULER_COLOURS.map((colour) => ({ colour, side, key: kingNumberKey(colour, side) })),
);

/** The slots the store has no valid number for. */
export const missingSlots = (values: Readonly<Record<string, number>>): KingSlot[] => KING_SLOTS.filter((s) => !Number.isInteger(values[s.key]));

/** The engine's king numbers when the store has all ten, else null. */
export function kingNumbersFrom(values: Readonly<Record<string, number>>): KingNumbers | null {
  if (missingSlots(values).length > 0) return null;
  const table = (side: KingSide) => Object.fromEntries(RULER_COLOURS.map((c) => [c, values[kingNumberKey(c, side)]!])) as Record<Colour, number>;
  return { front: table('front'), back: table('back') };
}

/** The numbers a new game uses and where they come from: printed when all ten are stored. */
export function gameKingNumbers(printed: KingNumbers | null): { kingNumbers: KingNumbers; kingNumberSet: KingNumberSet } {
  return printed ? { kingNumbers: printed, kingNumberSet: 'printed' } : { kingNumbers: stolikKingNumbers(), kingNumberSet: 'stolik' };
}
