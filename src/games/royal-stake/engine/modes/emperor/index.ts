/**
 * "Emperor" (5 players, 2 rounds of 9 tricks): the reveal that orders the ruler-set picks, the
 * emperor's and (round 2) the trailing team's 4-card exchanges, the jack exchange, round scoring.
 * The engine core plays the tricks (queens and jacks are playing cards there).
 */
import type { Result } from '../../../../../lib/result';
import type { ModeRules } from '../../mode';
import type { RsMove, RsState } from '../../types';
import { checkConfig } from './config';
import { applyDiscard, discardMoves } from './discard';
import { applyReveal, revealMoves, revealToMove } from './reveal';
import { startRound } from './round';
import { endRound, scorerInput } from './score';
import { applySet, setMoves } from './sets';
import { fail, type Code } from '../../../codes';

/** The seat that decides in the reveal, the set picks or the exchange discards. */
function phaseToMove(state: RsState): number | null {
  if (state.phase === 'reveal') return revealToMove(state);
  if (state.phase === 'sets') return state.pickOrder[0] ?? null;
  if (state.phase === 'discard') return state.discardOrder[0]?.seat ?? null;
  return null;
}

function phaseMoves(state: RsState): RsMove[] {
  if (state.phase === 'reveal') return revealMoves(state);
  if (state.phase === 'sets') return setMoves(state);
  if (state.phase === 'discard') return discardMoves(state);
  return [];
}

function applyPhase(state: RsState, move: RsMove): Result<RsState, Code> {
  const t = typeof move === 'object' && move !== null ? (move as { t?: unknown }).t : undefined;
  if (state.phase === 'reveal' && t === 'reveal') return applyReveal(state, (move as { card?: unknown }).card);
  if (state.phase === 'sets' && t === 'set') return applySet(state, (move as { colour?: unknown }).colour);
  if (state.phase === 'discard' && t === 'discard') return applyDiscard(state, (move as { cards?: unknown }).cards);
  return fail('ERR_WRONG_PHASE', { phase: state.phase, move: String(t) });
}

/** The "Emperor" rules outside the trick phase. */
export const rules: ModeRules = { checkConfig, startRound, phaseToMove, phaseMoves, applyPhase, endRound, scorerInput };
