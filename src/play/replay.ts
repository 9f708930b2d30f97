/**
 * Rebuilds a game from `{ config, seed, moves }`. A Replayer remembers snapshots every N moves
 * and the last position, so appending a move applies one move and an undo replays from the
 * nearest snapshot instead of from the start. Pure: no DOM, no storage.
 */
import type { Engine } from '../games/types';
import { fail, ok, type Result } from '../lib/result';
import type { MoveStep } from './types';

/** Moves between two remembered snapshots. */
export const SNAPSHOT_EVERY = 32;

/** The position after some moves, with what each move did. */
export interface Replayed<State> {
  state: State;
  steps: MoveStep[];
}

/** One game's replays with memory; engines must not mutate states (the contract says pure). */
export class Replayer<Config, State, Move> {
  /** JSON of every applied move, to find how much of a new move list is already known. */
  private keys: string[] = [];
  private steps: MoveStep[] = [];
  private snapshots = new Map<number, State>();
  private last: { index: number; state: State } | null = null;
  private readonly start: Result<State>;

  constructor(
    private readonly engine: Engine<Config, State, Move>,
    config: Config,
    seed: string,
    private readonly every = SNAPSHOT_EVERY,
  ) {
    this.start = engine.setup(config, seed);
    if (this.start.ok) this.snapshots.set(0, this.start.value);
  }

  /**
   * The state after `moves`, reusing the longest prefix this replayer has already seen. `tail`
   * is the state after the last move when the caller has just applied it to the current position
   * (a commit checks the move first), so no move is applied twice.
   */
  run(moves: readonly Move[], tail?: State): Result<Replayed<State>> {
    if (!this.start.ok) return this.start;
    const keys = moves.map((m) => JSON.stringify(m));
    const known = this.forgetAfter(commonPrefix(this.keys, keys));
    let { index, state } = this.resumePoint(known);
    for (; index < moves.length; index++) {
      const move = moves[index]!;
      const seat = this.engine.toMove(state);
      if (seat === null) return fail('ERR_REPLAY_MOVE', { index, move: index + 1, reason: 'ERR_GAME_OVER' });
      const next = tail !== undefined && index === moves.length - 1 ? ok(tail) : this.engine.apply(state, move);
      if (!next.ok) return fail('ERR_REPLAY_MOVE', { index, move: index + 1, reason: next.error });
      this.steps[index] = { seat, checkpoint: this.engine.isCheckpoint(state, move, next.value), log: this.engine.describeMove(state, move) };
      this.keys[index] = keys[index]!;
      state = next.value;
      if ((index + 1) % this.every === 0) this.snapshots.set(index + 1, state);
      this.last = { index: index + 1, state };
    }
    return ok({ state, steps: this.steps.slice(0, moves.length) });
  }

  /** Drops what was learned past `length` moves (an undo or a different history). */
  private forgetAfter(length: number): number {
    this.keys.length = Math.min(this.keys.length, length);
    this.steps.length = this.keys.length;
    for (const i of this.snapshots.keys()) if (i > length) this.snapshots.delete(i);
    if (this.last && this.last.index > length) this.last = null;
    return this.keys.length;
  }

  /** The latest remembered position at or before `index` moves. */
  private resumePoint(index: number): { index: number; state: State } {
    if (this.last && this.last.index <= index) {
      const snap = Math.floor(index / this.every) * this.every;
      if (this.last.index >= snap) return this.last;
    }
    let at = Math.floor(index / this.every) * this.every;
    while (!this.snapshots.has(at)) at -= this.every;
    return { index: at, state: this.snapshots.get(at)! };
  }
}

function commonPrefix(a: readonly string[], b: readonly string[]): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Replays a whole record from the start, with no memory (tests and one-off checks). */
export function replay<Config, State, Move>(
  engine: Engine<Config, State, Move>,
  record: { config: Config; seed: string; moves: readonly Move[] },
): Result<Replayed<State>> {
  return new Replayer(engine, record.config, record.seed, Number.MAX_SAFE_INTEGER).run(record.moves);
}
