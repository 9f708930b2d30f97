/** Jackal bots for the worker (src/play/botRegistry.ts finds this file by folder). */
import type { GameBots } from '../../types';
import type { JackalMove, JackalState } from '../engine';
import { simpleMove } from './simple';

/** Every level plays the simple pirate for now; easy adds random moves (issue 25: normal and hard to come). */
export const bots: GameBots<JackalState, JackalMove> = {
  chooseMove: (state, seat, level, seed) => simpleMove(state, seat, level, seed),
};
