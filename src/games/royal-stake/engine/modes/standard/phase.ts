/** The standard game's steps outside the card play, looked up by phase. */
import type { Result } from '../../../../../lib/result';
import type { Phase, RsMove, RsState } from '../../types';
import { applyPending, pendingMoves, pendingToMove } from './abilities';
import { applyBet, betMoves, betToMove } from './bets';
import { applyCatchUp, catchUpMoves, catchUpToMove } from './catch-up';
import { applyCheer, cheerMoves, cheerToMove } from './cheer';
import { applyPrep, prepMoves, prepToMove } from './prep';
import { applySquad, squadMoves, squadToMove } from './squad';

interface Step {
  toMove(state: RsState): number | null;
  moves(state: RsState): RsMove[];
  apply(state: RsState, move: RsMove): Result<RsState>;
}

const STEPS: Partial<Record<Phase, Step>> = {
  squad: { toMove: squadToMove, moves: squadMoves, apply: applySquad },
  catchUp: { toMove: catchUpToMove, moves: catchUpMoves, apply: applyCatchUp },
  bet: { toMove: betToMove, moves: betMoves, apply: applyBet },
  cheer: { toMove: cheerToMove, moves: cheerMoves, apply: applyCheer },
  prep: { toMove: prepToMove, moves: prepMoves, apply: applyPrep },
  hermit: { toMove: pendingToMove, moves: pendingMoves, apply: applyPending },
  exchange: { toMove: pendingToMove, moves: pendingMoves, apply: applyPending },
};

/** The step of the current phase (null / [] / undefined in a phase this mode does not have). */
export const phaseSteps = {
  toMove: (state: RsState): number | null => STEPS[state.phase]?.toMove(state) ?? null,
  moves: (state: RsState): RsMove[] => STEPS[state.phase]?.moves(state) ?? [],
  apply: (state: RsState, move: RsMove): Result<RsState> | undefined => STEPS[state.phase]?.apply(state, move),
};
