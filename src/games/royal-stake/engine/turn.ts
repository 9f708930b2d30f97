/** Whose move it is and what they may do, whatever the phase. */
import { remember } from './listed';
import { MODE_RULES } from './modes';
import { trickMoves } from './trick/legal';
import { trickToMove } from './trick/turn';
import type { RsMove, RsState } from './types';

/** The seat to move, or null once the game is over. */
export function toMoveOf(s: RsState): number | null {
  if (s.phase === 'over') return null;
  if (s.phase === 'trick') return trickToMove(s);
  return MODE_RULES[s.config.mode].phaseToMove(s);
}

/** Every legal move of the seat to move (remembered, so `apply` need not check them again: listed.ts). */
export function movesOf(s: RsState): RsMove[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'trick') return remember(s, MODE_RULES[s.config.mode].trickMoves?.(s) ?? trickMoves(s));
  return remember(s, MODE_RULES[s.config.mode].phaseMoves(s));
}
