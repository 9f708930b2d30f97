/** Shared helpers for the platform tests: random legal games and an engine that counts work. */
import type { Engine } from '../../../src/games/types';
import { hiddenNim, type NimConfig, type NimMove, type NimState } from '../../fixtures/toy-games/hiddenNim';

/** Plays legal moves chosen by `picks` (index modulo the legal list) until the game ends. */
export function legalGame(picks: readonly number[], config: NimConfig = { players: 3, pile: 20 }, seed = 's1'): NimMove[] {
  const start = hiddenNim.setup(config, seed);
  if (!start.ok) throw new Error(start.error);
  let state = start.value;
  const moves: NimMove[] = [];
  for (const pick of picks) {
    const legal = hiddenNim.legalMoves(state);
    if (legal.length === 0) break;
    const move = legal[pick % legal.length]!;
    const next = hiddenNim.apply(state, move);
    if (!next.ok) throw new Error(next.error);
    state = next.value;
    moves.push(move);
  }
  return moves;
}

/** Hidden Nim that counts `apply` calls, to see how much a replay really recomputed. */
export function countingNim(): Engine<NimConfig, NimState, NimMove> & { applied: number } {
  const engine = {
    ...hiddenNim,
    applied: 0,
    apply(state: NimState, move: NimMove) {
      engine.applied++;
      return hiddenNim.apply(state, move);
    },
  };
  return engine;
}
