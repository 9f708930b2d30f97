/** Opening the trick phase of a round. */
import { cloneState } from '../copy';
import type { RsState } from '../types';

/** `state` in phase 'trick' with `leader` to lead the first trick and an empty history. */
export function startTricks(state: RsState, leader: number): RsState {
  const s = cloneState(state);
  s.phase = 'trick';
  s.trick = { leader, plays: [], greenPending: [] };
  s.history = [];
  s.pickOrder = [];
  s.discardOrder = [];
  return s;
}
