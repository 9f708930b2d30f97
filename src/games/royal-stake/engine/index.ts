/**
 * The digital Royal Stake ("I am King", team whist, "Emperor", the standard game): a pure,
 * deterministic engine.
 * Hands are secret, so views differ per seat and the pass curtain is needed.
 */
import type { Engine } from '../../types';
import { guardEngine } from '../../guard';
import { applyMove } from './apply';
import { isCheckpointMove } from './checkpoint';
import { describe } from './describe';
import { factsOf, outcomeOf, standingOf } from './outcome';
import { setupGame } from './setup';
import { movesOf, toMoveOf } from './turn';
import { viewFor } from './view';
import type { RsConfig, RsMove, RsState } from './types';

export type * from './types';
export type { ModeRules } from './mode';
export { blockedCards } from './trick/legal';
export { explainTrick } from './trick/explain';
export { CARD, isSpecial, toTrickCard } from './cards';
export { fullScorerInput } from './outcome';

/**
 * The Royal Stake engine; a malformed state gives ERR_BAD_STATE (or null, no moves...) instead of
 * an exception.
 */
export const engine: Engine<RsConfig, RsState, RsMove> = guardEngine<RsConfig, RsState, RsMove>({
  setup: setupGame,
  toMove: toMoveOf,
  legalMoves: movesOf,
  apply: applyMove,
  view: viewFor,
  outcome: outcomeOf,
  facts: factsOf,
  standing: standingOf,
  describeMove: describe,
  isCheckpoint: isCheckpointMove,
  hiddenInformation: true,
});
