/**
 * What the hand may do now, read only from the engine's legal moves: which cards can be played
 * and with which rulers, which discards and hidden cards are allowed. The screen never offers a
 * move the engine did not list, so the rules live in one place.
 */
import type { CardId, RsMove } from '../../engine/types';

/** A card play move. */
export type PlayMove = Extract<RsMove, { t: 'play' }>;
/** The queens whose ability comes with a card. */
export type QueenChoice = NonNullable<PlayMove['queen']>;
/** A king laid with a card: the seat's own (`true`) or, 2 players in round 3, a catch-up king (its colour). */
export type KingChoice = NonNullable<PlayMove['king']>;
/** The king of a lifted card: none (`false`) or one of the kings it may carry. */
export type KingPick = false | KingChoice;

/** The queens in the order the toggles show them. */
export const QUEENS: readonly QueenChoice[] = ['white', 'red', 'blue', 'black'];

/** Every legal play of `card`. */
export const playsOf = (legal: readonly RsMove[], card: CardId): PlayMove[] => legal.filter((m): m is PlayMove => m.t === 'play' && m.card === card);

/** Cards with at least one legal play. */
export const playableCards = (legal: readonly RsMove[]): Set<CardId> => new Set(legal.flatMap((m) => (m.t === 'play' ? [m.card] : [])));

/** Ruler options of one card: what toggles to show (only options some legal play has). */
export interface CardOptions {
  king: boolean;
  /** Every king some legal play lays on this card, the own one first (2 players: catch-up kings too). */
  kings: KingChoice[];
  queens: QueenChoice[];
  /** Standard game: a face-up militia may swap this card (1<->10, rarity<->white flag). */
  militia: boolean;
}

/** The toggles for `card`: the kings some legal play lays on it, and each queen some play uses. */
export function optionsOf(legal: readonly RsMove[], card: CardId): CardOptions {
  const plays = playsOf(legal, card);
  return {
    king: plays.some((m) => m.king !== undefined),
    kings: [...new Set(plays.flatMap((m) => (m.king === undefined ? [] : [m.king])))].sort((a, b) => Number(b === true) - Number(a === true)),
    queens: QUEENS.filter((q) => plays.some((m) => m.queen === q)),
    militia: plays.some((m) => m.militia === true),
  };
}

/** The legal play of `card` with exactly these options, if there is one. */
export function findPlay(legal: readonly RsMove[], card: CardId, king: KingPick, queen: QueenChoice | null, militia = false): PlayMove | null {
  return playsOf(legal, card).find((m) => (m.king ?? false) === king && (m.queen ?? null) === queen && (m.militia === true) === militia) ?? null;
}

/** The play with the fewest extras (a card blocked by the follow rule starts with the black queen). */
export function plainestPlay(legal: readonly RsMove[], card: CardId): PlayMove | null {
  const extras = (m: PlayMove) => (m.king ? 1 : 0) + (m.queen ? 1 : 0) + (m.militia ? 1 : 0);
  return playsOf(legal, card).sort((a, b) => extras(a) - extras(b))[0] ?? null;
}

/** True when the green queen may be laid instead of a card. */
export const canLayGreen = (legal: readonly RsMove[]): boolean => legal.some((m) => m.t === 'green');

/** Discard moves: how many cards, which cards may be part of one, and the legal one for a pick. */
export function discardChoice(legal: readonly RsMove[]) {
  const moves = legal.filter((m): m is Extract<RsMove, { t: 'discard' }> => m.t === 'discard');
  const count = moves[0]?.cards.length ?? 0;
  const allowed = new Set(moves.flatMap((m) => m.cards));
  const key = (cards: readonly CardId[]) => [...cards].sort().join('|');
  const byKey = new Map(moves.map((m) => [key(m.cards), m]));
  return { count, allowed, move: (picked: readonly CardId[]) => byKey.get(key(picked)) ?? null };
}

/** Cards that may be laid face down for the "Emperor" picking order. */
export const revealCards = (legal: readonly RsMove[]): Set<CardId> => new Set(legal.flatMap((m) => (m.t === 'reveal' ? [m.card] : [])));
