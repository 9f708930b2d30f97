/**
 * Shapes of the digital Jackal: configuration, state (plain JSON with its RNG inside), moves and
 * the per-seat view. Seats are numbered clockwise from 0; the judge and the scorer call seat s
 * the player "s". An island goes through four phases (rulebook "Ход игры"): `lay` (everyone lays a
 * face-down row or picks Tortuga, one seat after the other, unseen), `open` (after the reveal,
 * doubles, Fridays and weapons stuck on and rum put on rows), `route` (each announces where every
 * move goes) and then the judge, the pay-out and the deal; `over` at the end.
 */
import type { RngState } from '../../../lib/rng';
import type { Island } from '../data/island';
import type { CardFace } from '../data/stolikDeck';
import type { ArrivalVerdict } from '../referee/types';
import type { Dir } from './geometry';

/** Where the islands come from: Stolik's 40 cards, or new ones made from the game's seed. */
export type IslandSource = 'stolik' | 'seeded';

/** What a table chooses: 2-4 players, the learning game (4 islands) or the full one (10). */
export interface JackalConfig {
  players: number;
  learning?: boolean;
  islands?: IslandSource;
}

/** A checked configuration as kept in the state. */
export interface JackalRules {
  players: number;
  learning: boolean;
  islands: IslandSource;
  /** Islands this game visits: 10, or 4 in the learning game. */
  islandCount: number;
}

/** One move card of a revealed row with what was stuck to it, and where it went. */
export interface RowMove {
  card: CardFace;
  double: boolean;
  friday: boolean;
  weapon: boolean;
  /** The announced way, 'stay' when the pirate could go nowhere; absent until announced. */
  dir?: Dir | 'stay';
}

/** A revealed row: rum put on by others (seats that laid them), its flag and its moves. */
export interface Stack {
  rum: number[];
  flag: 'redFlag' | 'blueFlag' | null;
  moves: RowMove[];
}

/** A pirate's walk as announced so far: cells entered, and whether it has ended. */
export interface Route {
  /** Landing cell first, then every cell entered, in order ([row, column]). */
  path: Array<[number, number]>;
  /** Move cards announced so far. */
  next: number;
  /**
   * How many cells each announced move entered, in order: a doubled move cut short enters one, a
   * move with no way none, so the path alone cannot say which cells are whose (the table numbers
   * them by the judge's steps). Absent in games saved before it was kept.
   */
  entered?: number[];
  /** Why the walk ended, null while it goes on. */
  end: 'treasure' | 'robber' | 'missingFlag' | 'lastCard' | null;
}

/** One seat's cards, coins and what it does on this island. */
export interface SeatState {
  hand: CardFace[];
  coins: number;
  /** Face-down row being laid (flag first, then moves), secret until the reveal. */
  row: CardFace[];
  /** Tortuga price chosen face down (paid at the reveal), or null. */
  tortuga: number | null;
  /** True once the seat has finished laying (or chose Tortuga). */
  done: boolean;
  /** The revealed row, null for a seat at Tortuga (or before the reveal). */
  stack: Stack | null;
  route: Route | null;
}

/** The judge's word on an island, kept for the table to explain it. */
export interface IslandReport {
  island: number;
  islandId: string;
  /** The island's cells (public once revealed): the table draws a finished island from them, seeded ones too. */
  rows: string[];
  first: number;
  verdict: ArrivalVerdict;
  /** Tortuga price paid per seat (absent = sailed). */
  tortuga: Record<string, number>;
  /** Each sailing seat's walk: the landing cell, then every cell entered. */
  paths: Record<string, Array<[number, number]>>;
  /** Cells each announced move entered, per sailing seat (Route.entered); absent in older saves. */
  entered?: Record<string, number[]>;
}

/** Where the island is. */
export type Phase = 'lay' | 'open' | 'route' | 'over';

/** The whole game, plain JSON. */
export interface JackalState {
  config: JackalRules;
  rng: RngState;
  /** Every island of the game in order; only `islands[island]` and earlier are revealed. */
  islands: Island[];
  /** Index of the current island (0-based). */
  island: number;
  /** Holder of the first-player card on this island. */
  first: number;
  phase: Phase;
  /** Seats still to act in this phase, the one to move first. */
  queue: number[];
  seats: SeatState[];
  deck: CardFace[];
  discard: CardFace[];
  /** Net coins per seat per island, as the score sheet writes them (Tortuga negative). */
  ledger: number[][];
  reports: IslandReport[];
}

/** A move; `seat` is always the seat to move. */
export type JackalMove =
  /** Lay one card of the hand face down at the end of the row (a flag only first). */
  | { t: 'lay'; seat: number; card: CardFace }
  /** Instead of sailing, buy cards at Tortuga: 1, 2 or 3 coins (row still empty). */
  | { t: 'tortuga'; seat: number; coins: number }
  /** Finish laying (at least one card, unless the seat has nothing it could do). */
  | { t: 'done'; seat: number }
  /** After the reveal: stick a double, Friday or weapon to move `at` of the own row. */
  | { t: 'attach'; seat: number; card: 'double' | 'friday' | 'weapon'; at: number }
  /** After the reveal: put a rum card on top of `target`'s row. */
  | { t: 'rum'; seat: number; target: number }
  /** Nothing more to lay face up. */
  | { t: 'pass'; seat: number }
  /** Announce the way of the next move card ('stay' only when it can go nowhere). */
  | { t: 'go'; seat: number; dir: Dir | 'stay' };

/** Move kinds, for input checks. */
export const MOVE_KINDS: readonly JackalMove['t'][] = ['lay', 'tortuga', 'done', 'attach', 'rum', 'pass', 'go'];
