/**
 * The public table as the heuristics read it. Both a seat's view and a full state (inside a
 * playout, where everything is sampled anyway) fit this shape, so one heuristic serves both.
 */
import { stepInPlace } from '../../../lib/rng';
import type { Colour } from '../data/colours';
import type { AuctionState, CardId, DoneTrick, DraftState, Phase, RsConfig, RsMove, SeatState, TrickState } from '../engine/types';

/** Public fields of a seat the heuristics use. */
export type PublicSeat = Pick<SeatState, 'set' | 'king' | 'queenUses' | 'tricks' | 'score'>;

/** Public parts of the table. */
export interface Table {
  config: RsConfig;
  round: number;
  phase: Phase;
  trump: Colour | null;
  lead: number | null;
  teams: number[][] | null;
  trick: TrickState | null;
  history: readonly DoneTrick[];
  auction: AuctionState | null;
  draft: DraftState | null;
  seats: readonly PublicSeat[];
}

/** A decision of one seat: the table, who decides, its hand and its legal moves. */
export interface Decision {
  table: Table;
  seat: number;
  hand: readonly CardId[];
  moves: readonly RsMove[];
  /** Auction cards this seat has laid so far (cost of bidding on). */
  laid: number;
}

/** Tricks a round has in each mode. */
export const TRICKS_PER_ROUND = { 'i-am-king': 9, team: 11, emperor: 9, standard: 5 } as const;

/** A uniform draw in [0, n) from a generator the caller owns (advanced in place). */
export const randomIndex = (rng: number[], n: number): number => Math.floor((stepInPlace(rng) / 4294967296) * n);

/** A float in [0, 1) from a generator the caller owns. */
export const randomFloat = (rng: number[]): number => stepInPlace(rng) / 4294967296;
