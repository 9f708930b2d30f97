/** Applying any move: shape checks on untrusted input, then the trick phase or the mode. */
import type { Result } from '../../../lib/result';
import { MODE_RULES } from './modes';
import { wasListed } from './listed';
import { applyTrickMove } from './trick/play';
import type { RsMove, RsState } from './types';
import { fail, type Code } from '../codes';

const MOVE_TYPES = new Set([
  ...['bid', 'pass', 'set', 'special', 'reveal', 'discard', 'play', 'green'],
  // The standard game's own moves (modes/standard/types.ts).
  ...['character', 'bet', 'partner', 'copy', 'recharge', 'hermit', 'ninja', 'exchange', 'catchUp', 'jackShift'],
]);
/** Moves the standard game accepts in its trick phase besides card plays. */
const STD_TRICK_MOVES = new Set(['hermit', 'ninja', 'exchange']);

/** True when `raw` looks like a move at all (fields are checked by whoever applies it). */
export const isMoveShape = (raw: unknown): raw is RsMove => typeof raw === 'object' && raw !== null && MOVE_TYPES.has((raw as { t?: unknown }).t as string);

/**
 * The next state, or the ERR_ code why `raw` is refused (state untouched). A move `legalMoves`
 * has just listed for this very state skips the legality checks (listed.ts says why it may).
 */
export function applyMove(s: RsState, raw: unknown): Result<RsState, Code> {
  if (s.phase === 'over') return fail('ERR_GAME_OVER');
  const listed = wasListed(s, raw);
  if (!listed && !isMoveShape(raw)) return fail('ERR_BAD_MOVE');
  const move = raw as RsMove;
  if (s.phase === 'trick') {
    const own = MODE_RULES[s.config.mode].applyTrick;
    if (move.t !== 'play' && move.t !== 'green' && !(own && STD_TRICK_MOVES.has(move.t))) return fail('ERR_WRONG_PHASE', { phase: s.phase });
    return own ? own(s, move, applyTrickMove, listed) : applyTrickMove(s, move, undefined, listed);
  }
  if (move.t === 'play' || move.t === 'green') return fail('ERR_WRONG_PHASE', { phase: s.phase });
  return MODE_RULES[s.config.mode].applyPhase(s, move, listed);
}
