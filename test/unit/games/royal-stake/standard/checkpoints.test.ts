// Undo barriers of the standard game (engine README "Checkpoints"): a move that puts cards from
// the stock or another hand into a hand (hermit, exchange, the preparation draws that follow the
// last bet) cannot be taken back; nor can a bet or a draft pick once the turn has left its seat
// (pinned in ../checkpoint-undo.test.ts).
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/royal-stake/engine';
import type { RsMove, RsState } from '../../../../../src/games/royal-stake/engine/types';
import { atTrick, draftWith, play, stdConfig, stdStarted } from './helpers';

const barrier = (s: RsState, m: RsMove) => engine.isCheckpoint(s, m, play(s, m));

describe('standard game checkpoints', () => {
  it('a draft pick and a bet that hand the turn on are barriers', () => {
    const s = stdStarted(stdConfig(4), 'cp');
    expect(barrier(s, engine.legalMoves(s)[0]!)).toBe(true);
    const b = draftWith(s, {});
    expect(barrier(b, engine.legalMoves(b)[0]!)).toBe(true);
  });

  it('the hermit’s draw and both halves of the cheerleader’s exchange are barriers', () => {
    const h = atTrick(stdConfig(4), 'cp', { 0: { hand: ['red-1', 'red-2'], chars: ['hermit-1', 'ninja-1', 'healer-1'], bets: ['healer-1'] } });
    expect(barrier(h, { t: 'hermit' })).toBe(true);
    const x = atTrick(stdConfig(4, { cheerleader: true }), 'cp', {
      0: { hand: ['red-1', 'red-2'], chars: ['cheerleader-1', 'hermit-1', 'ninja-1'], bets: [] },
      1: { hand: ['blue-1', 'blue-2'] },
    });
    x.std!.partner = { cheer: 0, partner: 1 };
    x.std!.seats[0]!.exchangeLeft = true;
    expect(barrier(x, { t: 'exchange', card: 'red-1' })).toBe(true);
    const gave = play(x, { t: 'exchange', card: 'red-1' });
    expect(barrier(gave, { t: 'exchange', card: 'blue-2' })).toBe(true);
  });
});
