/**
 * The digital King of Thieves: a pure, deterministic engine (setup, legal moves, apply, view,
 * outcome). Dice and the market are open; notoriety counts and the deck order are secret, so the
 * engine hides things and two people sharing a phone get the hand-over curtain.
 */
import { guardEngine } from '../../guard';
import type { Engine } from '../../types';
import { applyMove, legalMoves } from './apply';
import { isCheckpointMove } from './checkpoint';
import { describe } from './describe';
import { setupGame } from './setup';
import type { KotConfig, KotMove, KotState } from './types';
import { outcomeOf, viewFor } from './view';

export type { KotConfig, KotMove, KotState, KotView, Counts, Face, Phase, Sale } from './types';
export type { KotError } from './errors';
export { FACES, GEM_FACES } from './types';
export { seatId, scorerInput, ENGINE_CARD_VALUES } from './view';
export { allowance } from './sale';

/** The King of Thieves engine; a malformed state gives ERR_BAD_STATE instead of an exception. */
export const engine: Engine<KotConfig, KotState, KotMove> = guardEngine<KotConfig, KotState, KotMove>({
  setup: setupGame,
  toMove: (s) => (s.phase === 'over' ? null : s.seat),
  legalMoves,
  apply: applyMove,
  view: viewFor,
  outcome: outcomeOf,
  describeMove: describe,
  isCheckpoint: isCheckpointMove,
  hiddenInformation: true,
});
