/**
 * Benchmark only: what every game's bench does the same way, through the public engine and bot
 * API: seeded random positions, timing the hard bot's move with a real clock, the median.
 */
import type { Engine, GameBots } from '../../src/games/types';
import { seedRng, stepInPlace } from '../../src/lib/rng';

/**
 * The position after `plies` uniformly random legal moves from `start` (or its last live one,
 * if the game ends first); `rngSeed` seeds the choice of moves.
 */
export function randomPosition<C, S, M>(engine: Engine<C, S, M>, start: S, rngSeed: string, plies: number): S {
  let s = start;
  const rng = seedRng(rngSeed);
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

/** A game to time the hard bot on. */
export interface TimedGame<C, S, M> {
  engine: Engine<C, S, M>;
  bots: GameBots<S, M>;
  /** The `i`-th sample position and the seat to move there, or null to skip it (no real choice). */
  sample(i: number): { state: S; seat: number } | null;
}

/**
 * Runs the hard bot with a real clock and `budget` ms on `samples` positions (trying at most
 * `tries` sample indices, as some may be skipped); a move the engine refuses is an exception.
 */
export function timeMoves<C, S, M>(game: TimedGame<C, S, M>, budget: number, samples: number, tries = samples): HardTimes {
  const times: number[] = [];
  let late = 0;
  for (let i = 0; times.length < samples && i < tries; i++) {
    const sample = game.sample(i);
    if (!sample) continue;
    const start = performance.now();
    const deadline = start + budget;
    const move = game.bots.chooseMove(sample.state, sample.seat, 'hard', `hard-${i}`, { now: () => performance.now(), deadline });
    const end = performance.now();
    if (!game.engine.apply(sample.state, move).ok) throw new Error(`hard bot chose an illegal move: ${JSON.stringify(move)}`);
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
