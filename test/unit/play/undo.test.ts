import { describe, expect, it } from 'vitest';
import type { SeatSpec } from '../../../src/play/types';
import { planUndo, planUndoForGame } from '../../../src/play/undo';
import { hiddenNim } from '../../fixtures/toy-games/hiddenNim';

const H: SeatSpec = { kind: 'human' };
const B: SeatSpec = { kind: 'bot', level: 'normal' };
/** A step written as "0" (seat 0, plain move) or "1!" (seat 1, checkpoint). */
const steps = (...s: string[]) => s.map((x) => ({ seat: Number(x[0]), checkpoint: x.endsWith('!') }));

describe('undo: the take-back rule', () => {
  it.each([
    // [what, seats, moves, result]
    ['own last move, nobody after it', [H, H], steps('0', '1', '0'), { count: 1, seat: 0 }],
    ['the next human acted: only their move can go', [H, H], steps('0', '1'), { count: 1, seat: 1 }],
    ['bots after the human move are undone with it', [H, B, B], steps('1', '2', '0', '1', '2'), { count: 3, seat: 0 }],
    ['a human after bots after a human: the later human', [H, B, H], steps('0', '1', '2'), { count: 1, seat: 2 }],
    ['two moves in a row by the same person: the last one', [H, H], steps('0', '0'), { count: 1, seat: 0 }],
    ['a checkpoint before the human move does not matter', [H, B], steps('1!', '0'), { count: 1, seat: 0 }],
  ] as const)('%s', (_, seats, moves, expected) => {
    expect(planUndo(moves, seats)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['nothing played yet', [H, B], steps(), 'ERR_UNDO_NOTHING'],
    ['only bots have moved', [H, B, B], steps('1', '2'), 'ERR_UNDO_NOTHING'],
    ['the human move itself revealed or rolled something', [H, H], steps('0', '1!'), 'ERR_UNDO_CHECKPOINT'],
    ['a bot rolled after the human move', [H, B], steps('0', '1!'), 'ERR_UNDO_CHECKPOINT'],
    ['a bot revealed a card two moves later', [H, B, B], steps('0', '1', '2!'), 'ERR_UNDO_CHECKPOINT'],
  ] as const)('refused: %s', (_, seats, moves, code) => {
    expect(planUndo(moves, seats)).toMatchObject({ ok: false, error: code });
  });

  it('refused once the game is over (the result is in the history)', () => {
    expect(planUndo(steps('0'), [H, H], true)).toMatchObject({ ok: false, error: 'ERR_UNDO_FINISHED' });
  });

  it('from a stored game: plain takes can go, a drawn card cannot', () => {
    const config = { players: 2, pile: 10 };
    const seats = [H, B];
    expect(
      planUndoForGame(
        hiddenNim,
        {
          config,
          seed: 'u',
          moves: [
            { t: 'take', n: 1 },
            { t: 'take', n: 2 },
          ],
        },
        seats,
      ),
    ).toEqual({ ok: true, value: { count: 2, seat: 0 } });
    expect(planUndoForGame(hiddenNim, { config, seed: 'u', moves: [{ t: 'take', n: 1 }, { t: 'draw' }] }, seats)).toMatchObject({
      error: 'ERR_UNDO_CHECKPOINT',
    });
    expect(planUndoForGame(hiddenNim, { config, seed: 'u', moves: [{ t: 'roll' }] }, seats)).toMatchObject({ error: 'ERR_UNDO_CHECKPOINT' });
    expect(
      planUndoForGame(
        hiddenNim,
        {
          config,
          seed: 'u',
          moves: [
            { t: 'take', n: 3 },
            { t: 'take', n: 3 },
            { t: 'take', n: 3 },
            { t: 'take', n: 1 },
          ],
        },
        seats,
      ),
    ).toMatchObject({ error: 'ERR_UNDO_FINISHED' });
  });
});
