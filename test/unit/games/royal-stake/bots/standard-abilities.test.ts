// The normal bot uses the characters' abilities on purpose in constructed trick positions (rulebook
// «Ниндзя»: the first player may hand the lead on; «Ополченец»: 1<->10 swap; «Отшельник»: draw 3,
// discard 3; «Болельщица»: the exchange with her partner). Every seat not named holds a squad without trick abilities.
import { describe, expect, it } from 'vitest';
import { bots } from '../../../../../src/games/royal-stake/bots';
import { engine } from '../../../../../src/games/royal-stake/engine';
import { atTrick, play, stdConfig } from '../standard/helpers';
import { stdKeep } from '../../../../../src/games/royal-stake/bots/stdTrick';
import { tickClock } from './helpers';

// Test values: the hermit's back pays 40 for no wins, the samurai's 60 for three. The blue jack
// pays 20 for 0 or 1 wins, the red jack 20 for 1 and 30 for 2 (rulebook, jacks).
const cfg = stdConfig(4);
const OTHERS = {
  1: { hand: ['red-7', 'blue-5', 'green-5', 'blue-6', 'green-6'] },
  2: { hand: ['red-6', 'blue-7', 'green-7', 'black-3', 'black-4'] },
  3: { hand: ['red-5', 'blue-4', 'green-4', 'black-5', 'black-6'] },
};

describe('royal-stake bots: abilities used on purpose (standard game)', () => {
  it('ninja: a leader who needs no more wins hands the lead to the next seat, to play last', () => {
    const s = atTrick(cfg, 'ab-ninja', {
      ...OTHERS,
      0: { hand: ['red-2', 'blue-2', 'green-3', 'blue-3', 'black-1'], set: 'blue', chars: ['ninja-1', 'hermit-1', 'healer-1'], bets: ['hermit-1'] },
    });
    expect(bots.chooseMove(s, 0, 'normal', 'n', tickClock(30))).toEqual({ t: 'ninja', seat: 1 });
  });

  it('militia: a seat that needs no wins plays its forced 10 as a 1 and loses the trick', () => {
    let s = atTrick(cfg, 'ab-militia', {
      0: { hand: ['red-4', 'blue-2', 'green-2', 'blue-3', 'green-3'] },
      1: { hand: ['red-10', 'blue-5', 'green-5', 'blue-6', 'green-6'], set: 'blue', chars: ['militia-1', 'hermit-1', 'healer-1'], bets: ['hermit-1'] },
      2: OTHERS[2],
      3: OTHERS[3],
    });
    s = play(s, { t: 'play', card: 'red-4' });
    expect(bots.chooseMove(s, 1, 'normal', 'm', tickClock(30))).toEqual({ t: 'play', card: 'red-10', militia: true });
    // Without the bet on no wins (samurai: three), the same seat takes the trick with its 10.
    const keen = structuredClone(s);
    keen.std!.seats[1]!.bets = ['samurai-1'];
    keen.std!.seats[1]!.chars = ['militia-1', 'samurai-1', 'healer-1'];
    expect(bots.chooseMove(keen, 1, 'normal', 'm', tickClock(30))).toEqual({ t: 'play', card: 'red-10' });
  });

  it('hermit: a weak hand that needs three wins draws three cards', () => {
    const s = atTrick(cfg, 'ab-hermit', {
      ...OTHERS,
      0: { hand: ['red-1', 'blue-1', 'green-1', 'blue-2', 'green-2'], set: 'red', chars: ['hermit-1', 'healer-1', 'samurai-1'], bets: ['samurai-1'] },
    });
    expect(bots.chooseMove(s, 0, 'normal', 'h', tickClock(30))).toEqual({ t: 'hermit' });
    // Then it throws away its weakest three and keeps what wins.
    const drawn = play(s, { t: 'hermit' });
    const discard = bots.chooseMove(drawn, 0, 'normal', 'h', tickClock(30));
    expect(discard.t).toBe('discard');
    const gone = (discard as { cards: string[] }).cards;
    const kept = drawn.seats[0]!.hand.filter((c) => !gone.includes(c));
    expect(Math.max(...gone.map(stdKeep))).toBeLessThanOrEqual(Math.min(...kept.map(stdKeep)));
  });

  it('exchange: a partner who needs wins gives the cheerleader back its weakest card', () => {
    const s = atTrick(stdConfig(4, { cheerleader: true }), 'ab-exchange', {
      ...OTHERS,
      0: { hand: ['red-2', 'blue-2', 'green-3', 'blue-3'], chars: ['cheerleader-1', 'hermit-1', 'healer-1'], bets: [] },
      1: {
        hand: ['red-10', 'black-10', 'green-1', 'blue-7', 'black-7', 'green-3'],
        set: 'red',
        chars: ['samurai-1', 'militia-1', 'collector-1'],
        bets: ['samurai-1'],
      },
    });
    s.std!.partner = { cheer: 0, partner: 1 };
    s.std!.pending = { kind: 'exchange', from: 0, to: 1, card: 'green-3' };
    s.phase = 'exchange';
    expect(bots.chooseMove(s, 1, 'normal', 'x', tickClock(30))).toEqual({ t: 'exchange', card: 'green-1' });
  });

  it('every level answers legally in these positions, and the same seed gives the same move', () => {
    const s = atTrick(cfg, 'ab-any', {
      ...OTHERS,
      0: { hand: ['red-10', 'blue-10', 'green-10', 'black-10', 'black-7'], set: 'blue', chars: ['ninja-1', 'hermit-1', 'healer-1'], bets: ['hermit-1'] },
    });
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const move = bots.chooseMove(s, 0, level, 'same', tickClock(40));
      expect(engine.apply(s, move).ok, level).toBe(true);
      expect(bots.chooseMove(s, 0, level, 'same', tickClock(40))).toEqual(move);
    }
  });
});
