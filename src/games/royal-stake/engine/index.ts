/**
 * The digital Royal Stake ("I am King", team whist, "Emperor"): a pure, deterministic engine.
 * Hands are secret, so views differ per seat and the pass curtain is needed.
 */
import { fail as failImported } from '../../../lib/result';
import type { Engine } from '../../types';
import { applyMove as applyMoveImported } from './apply';
import { isCheckpointMove as isCheckpointMoveImported } from './checkpoint';
import { describe as describeImported } from './describe';
import { outcomeOf as outcomeOfImported } from './outcome';
import { setupGame as setupGameImported } from './setup';
import { movesOf as movesOfImported, toMoveOf as toMoveOfImported } from './turn';
import { viewFor as viewForImported } from './view';
import type { RsConfig, RsMove, RsState } from './types';

// Local copies of imported values: vite-node (npm run bench) reads an imported binding through a
// slow getter at every use, and these sit on the playout hot path.
const fail = failImported;
const applyMove = applyMoveImported;
const isCheckpointMove = isCheckpointMoveImported;
const describe = describeImported;
const outcomeOf = outcomeOfImported;
const setupGame = setupGameImported;
const movesOf = movesOfImported;
const toMoveOf = toMoveOfImported;
const viewFor = viewForImported;

export type * from './types';
export type { ModeRules } from './mode';
export { blockedCards } from './trick/legal';
export { explainTrick } from './trick/explain';
export { CARD, isSpecial, toTrickCard } from './cards';
export { fullScorerInput } from './outcome';

/** The Royal Stake engine; a malformed state gives ERR_BAD_STATE instead of an exception. */
export const engine: Engine<RsConfig, RsState, RsMove> = {
  setup: (config, seed) => {
    try {
      return setupGame(config, seed);
    } catch {
      return fail('ERR_BAD_CONFIG');
    }
  },
  toMove: (s) => {
    try {
      return toMoveOf(s);
    } catch {
      return null;
    }
  },
  legalMoves: (s) => {
    try {
      return movesOf(s);
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
  outcome: (s) => {
    try {
      return outcomeOf(s);
    } catch {
      return null;
    }
  },
  describeMove: (s, move) => {
    try {
      return describe(s, move);
    } catch {
      return { key: 'unknown' };
    }
  },
  isCheckpoint: (before, move) => {
    try {
      return isCheckpointMove(before, move);
    } catch {
      return false;
    }
  },
  hiddenInformation: true,
};
