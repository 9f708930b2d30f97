/**
 * Benchmark and strength helpers for Royal Stake: seeded positions, whole bot games and random
 * playouts through the public engine API only (setup, toMove, legalMoves, apply, outcome).
 */
import { bots } from '../../src/games/royal-stake/bots';
import { engine } from '../../src/games/royal-stake/engine';
import type { KingNumbers, PlayMode, RsConfig, RsState } from '../../src/games/royal-stake/engine/types';
import type { BotLevel } from '../../src/games/types';
import { seedRng, stepInPlace } from '../../src/lib/rng';
import { randomPosition } from './common';

/** Made-up king numbers for team and "Emperor" games (the real ones are printed on the cards). */
export const BENCH_KING_NUMBERS: KingNumbers = {
  front: { white: 1, red: 2, blue: 3, green: 4, black: 5 },
  back: { white: 6, red: 7, blue: 8, green: 9, black: 10 },
};

/** The config of a mode at its only player count. */
export function configOf(mode: PlayMode): RsConfig {
  const players = mode === 'i-am-king' ? 3 : mode === 'team' ? 4 : 5;
  return mode === 'i-am-king' ? { mode, players } : { mode, players, kingNumbers: BENCH_KING_NUMBERS };
}

/** A fresh game, or an exception (the bench has no one to show an error code to). */
export function start(config: RsConfig, seed: string): RsState {
  const r = engine.setup(config, seed);
  if (!r.ok) throw new Error(`setup refused: ${r.error}`);
  return r.value;
}

/**
 * One random round 1 through the public API: setup, then uniformly random legal moves until
 * round 2 starts (or the game ends). Returns the number of moves.
 */
export function randomRound(config: RsConfig, seed: string): number {
  let s = start(config, seed);
  const rng: number[] = seedRng(`moves:${seed}`);
  let moves = 0;
  while (s.round === 1) {
    const options = engine.legalMoves(s);
    // No legal move: nobody is to move, the game is over (one engine call a step, not two).
    if (options.length === 0) break;
    const next = engine.apply(s, options[Math.floor((stepInPlace(rng) / 4294967296) * options.length)]!);
    if (!next.ok) throw new Error(`a legal move was refused: ${next.error}`);
    s = next.value;
    moves++;
  }
  return moves;
}

/** The position after `plies` random legal moves of a seeded game (or its last live one). */
export function position(config: RsConfig, seed: string, plies: number): RsState {
  return randomPosition(engine, start(config, seed), `pos:${seed}`, plies);
}

/** A clock for one bot move: the real one, or a fake one that ticks 1 ms per reading. */
export type ClockKind = 'real' | 'tick';

/** Plays a whole game with `levels[seat]` bots and `budget` ms per move; returns the final totals. */
export function botGame(config: RsConfig, seed: string, levels: readonly BotLevel[], budget: number, clock: ClockKind = 'real'): Record<string, number> {
  let s = start(config, seed);
  for (let ply = 0; engine.toMove(s) !== null; ply++) {
    if (ply > 2000) throw new Error('bot game did not end');
    const seat = engine.toMove(s)!;
    let t = 0;
    const c = clock === 'real' ? { now: () => performance.now(), deadline: performance.now() + budget } : { now: () => t++, deadline: budget };
    const next = engine.apply(s, bots.chooseMove(s, seat, levels[seat]!, `${seed}/${ply}`, c));
    if (!next.ok) throw new Error(`a bot move was refused: ${next.error}`);
    s = next.value;
  }
  const o = engine.outcome(s);
  if (!o) throw new Error('finished game without an outcome');
  return o.result.totals;
}

/** Runs `run` for about `ms` milliseconds (at least `min` times); returns runs per second. */
export function rate(run: (seed: string) => unknown, ms: number, min = 3): number {
  const t0 = performance.now();
  let n = 0;
  while (n < min || performance.now() - t0 < ms) run(`bench-${n++}`);
  return (n * 1000) / (performance.now() - t0);
}
