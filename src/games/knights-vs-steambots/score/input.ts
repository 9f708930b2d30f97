/**
 * The scorer's input after type checks. JSON shape (every count optional, 0 when left out):
 * { "variant"?: "standard" | "kids-easy" | "kids-harder",
 *   "players": [{ "id": "A", "knights": 2, "mages": 1, "ghost": false,
 *     "victories": { "simple", "spearman", "armoured" },
 *     "inventory": { "rock", "scissors", "paper", "trap" }, "settings": 1,
 *     "hand": { "simple", "spearman", "armoured", "special", "dragon" }, "orders": [2, -1] }] }
 * In the children's versions `victories` are the steambots a player collected and `inventory`
 * the trophies they kept; fields those versions do not count must be left out or zero.
 */
import type { HandCard, InventoryCard, SteambotType } from '../data/gold';
import type { Variant } from '../data/limits';

/** One player's end-of-game table, as counted before scoring. */
export interface PlayerInput {
  id: string;
  /** Living knights in the team, cooks included. */
  knights: number;
  mages: number;
  /** The player's card shows its ghost side at the end. */
  ghost: boolean;
  /** Steambots in the victory pile, by type. */
  victories: Record<SteambotType, number>;
  /** Cards under the team's knights (and mage). */
  inventory: Record<InventoryCard, number>;
  /** Trophies whose knight pictures the same weapon. */
  settings: number;
  /** Penalty cards left in hand; `special` excludes the dragon. */
  hand: Record<HandCard, number>;
  /** Net gold of each personal order card, as the player reads it (plus or minus). */
  orders: number[];
}

/** The whole scoring request. */
export interface ScoreInput {
  variant: Variant;
  players: PlayerInput[];
}
