/**
 * Jackal bots for the worker (src/play/botRegistry.ts finds this file by folder): easy is the
 * simple pirate with a random move one time in three (simple.ts); normal plays each island as if
 * alone on it (normal.ts); hard plans against the others from what its seat can see (hard.ts).
 * All decide from `view(state, seat)` and their own legal moves, pure and seeded.
 */
import { seedRng } from '../../../lib/rng';
import type { GameBots } from '../../types';
import { engine, type JackalMove, type JackalState, type JackalView } from '../engine';
import { decide } from './decide';
import { hardPolicy } from './hard';
import { normalPolicy } from './normal';
import { simpleMove } from './simple';

export const bots: GameBots<JackalState, JackalMove> = {
  chooseMove(state, seat, level, seed, clock) {
    const legal = engine.legalMoves(state);
    if (legal.length <= 1 || level === 'easy') return simpleMove(state, seat, level, seed);
    const view = engine.view(state, seat) as JackalView;
    const policy = level === 'hard' ? hardPolicy(seedRng(`${seed}:${seat}:hard`), clock) : normalPolicy;
    return decide(view, legal, policy);
  },
};
