/**
 * The card table of the digital game: every card id with the facts the trick code needs,
 * computed once so the hot path (bot playouts) never parses an id. Also the deck builders.
 */
import { RULER_COLOURS, SUITS, type Colour, type Suit } from '../data/colours';
import { EMPEROR } from '../data/modes';
import type { TrickCard } from '../referee/types';
import type { CardId } from './types';

/** What kind of card an id is. */
export type CardKind = 'number' | 'rarity' | 'whiteFlag' | 'jack' | 'queen';

/** Precomputed facts of one card. */
export interface CardInfo {
  kind: CardKind;
  /** Colour of the card (numbers: their suit; courts: their colour); null for rarity/flag. */
  colour: Colour | null;
  /** Printed colour that counts for following and kings; null for rarity, flag, white courts. */
  suit: Suit | null;
  /** Numbers: 1-10; playing jacks 11, queens 12 (emperor/team); rarity and flag 0. */
  rank: number;
}

/** The two rarities and two white flags of the box. */
export const SPECIAL_IDS: readonly CardId[] = ['rarity-1', 'rarity-2', 'whiteFlag-1', 'whiteFlag-2'];

/** The two black tens the face-up berserkers bring into a hand (standard game). */
export const BERSERKER_TEN_IDS: readonly CardId[] = ['berserker-10-1', 'berserker-10-2'];

/** Id of a numbered card. */
export const numberId = (suit: Suit, rank: number): CardId => `${suit}-${rank}`;
/** Id of a playing jack. */
export const jackId = (colour: Colour): CardId => `${colour}-jack`;
/** Id of a playing queen. */
export const queenId = (colour: Colour): CardId => `${colour}-queen`;

function buildTable(): Record<CardId, CardInfo> {
  const t: Record<CardId, CardInfo> = {};
  for (const suit of SUITS) {
    for (let rank = 1; rank <= 10; rank++) t[numberId(suit, rank)] = { kind: 'number', colour: suit, suit, rank };
  }
  t['rarity-1'] = t['rarity-2'] = { kind: 'rarity', colour: null, suit: null, rank: 0 };
  t['whiteFlag-1'] = t['whiteFlag-2'] = { kind: 'whiteFlag', colour: null, suit: null, rank: 0 };
  // The berserkers' two extra black tens (standard game): black 10s in every respect.
  for (const id of BERSERKER_TEN_IDS) t[id] = { kind: 'number', colour: 'black', suit: 'black', rank: 10 };
  for (const colour of RULER_COLOURS) {
    const suit = colour === 'white' ? null : colour;
    t[jackId(colour)] = { kind: 'jack', colour, suit, rank: EMPEROR.jackRank };
    t[queenId(colour)] = { kind: 'queen', colour, suit, rank: EMPEROR.queenRank };
  }
  return t;
}

/** Every known card id and its facts (frozen: shared by all states). */
export const CARD: Readonly<Record<CardId, Readonly<CardInfo>>> = Object.freeze(buildTable());

/** True when `id` names a card of the box (untrusted input). */
export const isCardId = (id: unknown): id is CardId => typeof id === 'string' && Object.prototype.hasOwnProperty.call(CARD, id);

/** True for a rarity or a white flag. */
export const isSpecial = (id: CardId): boolean => {
  const k = CARD[id]?.kind;
  return k === 'rarity' || k === 'whiteFlag';
};

const TRICK_CARD: Record<CardId, TrickCard> = {};
for (const [id, c] of Object.entries(CARD)) {
  TRICK_CARD[id] =
    c.kind === 'number'
      ? { kind: 'number', colour: c.suit!, rank: c.rank }
      : c.kind === 'jack' || c.kind === 'queen'
        ? { kind: c.kind, colour: c.colour! }
        : { kind: c.kind };
}

/** The trick judge's shape of a card (a fresh object each call, so callers may keep it). */
export function toTrickCard(id: CardId): TrickCard {
  const c = TRICK_CARD[id];
  if (!c) throw new Error(`unknown card ${id}`); // only reached on a corrupt state; apply catches it
  return { ...c };
}

// Built once: decks are dealt in every bot playout.
const NUMBERED: readonly CardId[] = SUITS.flatMap((suit) => Array.from({ length: 10 }, (_, i) => numberId(suit, i + 1)));
const I_AM_KING_DECK: readonly CardId[] = [...NUMBERED, 'rarity-1', 'rarity-2', 'whiteFlag-1'];

/** The 40 numbered cards: four suits, ranks 1-10 (a fresh array). */
export const numberedCards = (): CardId[] => NUMBERED.slice();

/** The "I am King" deck: the 40 numbers, both rarities and one white flag (43 cards, a fresh array). */
export const iAmKingDeck = (): CardId[] => I_AM_KING_DECK.slice();
