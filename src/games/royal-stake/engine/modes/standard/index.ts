/**
 * The standard game (3-5 players, rulebook «Ход игры»; 2 players «Игра на двоих»): squads, hidden bets, the cheerleader's
 * choice, preparation, five tricks with every character's ability, three rounds scored by the
 * Royal Stake scorer.
 */
import type { ModeRules } from '../../mode';
import { phaseSteps } from './phase';
import { checkStdConfig } from './config';
import { startStdRound } from './round';
import { endStdRound, stdScorerInput } from './score';
import { applyStdTrick, stdTrickMoves } from './trick';
import { fail } from '../../../codes';

/** The standard game's rules; the core runs the card play, this mode everything else. */
export const rules: ModeRules = {
  checkConfig: checkStdConfig,
  startRound: startStdRound,
  phaseToMove: phaseSteps.toMove,
  phaseMoves: phaseSteps.moves,
  applyPhase: (state, move, listed) => phaseSteps.apply(state, move, listed) ?? fail('ERR_WRONG_PHASE', { phase: state.phase }),
  endRound: endStdRound,
  scorerInput: stdScorerInput,
  trickMoves: stdTrickMoves,
  applyTrick: applyStdTrick,
};
