/**
 * Benchmark only: how long the hard bot takes for one move with the app's budget, over positions
 * from random games of both variants (placement, early, middle and late heist).
 */
import { bots } from '../../src/games/sly-thieves/bots';
import { engine } from '../../src/games/sly-thieves/engine';
import type { SlyConfig, SlyState } from '../../src/games/sly-thieves/engine/types';
import { seedRng, stepInPlace } from '../../src/lib/rng';

/** The position after `plies` random legal moves of a seeded game (or its last live one). */
function position(config: SlyConfig, seed: string, plies: number): SlyState {
  const r = engine.setup(config, seed);
  if (!r.ok) throw new Error(r.error);
  let s = r.value;
  const rng = seedRng(seed);
  for (let i = 0; i < plies; i++) {
    const options = engine.legalMoves(s);
    const next = engine.apply(s, options[Math.floor((stepInPlace(rng) / 4294967296) * options.length)]!);
    if (!next.ok) throw new Error(next.error);
    if (engine.toMove(next.value) === null) break;
    s = next.value;
  }
  return s;
}

/** Times of hard moves (ms) and how many ran past the deadline. */
export interface HardTimes {
  times: number[];
  late: number;
}

/** Runs the hard bot on a spread of positions with a real clock and `budget` ms each. */
export function timeHardMoves(budget: number, samples: number): HardTimes {
  const configs: SlyConfig[] = [
    { players: 2, variant: 'basic' },
    { players: 2, variant: 'advanced' },
    { players: 3, variant: 'basic' },
    { players: 4, variant: 'advanced' },
  ];
  const times: number[] = [];
  let late = 0;
  for (let i = 0; i < samples; i++) {
    const config = configs[i % configs.length]!;
    const s = position(config, `hard-${i}`, [4, 14, 24, 34, 44][i % 5]!);
    const start = performance.now();
    const deadline = start + budget;
    const move = bots.chooseMove(s, s.seat, 'hard', `hard-${i}`, { now: () => performance.now(), deadline });
    const end = performance.now();
    if (!engine.apply(s, move).ok) throw new Error(`hard bot chose an illegal move: ${JSON.stringify(move)}`);
    if (end > deadline) late++;
    times.push(end - start);
  }
  return { times, late };
}

/** The middle value of a list of numbers. */
export function median(values: readonly number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
