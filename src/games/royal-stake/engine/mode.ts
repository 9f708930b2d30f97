/**
 * What each mode module (modes/i-am-king, modes/team, modes/emperor) gives the engine core.
 * The core owns the trick phase for all three modes (following, kings, queens, the white flag
 * bonus, winners, history) and calls back into the mode for everything around it: dealing,
 * auctions and drafts, discards, round scoring and the end of the game.
 */
import type { Result } from '../../../lib/result';
import type { RsConfig, RsMove, RsState } from './types';
import type { applyTrickMove } from './trick/play';
import type { Code } from '../codes';

/** The core's card play, as a mode's own trick apply receives it. */
export type CoreTrickApply = typeof applyTrickMove;

/** One mode's rules outside the trick phase. All functions are pure and never mutate `state`. */
export interface ModeRules {
  /** Checks the config (player count, king numbers if the mode needs them). */
  checkConfig(config: RsConfig): Result<true, Code>;
  /**
   * Starts round `state.round`: shuffles with `state.rng`, deals, resets per-round seat fields,
   * and sets the first decision's phase (or 'trick' with `trick` ready). Called by setup for
   * round 1 and by `endRound` for later rounds.
   */
  startRound(state: RsState): RsState;
  /** The seat that decides now in a phase other than 'trick' and 'over'. */
  phaseToMove(state: RsState): number | null;
  /** Every legal move of that seat in that phase (discards: every allowed combination). */
  phaseMoves(state: RsState): RsMove[];
  /**
   * Applies a phase move of the seat to move; unknown or illegal moves fail with an ERR_ code.
   * `listed`: the move was just listed for this state (listed.ts), so a mode may skip its checks.
   */
  applyPhase(state: RsState, move: RsMove, listed?: boolean): Result<RsState, Code>;
  /**
   * Called by the core once the round's last trick is done: appends this round's scorer input
   * to `state.rounds`, updates `seat.score`, then starts the next round or sets phase 'over'.
   */
  endRound(state: RsState): RsState;
  /** The whole game as the Royal Stake scorer's input (players "0".."n-1"), for the outcome. */
  scorerInput(state: RsState): Record<string, unknown>;
  /**
   * Standard game: its own trick-phase move list and apply (the core's plays plus the militia's
   * swap, the hermit, the ninja and the cheerleader's exchange). Other modes leave them out.
   */
  trickMoves?(state: RsState): RsMove[];
  /**
   * `core` is the shared card play (trick/play.ts), handed in rather than imported: the core's
   * trick end calls back into the modes, and an import here would close that loop into a cycle.
   */
  applyTrick?(state: RsState, move: RsMove, core: CoreTrickApply, listed?: boolean): Result<RsState, Code>;
}
