/** Team whist (4 players, partners opposite): the draft, special picks, round scoring, 2-3 rounds. */
import type { ModeRules } from '../../mode';
import { checkTeamConfig } from './config';
import { applyDraft, draftMoves, draftToMove } from './draft';
import { startTeamRound } from './round';
import { recordRound, teamScorerInput } from './score';
import { fail } from '../../../codes';

/** The team whist rules outside the trick phase. */
export const rules: ModeRules = {
  checkConfig: checkTeamConfig,
  startRound: startTeamRound,
  phaseToMove: draftToMove,
  phaseMoves: draftMoves,
  applyPhase: (state, move) => (state.phase === 'draft' ? applyDraft(state, move) : fail('ERR_WRONG_PHASE', { phase: state.phase })),
  endRound: (state) => {
    const done = recordRound(state);
    return done.another ? startTeamRound(done.state) : done.state;
  },
  scorerInput: teamScorerInput,
};
