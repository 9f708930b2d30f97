/**
 * The take-back rule players expect at a table: the last human move may be taken back, with the
 * bot moves that followed it, unless something was revealed or rolled since (a checkpoint).
 * Because only the LAST human move qualifies, nobody can take back a move once the next human
 * has moved. Pure.
 */
import type { Engine } from '../games/types';
import { fail, ok, type Result } from '../lib/result';
import { replay } from './replay';
import type { MoveStep, SeatSpec } from './types';

/** What an undo would do: drop `count` moves, giving `seat` their turn back. */
export interface UndoPlan {
  count: number;
  seat: number;
}

/**
 * Plans an undo from what each move did. Errors: ERR_UNDO_FINISHED (the result is final),
 * ERR_UNDO_NOTHING (no human has moved), ERR_UNDO_CHECKPOINT (a reveal or a roll is in the way).
 */
export function planUndo(steps: readonly Pick<MoveStep, 'seat' | 'checkpoint'>[], seats: readonly SeatSpec[], finished = false): Result<UndoPlan> {
  if (finished) return fail('ERR_UNDO_FINISHED');
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i]!;
    // A bot's roll or reveal after the human move is as final as the human's own.
    if (step.checkpoint) return fail('ERR_UNDO_CHECKPOINT', { index: i });
    if (seats[step.seat]?.kind === 'human') return ok({ count: steps.length - i, seat: step.seat });
  }
  return fail('ERR_UNDO_NOTHING');
}

/** The same plan straight from a stored game: replays it to learn seats and checkpoints. */
export function planUndoForGame<Config, State, Move>(
  engine: Engine<Config, State, Move>,
  record: { config: Config; seed: string; moves: readonly Move[] },
  seats: readonly SeatSpec[],
): Result<UndoPlan> {
  const replayed = replay(engine, record);
  if (!replayed.ok) return replayed;
  return planUndo(replayed.value.steps, seats, engine.outcome(replayed.value.state) !== null);
}
