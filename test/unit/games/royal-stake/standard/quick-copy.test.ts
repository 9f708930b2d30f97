// The fixed-shape copies of the standard state (engine/modes/standard/quick-copy.ts) keep every
// field: a dropped one would silently lose part of a game (house rule: nothing entered is lost).
import { describe, expect, it } from 'vitest';
import { STD_KEYS, STD_SEAT_KEYS, cloneStd, cloneStdSeat } from '../../../../../src/games/royal-stake/engine/modes/standard/quick-copy';
import type { StdSeat, StdState } from '../../../../../src/games/royal-stake/engine/modes/standard/types';
import { randomRun, stdConfig, stdStarted } from './helpers';

/** An object with every listed key set to a distinct marker. */
const marked = <T>(keys: Readonly<Record<string, true>>): T => Object.fromEntries(Object.keys(keys).map((k) => [k, { marker: k }])) as T;

describe('standard state copies (quick-copy.ts)', () => {
  it('copy every key of StdState and StdSeat, sharing the values', () => {
    const std = marked<StdState>(STD_KEYS);
    expect(cloneStd(std)).toEqual(std);
    for (const k of Object.keys(STD_KEYS)) expect(cloneStd(std)[k as keyof StdState]).toBe(std[k as keyof StdState]);
    const seat = marked<StdSeat>(STD_SEAT_KEYS);
    expect(cloneStdSeat(seat)).toEqual(seat);
  });

  it('leave absent optional fields absent, so a JSON round trip is unchanged (3-5 players and 2)', () => {
    for (const [n, options] of [
      [4, { cheerleader: true, jesterDeal: true }],
      [2, { jesterDeal: true }],
    ] as const) {
      const { states } = randomRun(stdStarted(stdConfig(n, options), `copy-${n}`), `copy-${n}/moves`);
      for (const s of states) {
        if (!s.std) continue;
        // toStrictEqual: a key set to undefined where the original has none fails too.
        expect(cloneStd(s.std)).toStrictEqual(s.std);
        for (const x of s.std.seats) expect(cloneStdSeat(x)).toStrictEqual(x);
      }
    }
  });
});
