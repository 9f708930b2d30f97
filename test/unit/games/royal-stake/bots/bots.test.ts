// The Royal Stake bots answer with legal moves in every mode and phase, are deterministic for a
// seed and a clock, and the hard bot stops before its deadline. Positions come from random
// legal play of the three modes (#mode-i-am-king, #mode-team, #mode-emperor).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bots } from '../../../../../src/games/royal-stake/bots';
import { engine } from '../../../../../src/games/royal-stake/engine';
import type { PlayMode, RsState } from '../../../../../src/games/royal-stake/engine/types';
import type { BotLevel } from '../../../../../src/games/types';
import { choicePosition, randomPosition, tickClock } from './helpers';

const modeArb = fc.constantFrom<PlayMode>('i-am-king', 'team', 'emperor');
const levelArb = fc.constantFrom<BotLevel>('easy', 'normal', 'hard');
const positionArb = fc.record({ mode: modeArb, seed: fc.string({ maxLength: 6 }), plies: fc.integer({ min: 0, max: 140 }) });

describe('royal-stake bots: legal moves', () => {
  it('every level answers with a move the engine offers, in all modes and phases', () => {
    fc.assert(
      fc.property(positionArb, levelArb, fc.string({ maxLength: 4 }), (p, level, seed) => {
        const s = randomPosition(p.mode, p.seed, p.plies);
        const seat = engine.toMove(s);
        fc.pre(seat !== null);
        const move = bots.chooseMove(s, seat!, level, seed, tickClock(12));
        expect(engine.legalMoves(s)).toContainEqual(move);
      }),
      { numRuns: 150 },
    );
  });

  it('every phase of every mode is reached by the positions above (so the property covers them)', () => {
    const seen = new Set<string>();
    for (const mode of ['i-am-king', 'team', 'emperor'] as const) {
      for (let plies = 0; plies < 60; plies++) seen.add(`${mode}:${randomPosition(mode, 'phases', plies).phase}`);
    }
    for (const want of [
      'i-am-king:auction',
      'i-am-king:kingSet',
      'i-am-king:sets',
      'i-am-king:discard',
      'i-am-king:trick',
      'team:draft',
      'team:trick',
      'emperor:reveal',
      'emperor:sets',
      'emperor:discard',
      'emperor:trick',
    ]) {
      expect(seen).toContain(want);
    }
  });

  it('a whole game of each mode, every seat a bot of a different level, ends with an outcome', { timeout: 60_000 }, () => {
    for (const mode of ['i-am-king', 'team', 'emperor'] as const) {
      let s = randomPosition(mode, `whole-${mode}`, 0);
      const levels: BotLevel[] = ['hard', 'normal', 'easy', 'normal', 'easy'];
      for (let ply = 0; engine.toMove(s) !== null; ply++) {
        expect(ply).toBeLessThan(1000);
        const seat = engine.toMove(s)!;
        const next = engine.apply(s, bots.chooseMove(s, seat, levels[seat]!, `w${ply}`, tickClock(8)));
        expect(next.ok).toBe(true);
        if (next.ok) s = next.value;
      }
      expect(engine.outcome(s)).not.toBeNull();
    }
  });

  it('a broken state gets an answer, not an exception', () => {
    expect(() => bots.chooseMove({} as RsState, 0, 'hard', 'b', tickClock(10))).not.toThrow();
    const s = randomPosition('i-am-king', 'broken', 20);
    const broken = { ...s, seats: [] } as RsState;
    expect(() => bots.chooseMove(broken, 0, 'normal', 'b', tickClock(10))).not.toThrow();
  });
});

describe('royal-stake bots: determinism and the clock', () => {
  it('the same seed and clock give the same move at every level, in every mode', () => {
    for (const mode of ['i-am-king', 'team', 'emperor'] as const) {
      for (const plies of [1, 9, 30]) {
        const s = randomPosition(mode, `same-${mode}`, plies);
        const seat = engine.toMove(s)!;
        for (const level of ['easy', 'normal', 'hard'] as const) {
          expect(bots.chooseMove(s, seat, level, 'k', tickClock(40))).toEqual(bots.chooseMove(s, seat, level, 'k', tickClock(40)));
        }
      }
    }
  });

  it('different seeds make the easy bot vary its choice', () => {
    const s = randomPosition('team', 'vary', 30);
    const seat = engine.toMove(s)!;
    const picks = new Set(Array.from({ length: 40 }, (_, i) => JSON.stringify(bots.chooseMove(s, seat, 'easy', `e${i}`, tickClock(0)))));
    expect(picks.size).toBeGreaterThan(1);
  });

  it('hard stops reading the clock before the deadline, with a reserve, and uses most of it', () => {
    for (const [mode, plies] of [
      ['i-am-king', 0],
      ['i-am-king', 12],
      ['team', 20],
      ['emperor', 12],
    ] as const) {
      const s = choicePosition(mode, `clock-${mode}`, plies);
      const clock = tickClock(200);
      bots.chooseMove(s, engine.toMove(s)!, 'hard', 'c', clock);
      expect(clock.reads()).toBeLessThan(200);
      expect(clock.reads()).toBeGreaterThan(150);
    }
  });

  // The real-clock budget (a hard move within its time) is measured by `npm run bench` (rs-bench.ts:
  // median and late moves), not asserted here: a wall-clock assert fails on a busy machine, not on a bug.
});
