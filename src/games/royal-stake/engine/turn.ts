/** Whose move it is and what they may do, whatever the phase. */
import { MODE_RULES as MODE_RULESImported } from './modes';
import { trickMoves as trickMovesImported } from './trick/legal';
import { trickToMove as trickToMoveImported } from './trick/turn';
import type { RsMove, RsState } from './types';

// Local copies of imported values: vite-node (npm run bench) reads an imported binding through a
// slow getter at every use, and these sit on the playout hot path.
const MODE_RULES = MODE_RULESImported;
const trickMoves = trickMovesImported;
const trickToMove = trickToMoveImported;

/** The seat to move, or null once the game is over. */
export function toMoveOf(s: RsState): number | null {
  if (s.phase === 'over') return null;
  if (s.phase === 'trick') return trickToMove(s);
  return MODE_RULES[s.config.mode].phaseToMove(s);
}

/** Every legal move of the seat to move. */
export function movesOf(s: RsState): RsMove[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'trick') return trickMoves(s);
  return MODE_RULES[s.config.mode].phaseMoves(s);
}
