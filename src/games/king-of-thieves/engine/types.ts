/**
 * Shapes of the digital King of Thieves: configuration, state (plain JSON, the seeded RNG
 * inside), moves and a seat's view. Dice are identical apart from their faces, so every pool of
 * dice (the centre, a loot) is a count per face: a move names how many dice of each face, which
 * keeps the number of distinct moves small and every move canonical.
 */
import type { RngState } from '../../../lib/rng';
import type { DeckId } from '../data/types';

/** The six faces of a loot die ("Значения на кубиках"), in the order Counts use. */
export const FACES = ['red', 'white', 'blue', 'green', 'bag', 'mask'] as const;
export type Face = (typeof FACES)[number];
/** Faces that pay for cards. */
export const GEM_FACES: readonly Face[] = ['red', 'white', 'blue', 'green'];

/** Dice per face, indexed like FACES (always six whole numbers >= 0). */
export type Counts = number[];

/** What a table chooses: 3-5 players and, optionally, who grabbed the first-player token. */
export interface KotConfig {
  players: number;
  first?: number;
}

/** Where a turn is: the loot split, the lucky paw's reroll, the sale, or the game is over. */
export type Phase = 'split' | 'lucky' | 'sale' | 'over';

/** The sale part of a turn: who buys in which order, and what the seat buying has done so far. */
export interface Sale {
  /** Seats in buying order: the token holder, then clockwise. */
  order: number[];
  /** Index into `order` of the seat buying now. */
  at: number;
  /** Cards the seat buying now has bought this turn. */
  bought: number;
  /** Once-per-turn cards this seat has already used this turn. */
  used: string[];
}

/** The market: each deck's row as five slots (null = bought, not refilled), [] until opened. */
export type Rows = Record<DeckId, (string | null)[]>;

/** The whole game, plain JSON. */
export interface KotState {
  players: number;
  rng: RngState;
  phase: Phase;
  /** Turn number, from 1. */
  round: number;
  /** The seat to move (meaningless once the game is over). */
  seat: number;
  /** Dice in play (10 / 11 / 13). */
  diceCount: number;
  /** Dice in the centre of the table. */
  centre: Counts;
  /** Each seat's loot of dice. */
  loot: Counts[];
  /** Who holds the first-player token; -1 while it lies in the centre. */
  token: number;
  /** Each seat's loot as the split ended ("к концу делёжки добычи"), for extra purchases and Big Haul. */
  finalLoot: Counts[] | null;
  /** Who held the token as the split ended. */
  finalToken: number;
  /** Face-down decks, top card first: secret order. */
  decks: Record<DeckId, string[]>;
  rows: Rows;
  /** Rows opened so far, oldest first; the last one is the row the market refills. */
  open: DeckId[];
  /** Cards out of the game: removed unseen at setup, and Unlabeled Potion once bought. */
  boxed: string[];
  /** Cards each seat owns, in the order gained. */
  cards: string[][];
  coins: number[];
  /** Notoriety on each seat's tokens: secret from the other seats until the game ends. */
  notoriety: number[];
  sale: Sale | null;
}

/** A move: each decision of the table is its own move. */
export type KotMove =
  /** Split: take these dice (and the token, if it lies in the centre) from the centre. */
  | { type: 'take'; seat: number; dice: Counts; token: boolean }
  /** Split: steal `from`'s whole loot, keep `keep` (and the token if `token`), return the rest. */
  | { type: 'steal'; seat: number; from: number; keep: Counts; token: boolean }
  /** Lucky Animal Appendage: reroll one of your dice showing `face`. */
  | { type: 'reroll'; seat: number; face: Face }
  /** Lucky Animal Appendage: keep the dice as they are. */
  | { type: 'skip'; seat: number }
  /** Sale: buy a market card, paying these gem dice and coins. */
  | { type: 'buy'; seat: number; card: string; dice: Counts; coins: number }
  /** Sale: a card turns one of your dice from one face to another. */
  | { type: 'flip'; seat: number; card: string; from: Face; to: Face }
  /** Sale: a card trades a die or a coin for notoriety or a coin. */
  | { type: 'trade'; seat: number; card: string }
  /** Sale: this seat has finished buying this turn. */
  | { type: 'done'; seat: number };

export const MOVE_TYPES: readonly KotMove['type'][] = ['take', 'steal', 'reroll', 'skip', 'buy', 'flip', 'trade', 'done'];

/** What one seat may see: no generator, no deck order, no other seat's notoriety. */
export interface KotView extends Omit<KotState, 'rng' | 'decks' | 'boxed' | 'notoriety'> {
  viewer: number;
  deckSizes: Record<DeckId, number>;
  boxedCount: number;
  /** Own notoriety; null for other seats until the game ends. */
  notoriety: (number | null)[];
}
