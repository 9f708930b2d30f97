/** The standard game's steps outside the card play, chosen by phase. */
import type { Result } from '../../../../../lib/result';
import type { RsMove, RsState } from '../../types';
import { applyPending, pendingMoves, pendingToMove } from './abilities';
import { applyBet, betMoves, betToMove } from './bets';
import { applyCatchUp, catchUpMoves, catchUpToMove } from './catch-up';
import { applyCheer, cheerMoves, cheerToMove } from './cheer';
import { applyJack, jackMoves, jackToMove } from './jack-choice';
import { applyPrep, prepMoves, prepToMove } from './prep';
import { scoreWithShifts } from './score';
import { applySquad, squadMoves, squadToMove } from './squad';
import type { Code } from '../../../codes';

// Switches, not a table looked up by phase: a lookup under a key that changes every few moves was
// a slow generic property load at every step of every bot playout; a switch calls directly.

/** The step of the current phase (null / [] / undefined in a phase this mode does not have). */
export const phaseSteps = {
  toMove(state: RsState): number | null {
    switch (state.phase) {
      case 'squad':
        return squadToMove(state);
      case 'catchUp':
        return catchUpToMove(state);
      case 'bet':
        return betToMove(state);
      case 'cheer':
        return cheerToMove(state);
      case 'prep':
        return prepToMove(state);
      case 'jack':
        return jackToMove(state);
      case 'hermit':
      case 'exchange':
        return pendingToMove(state);
      default:
        return null;
    }
  },
  moves(state: RsState): RsMove[] {
    switch (state.phase) {
      case 'squad':
        return squadMoves(state);
      case 'catchUp':
        return catchUpMoves(state);
      case 'bet':
        return betMoves(state);
      case 'cheer':
        return cheerMoves(state);
      case 'prep':
        return prepMoves(state);
      case 'jack':
        return jackMoves(state);
      case 'hermit':
      case 'exchange':
        return pendingMoves(state);
      default:
        return [];
    }
  },
  /** `listed`: just listed for this state, so the step may skip its checks (listed.ts). */
  apply(state: RsState, move: RsMove, listed = false): Result<RsState, Code> | undefined {
    switch (state.phase) {
      case 'squad':
        return applySquad(state, move, listed);
      case 'catchUp':
        return applyCatchUp(state, move);
      case 'bet':
        return applyBet(state, move, listed);
      case 'cheer':
        return applyCheer(state, move);
      case 'prep':
        return applyPrep(state, move, listed);
      case 'jack':
        return applyJack(state, move, scoreWithShifts);
      case 'hermit':
      case 'exchange':
        return applyPending(state, move, listed);
      default:
        return undefined;
    }
  },
};
