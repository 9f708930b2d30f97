/**
 * Shapes of the Jackal arrival judge. The input shape is documented in index.ts; these are the
 * validated forms and the verdict the judge returns.
 */
import type { ActionCardId, FlagCard, MoveCard } from '../data/actionCards';
import type { RuleAnchor } from '../score/anchors';

/** What a move brings the pirate onto. Water never appears: nobody may stop in it. */
export type Cell = { kind: 'empty' } | { kind: 'trap' } | { kind: 'robber' } | { kind: 'treasure'; id: string; value: number };

/** One move card with everything stuck to it, in the order the row is read. */
export interface Move {
  card: MoveCard;
  /** Index of the move card in the pirate's row (for messages). */
  index: number;
  double: boolean;
  friday: boolean;
  weapon: boolean;
  /** Cells entered: two for a doubled move (middle, end), else one; empty when never reached. */
  cells: Cell[];
}

/** A pirate's row after validation: rum on top, an optional flag, then the moves. */
export interface PirateRow {
  id: string;
  rum: number;
  flag: FlagCard | null;
  moves: Move[];
}

/** The validated judge input. */
export interface ArrivalInput {
  seats: string[];
  firstPlayer: string;
  islandFlags: Array<'red' | 'blue'>;
  pirates: PirateRow[];
}

/** One explained event or verdict part: a stable code, its rule anchor and message params. */
export interface Reason {
  code: ReasonCode;
  rule: RuleAnchor;
  params?: Record<string, string | number>;
}

/** Codes of the step-by-step trace (T_) and of the one-line verdict (V_). */
export type ReasonCode =
  | 'T_RUM'
  | 'T_FLAG'
  | 'T_MOVE'
  | 'T_DOUBLE'
  | 'T_TRAP'
  | 'T_TRAP_FRIDAY'
  | 'T_WEAPON'
  | 'T_ROBBER_BEATEN'
  | 'V_ARRIVED'
  | 'V_TIE_CLOCKWISE'
  | 'V_ROBBER'
  | 'V_MISSING_FLAG'
  | 'V_PATH_ENDED';

/** How a pirate's walk ended. */
export type Outcome = 'treasure' | 'robber' | 'missingFlag' | 'pathEnded';

/** Where one pirate's walk ended, before treasures are shared. */
export interface Walk {
  id: string;
  outcome: Outcome;
  /** Steps counted up to the end of the walk (the arrival step for a treasure). */
  steps: number;
  treasure?: { id: string; value: number };
  /** Events in the order they happened, each with its step in params.step. */
  trace: Reason[];
}

/** The judge's word on one pirate. */
export interface PirateVerdict extends Walk {
  /** 1-based place among the pirates who dug the same treasure. */
  place?: number;
  coins: number;
  /** The one-line explanation: the main reason, then a tie note when a seat decided it. */
  line: Reason[];
}

/** Pirates on one treasure, first arrival first, with the coins each takes. */
export interface TreasureArrivals {
  treasure: string;
  value: number;
  order: Array<{ id: string; step: number; coins: number }>;
}

/** Everything the judge decided for one island. */
export interface ArrivalVerdict {
  /** In the input's pirate order. */
  pirates: PirateVerdict[];
  treasures: TreasureArrivals[];
  /** Coins to book for every seat on this island (0 for whoever found nothing or stayed away). */
  coins: Record<string, number>;
}

/** A raw card entry before validation. */
export interface RawCard {
  card: ActionCardId;
  to?: unknown;
}
