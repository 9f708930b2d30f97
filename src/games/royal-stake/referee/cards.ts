/** What each play is worth in a trick once queens, militia and samurai have done their work. */
import type { Colour, Suit } from '../data/colours';
import { EMPEROR } from '../data/modes';
import type { TrickCard, TrickPlay } from './types';

/** Strength class of a play, weakest first; kings are handled apart (the last one wins). */
export const TIER = { flag: 0, offColour: 1, lead: 2, trump: 3, rarity: 4, flagOverRarity: 5 } as const;

/** A play reduced to what the comparison needs. */
export interface Effective {
  special: 'rarity' | 'whiteFlag' | null;
  /** Colour whose strength the card has (samurai red = black); null for a white jack/queen. */
  strength: Suit | null;
  rank: number;
  /** What changed the card: 'whiteQueen' | 'blueQueen' | 'militia' | 'samurai' | ''. */
  changedBy: string;
}

/** The printed colour that counts for following and for laying a king (white jack/queen: none). */
export function printedColour(card: TrickCard): Suit | null {
  if (card.kind === 'number') return card.colour;
  if (card.kind === 'jack' || card.kind === 'queen') return card.colour === 'white' ? null : card.colour;
  return null;
}

/** True for cards that ignore the follow rule by themselves (rarity, flag, white jack/queen). */
export function isFreeCard(card: TrickCard): boolean {
  return card.kind === 'rarity' || card.kind === 'whiteFlag' || ((card.kind === 'jack' || card.kind === 'queen') && card.colour === 'white');
}

const swapSpecial = (s: 'rarity' | 'whiteFlag') => (s === 'rarity' ? 'whiteFlag' : 'rarity');

/** Applies the play's modifiers; `null` when the militia has nothing to swap. */
export function effectiveOf(play: TrickPlay): Effective | null {
  const c = play.card;
  if (play.queen) {
    const q = play.queen === 'white' ? 'rarity' : 'whiteFlag';
    return play.militia
      ? { special: swapSpecial(q), strength: null, rank: 0, changedBy: 'militia' }
      : { special: q, strength: null, rank: 0, changedBy: `${play.queen}Queen` };
  }
  if (c.kind === 'rarity' || c.kind === 'whiteFlag') {
    return { special: play.militia ? swapSpecial(c.kind) : c.kind, strength: null, rank: 0, changedBy: play.militia ? 'militia' : '' };
  }
  if (c.kind === 'number') {
    let rank = c.rank;
    let changedBy = '';
    if (play.militia) {
      if (rank !== 1 && rank !== 10) return null;
      rank = 11 - rank;
      changedBy = 'militia';
    }
    const samuraiRed = play.samurai === true && c.colour === 'red';
    return { special: null, strength: samuraiRed ? 'black' : c.colour, rank, changedBy: samuraiRed ? 'samurai' : changedBy };
  }
  if (play.militia) return null;
  const rank = c.kind === 'jack' ? EMPEROR.jackRank : EMPEROR.queenRank;
  return { special: null, strength: c.colour === 'white' ? null : (c.colour as Suit), rank, changedBy: '' };
}

/** Short label of a card for the explanation ("red-8", "rarity", "white-jack"). */
export function cardLabel(card: TrickCard): string {
  if (card.kind === 'number') return `${card.colour}-${card.rank}`;
  if (card.kind === 'jack' || card.kind === 'queen') return `${card.colour}-${card.kind}`;
  return card.kind;
}

/** The trump suit of a mode: black, except "I am King" (the king's colour; white = none). */
export function trumpOf(mode: string, trump: Colour | undefined): Suit | null {
  if (mode !== 'i-am-king') return 'black';
  return !trump || trump === 'white' ? null : trump;
}
