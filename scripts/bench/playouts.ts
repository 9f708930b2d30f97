/**
 * Random playouts for the benchmark: whole games from the seeded deal to the end, each move
 * drawn uniformly from the legal ones with a seeded generator, so both implementations play the
 * same games move for move.
 */
import { engine } from '../../src/games/sly-thieves/engine';
import { legalMoves } from '../../src/games/sly-thieves/engine/legal';
import type { SlyConfig, SlyState } from '../../src/games/sly-thieves/engine/types';
import { seedRng, stepInPlace } from '../../src/lib/rng';
import { startMatch } from './bgio/port';

/** A finished playout: its final state and how many moves it took. */
export interface Playout {
  final: SlyState;
  moves: number;
}

/** One random game through the engine's public `setup`/`legalMoves`/`apply`. */
export function enginePlayout(config: SlyConfig, seed: string): Playout {
  const start = engine.setup(config, seed);
  if (!start.ok) throw new Error(start.error);
  let s = start.value;
  const rng = seedRng(`moves:${seed}`);
  let moves = 0;
  while (engine.toMove(s) !== null) {
    const options = engine.legalMoves(s);
    const next = engine.apply(s, options[Math.floor((stepInPlace(rng) / 4294967296) * options.length)]!);
    if (!next.ok) throw new Error(next.error);
    s = next.value;
    moves++;
  }
  return { final: s, moves };
}

/** The same random game through boardgame.io's reducer. */
export function bgioPlayout(config: SlyConfig, seed: string): Playout {
  const match = startMatch({ config, seed });
  const rng = seedRng(`moves:${seed}`);
  let moves = 0;
  while (!match.over) {
    const options = legalMoves(match.G);
    match.play(options[Math.floor((stepInPlace(rng) / 4294967296) * options.length)]!);
    moves++;
  }
  return { final: match.G, moves };
}

/** Runs playouts for about `ms` milliseconds (at least `min`); returns playouts per second. */
export function rate(run: (seed: string) => unknown, ms: number, min = 3): number {
  const start = performance.now();
  let n = 0;
  while (n < min || performance.now() - start < ms) run(`bench-${n++}`);
  return (n * 1000) / (performance.now() - start);
}
