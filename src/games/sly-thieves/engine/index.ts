/**
 * The digital Sly Thieves: a pure, deterministic engine (setup, legal moves, apply, view,
 * outcome). Everything after the seeded deal is open information, so nothing is a checkpoint
 * and no curtain is needed.
 */
import { fail } from '../../../lib/result';
import type { Engine } from '../../types';
import { describe } from './describe';
import { applyMove, legalMoves } from './legal';
import { setupGame } from './setup';
import type { SlyConfig, SlyMove, SlyState } from './types';
import { outcomeOf, viewFor } from './view';

export type { SlyConfig, SlyMove, SlyState, SlyView, Tile, Thief, Pending, Ban, Variant } from './types';
export { ROOMS, CENTRE, NEIGHBOURS, roomLabel } from './geometry';
export { seatId } from './view';

/** The Sly Thieves engine; a malformed state gives ERR_BAD_STATE instead of an exception. */
export const engine: Engine<SlyConfig, SlyState, SlyMove> = {
  setup: (config, seed) => setupGame(config, seed),
  toMove: (s) => (s.phase === 'over' ? null : s.seat),
  legalMoves: (s) => {
    try {
      return legalMoves(s);
    } catch {
      return [];
    }
  },
  apply: (s, move) => {
    try {
      return applyMove(s, move);
    } catch {
      return fail('ERR_BAD_STATE');
    }
  },
  view: (s, seat) => viewFor(s, seat),
  outcome: (s) => outcomeOf(s),
  describeMove: (s, move) => {
    try {
      return describe(s, move);
    } catch {
      return { key: 'unknown' };
    }
  },
  isCheckpoint: () => false,
  hiddenInformation: false,
};
