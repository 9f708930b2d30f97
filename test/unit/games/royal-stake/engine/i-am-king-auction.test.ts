// "I am King" auction (rules page #mode-i-am-king; book "Я король: Аукцион"), as ruled in the
// brief: a bid lays n >= 1 more own auction cards, the laid total must reach the top (equal takes
// the title), passing is final, two passes end it, the opener starts as holder with nothing laid.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { engine } from '../../../../../src/games/royal-stake/engine';
import type { RsState } from '../../../../../src/games/royal-stake/engine/types';
import { refusal, run, started } from './core-helpers';

const CONFIG = { mode: 'i-am-king' as const, players: 3 };
const start = (seed = 'auction'): RsState => started(CONFIG, seed);

describe('auction (Я король: Аукцион)', () => {
  const s = start();
  const o = s.auction!.opener;
  const next = (k: number) => (o + k) % 3;

  it('opens with the opener holding the title at 0 and the next seat clockwise to act', () => {
    expect(s.phase).toBe('auction');
    expect(s.auction).toEqual({ opener: o, turn: next(1), passed: [], holder: o, top: 0 });
    expect(engine.toMove(s)).toBe(next(1));
    expect(engine.legalMoves(s)).toEqual([{ t: 'pass' }, { t: 'bid', n: 1 }, { t: 'bid', n: 2 }, { t: 'bid', n: 3 }]);
  });

  it('two passes make the opener King with nothing laid', () => {
    const a = run(s, { t: 'pass' }, { t: 'pass' });
    // The King takes up all 3 auction cards and discards 3 before picking (lines 792-793).
    expect([a.phase, a.discardOrder]).toEqual(['discard', [{ seat: o, count: 3 }]]);
    expect(a.lead).toBe(o);
    expect(a.first).toBe(o);
    expect(a.seats[o]!.laid).toEqual([]);
  });

  it('a later challenger must reach the top; equal takes the title', () => {
    const a = run(s, { t: 'bid', n: 2 });
    expect(a.auction).toMatchObject({ holder: next(1), top: 2, turn: next(2) });
    expect(a.seats[next(1)]!.laid).toHaveLength(2);
    expect(a.seats[next(1)]!.auction).toHaveLength(1);
    expect(engine.legalMoves(a)).toEqual([{ t: 'pass' }, { t: 'bid', n: 2 }, { t: 'bid', n: 3 }]);
    expect(refusal(a, { t: 'bid', n: 1 })).toBe('ERR_BID_TOO_LOW');
    const b = run(a, { t: 'bid', n: 2 });
    expect(b.auction).toMatchObject({ holder: next(2), top: 2, turn: o });
  });

  it('the opener may defend; laid cards add up', () => {
    const a = run(s, { t: 'bid', n: 1 }, { t: 'pass' }, { t: 'bid', n: 1 });
    expect(a.auction).toMatchObject({ holder: o, top: 1, turn: next(1), passed: [next(2)] });
    // next(1) has 1 laid: one more card reaches 2 > 1.
    const b = run(a, { t: 'bid', n: 1 });
    expect(b.auction).toMatchObject({ holder: next(1), top: 2, turn: o });
    const c = run(b, { t: 'pass' });
    expect([c.phase, c.discardOrder]).toEqual(['discard', [{ seat: next(1), count: 1 }]]);
    expect(c.lead).toBe(next(1));
  });

  it('passing is final: a passed seat never gets the turn again', () => {
    const a = run(s, { t: 'pass' }, { t: 'bid', n: 1 });
    expect(a.auction).toMatchObject({ turn: o, passed: [next(1)] });
    const b = run(a, { t: 'bid', n: 1 });
    expect(b.auction!.turn).toBe(next(2));
  });

  it('refuses bids outside 1-3, beyond the cards left, or moves of another phase', () => {
    expect(refusal(s, { t: 'bid', n: 0 })).toBe('ERR_BAD_BID');
    expect(refusal(s, { t: 'bid', n: 4 })).toBe('ERR_BAD_BID');
    expect(refusal(s, { t: 'bid', n: 1.5 })).toBe('ERR_BAD_BID');
    const a = run(s, { t: 'bid', n: 3 }, { t: 'pass' });
    expect(refusal(a, { t: 'bid', n: 2 })).toBe('ERR_BID_TOO_LOW');
    expect(refusal(a, { t: 'set', colour: 'red' })).toBe('ERR_WRONG_PHASE');
    expect(refusal(a, { t: 'play', card: a.seats[o]!.hand[0]! })).toBe('ERR_WRONG_PHASE');
    const b = run(a, { t: 'bid', n: 3 });
    expect(b.auction).toMatchObject({ holder: o, top: 3, turn: next(1) });
    // next(1) laid all three: nothing left to bid with.
    expect(engine.legalMoves(b)).toEqual([{ t: 'pass' }]);
    expect(refusal(b, { t: 'bid', n: 1 })).toBe('ERR_NOT_ENOUGH_AUCTION_CARDS');
  });

  it('the opener is drawn for round 1 and moves one seat clockwise each round', () => {
    const openers = new Set<number>();
    for (let i = 0; i < 30; i++) openers.add(start(`o${i}`).auction!.opener);
    expect(openers.size).toBe(3);
  });

  it('always ends with exactly one King after at most 9 laid cards (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.nat(), { minLength: 20, maxLength: 20 }), (seed, picks) => {
        let st = start(seed);
        let steps = 0;
        while (st.phase === 'auction') {
          const moves = engine.legalMoves(st);
          st = run(st, moves[picks[steps % picks.length]! % moves.length]!);
          steps++;
          expect(steps).toBeLessThanOrEqual(12);
        }
        // Straight to the set pick only when the King laid all 3 (nothing to take up or discard).
        expect(st.phase).toBe(st.seats[st.lead!]!.laid.length === 3 ? 'kingSet' : 'discard');
        expect(st.auction!.passed).toHaveLength(2);
        expect(st.auction!.passed).not.toContain(st.lead);
        expect(st.seats.reduce((n, x) => n + x.laid.length, 0)).toBeLessThanOrEqual(9);
      }),
      { numRuns: 300 },
    );
  });
});
