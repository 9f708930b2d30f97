/**
 * The digital Jackal: a pure, deterministic engine (issue 25). Hands and face-down rows are
 * secret, so the engine hides information; the move that reveals the rows, and every move that
 * draws on the generator (the deal after an island), is a checkpoint undo cannot pass, as is any
 * move after which another seat is to move (a row laid in secret stays laid when the phone passes).
 */
import { guardEngine } from '../../guard';
import type { Engine } from '../../types';
import { describe } from './describe';
import { applyMove, legalMoves, toMove } from './legal';
import { outcomeOf } from './outcome';
import { setupGame } from './setup';
import type { JackalConfig, JackalMove, JackalState } from './types';
import { viewFor } from './view';

export type { JackalConfig, JackalMove, JackalState, JackalRules, SeatState, Stack, RowMove, Route, IslandReport } from './types';
export type { JackalView, SeatView } from './view';
export { ENGINE_ERRORS, type EngineError } from './errors';
export { scorerInput, scoreSoFar } from './outcome';
export { judgeInput } from './judgeInput';

/** True when undo may not go back past this move. */
function isCheckpoint(before: JackalState, _move: JackalMove, after: JackalState): boolean {
  return before.phase !== after.phase || before.island !== after.island || toMove(before) !== toMove(after);
}

/** The Jackal engine; a malformed state gives ERR_BAD_STATE (or an empty answer), never a throw. */
export const engine: Engine<JackalConfig, JackalState, JackalMove> = guardEngine<JackalConfig, JackalState, JackalMove>({
  setup: setupGame,
  toMove,
  legalMoves,
  apply: applyMove,
  view: viewFor,
  outcome: outcomeOf,
  describeMove: describe,
  isCheckpoint,
  hiddenInformation: true,
});
