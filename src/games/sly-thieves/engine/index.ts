/**
 * The digital Sly Thieves: a pure, deterministic engine (setup, legal moves, apply, view,
 * outcome). The board is open, but each gang's loot lies face down and only its owner may look
 * (issue 13): so the engine says it hides things, and two people sharing a phone get the hand-over
 * curtain when the turn passes between them. No move reveals a secret, so none is a checkpoint.
 */
import { guardEngine } from '../../guard';
import type { Engine } from '../../types';
import { describe } from './describe';
import { applyMove, legalMoves } from './legal';
import { setupGame } from './setup';
import type { SlyConfig, SlyMove, SlyState } from './types';
import { outcomeOf, standingOf, viewFor } from './view';

export type { SlyConfig, SlyMove, SlyState, SlyView, Tile, Thief, Pending, Ban, Variant } from './types';
export { ROOMS, CENTRE, NEIGHBOURS, roomLabel } from './geometry';
export { seatId } from './view';

/**
 * The Sly Thieves engine; a malformed state gives ERR_BAD_STATE (or an empty answer) instead of
 * an exception.
 */
export const engine: Engine<SlyConfig, SlyState, SlyMove> = guardEngine<SlyConfig, SlyState, SlyMove>({
  setup: setupGame,
  toMove: (s) => (s.phase === 'over' ? null : s.seat),
  legalMoves,
  apply: applyMove,
  view: viewFor,
  outcome: outcomeOf,
  standing: standingOf,
  describeMove: describe,
  isCheckpoint: () => false,
  hiddenInformation: true,
});
