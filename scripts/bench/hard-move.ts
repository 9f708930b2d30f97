/**
 * Benchmark only: how long the hard bot takes for one move with the app's budget, over positions
 * from random games of both variants (placement, early, middle and late heist).
 */
import { bots } from '../../src/games/sly-thieves/bots';
import { engine } from '../../src/games/sly-thieves/engine';
import type { SlyConfig, SlyState } from '../../src/games/sly-thieves/engine/types';
import { randomPosition, timeMoves, type HardTimes } from './common';

export { median, type HardTimes } from './common';

/** The position after `plies` random legal moves of a seeded game (or its last live one). */
function position(config: SlyConfig, seed: string, plies: number): SlyState {
  const r = engine.setup(config, seed);
  if (!r.ok) throw new Error(r.error);
  return randomPosition(engine, r.value, seed, plies);
}

/** Runs the hard bot on a spread of positions with a real clock and `budget` ms each. */
export function timeHardMoves(budget: number, samples: number): HardTimes {
  const configs: SlyConfig[] = [
    { players: 2, variant: 'basic' },
    { players: 2, variant: 'advanced' },
    { players: 3, variant: 'basic' },
    { players: 4, variant: 'advanced' },
  ];
  const sample = (i: number) => {
    const state = position(configs[i % configs.length]!, `hard-${i}`, [4, 14, 24, 34, 44][i % 5]!);
    return { state, seat: state.seat };
  };
  return timeMoves({ engine, bots, sample }, budget, samples);
}
