/**
 * Shapes of the digital Sly Thieves: configuration, state (plain JSON, RNG inside), moves and the
 * per-seat view. Rooms are numbers 0..60 (see geometry.ts); thieves are numbered in the order
 * they were placed; seats are numbered clockwise from 0.
 */
import type { RngState } from '../../../lib/rng';
import type { TileSpec } from '../data/distribution';
import type { TileIcon, TileValue } from '../data/tiles';

/** The two ways to play: basic (no guards, icons ignored) and advanced. */
export type Variant = 'basic' | 'advanced';

/** What a table chooses before a game. The distribution defaults to Stolik's documented set. */
export interface SlyConfig {
  players: number;
  variant: Variant;
  distribution?: readonly Readonly<TileSpec>[];
}

/** A checked configuration with the distribution filled in, as stored in the state. */
export interface SlyRules {
  players: number;
  variant: Variant;
  distribution: TileSpec[];
}

/** One bank tile lying in a room. */
export interface Tile {
  value: TileValue;
  icon: TileIcon | null;
}

/** A thief token; `room` is null once it was caught by a guard or its gang left the bank. */
export interface Thief {
  seat: number;
  room: number | null;
  caught: boolean;
}

/** Icons that ask the mover for one more decision before the turn ends. */
export type FollowUpIcon = 'star' | 'hatch' | 'whiteThief' | 'blackThief';

/** A follow-up the seat to move still owes: the icon and the thief that landed on it. */
export interface Pending {
  icon: FollowUpIcon;
  thief: number;
}

/** After a black-thief push: on its owner's next turn, `thief` may not end a move in `room`. */
export interface Ban {
  thief: number;
  room: number;
}

/**
 * Why a Stolik rule ended the game before every gang left on its own: no tile can be taken any
 * more (ruling-advanced-end), no tile was taken for too long, or the turn cap was reached
 * (ruling-stalled-game). Advanced variant only.
 */
export type Ending = 'noTiles' | 'stalled' | 'turnCap';

/** Where the game is: thieves being placed, the heist, or finished. */
export type Phase = 'placement' | 'play' | 'over';

/** The whole game, plain JSON. */
export interface SlyState {
  config: SlyRules;
  /** Generator state after the deal and the draw for the first player (kept for replays). */
  rng: RngState;
  /** The seat that won the draw and placed first. */
  first: number;
  phase: Phase;
  /** The seat to move (meaningless once the game is over). */
  seat: number;
  /** The tile in each room, null for an empty room and for the guard post. */
  tiles: (Tile | null)[];
  thieves: Thief[];
  /** Rooms of the guards: two in the advanced variant, none in the basic one. */
  guards: number[];
  /** Tile values each seat has collected, face down, in the order taken. */
  loot: TileValue[][];
  /** Seats whose gang has left the bank. */
  left: boolean[];
  pending: Pending | null;
  bans: Ban[];
  /** Turns completed since the heist began. */
  turns: number;
  /** Number (from 1) of the last turn in which a tile was taken or a gang left; 0 before any. */
  lastProgress: number;
  /** The Stolik rule that ended the game, or null (still going, or every gang left by itself). */
  ending: Ending | null;
}

/** A move: every step of a turn is its own move, so each is a choice the table can offer. */
export type SlyMove =
  /** Placement round: put a new thief on a free cash tile. */
  | { type: 'place'; seat: number; to: number }
  /** Run the thief in room `from` in a straight line to `to`, taking the tile left behind. */
  | { type: 'move'; seat: number; from: number; to: number }
  /** Star: step the guard standing in `from` to the neighbouring room `to`. */
  | { type: 'guard'; seat: number; from: number; to: number }
  /** Hatch: the thief that landed on a hatch in `from` crawls to the free hatch `to`. */
  | { type: 'hatch'; seat: number; from: number; to: number }
  /** White or black thief: step the thief in `from` to the neighbouring room `to`. */
  | { type: 'shift'; seat: number; from: number; to: number }
  /** Decline an optional icon (hatch, white thief, black thief). */
  | { type: 'skip'; seat: number }
  /** No thief can move: the gang leaves the bank with the tiles under it. */
  | { type: 'leave'; seat: number };

/** Every move type, for input checks. */
export const MOVE_TYPES: readonly SlyMove['type'][] = ['place', 'move', 'guard', 'hatch', 'shift', 'skip', 'leave'];

/** What one seat may see: the state without the generator and without other seats' loot. */
export interface SlyView extends Omit<SlyState, 'loot' | 'rng'> {
  viewer: number;
  /** How many tiles each seat has collected. */
  lootCounts: number[];
  /** The viewer's own tiles (empty for a spectator). */
  ownLoot: TileValue[];
}
