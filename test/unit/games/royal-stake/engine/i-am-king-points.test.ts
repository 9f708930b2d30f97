// Round points of "I am King" during play (rules page #mode-i-am-king; book "Я король: Получение
// ПО", "Белый флаг", "Красная дама"): the engine's quick count equals the scorer's on any round.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roundPoints } from '../../../../../src/games/royal-stake/engine/modes/i-am-king/points';
import { freshSeat } from '../../../../../src/games/royal-stake/engine/seat';
import { scorer } from '../../../../../src/games/royal-stake/score';
import { RULER_COLOURS } from '../../../../../src/games/royal-stake/data/colours';
import type { SeatState } from '../../../../../src/games/royal-stake/engine/types';

const roundArb = fc.record({
  split: fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 })).map(([a, b]) => {
    const [x, y] = a <= b ? [a, b] : [b, a];
    return [x, y - x, 9 - y];
  }),
  sets: fc.shuffledSubarray([...RULER_COLOURS], { minLength: 3, maxLength: 3 }),
  king: fc.integer({ min: 0, max: 2 }),
  red: fc.boolean(),
  flags: fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 1, max: 3 })), { maxLength: 2 }),
});

describe('"I am King" round points = scorer (property)', () => {
  it('agrees on tricks, red queen, jack bets and white-flag bonuses', () => {
    fc.assert(
      fc.property(roundArb, ({ split, sets, king, red, flags }) => {
        const seats: SeatState[] = split.map((tricks, i) => ({ ...freshSeat(), set: sets[i]!, tricks, flagWins: [] as number[] }));
        for (const [i, n] of flags) if (seats[i]!.flagWins.length < seats[i]!.tricks) seats[i]!.flagWins.push(n);
        const redSeat = seats.findIndex((s) => s.set === 'red');
        if (red && redSeat >= 0 && seats[redSeat]!.tricks > 0) seats[redSeat]!.redQueenWin = true;
        const input = {
          mode: 'i-am-king',
          players: [{ id: '0' }, { id: '1' }, { id: '2' }],
          rounds: [
            {
              king: String(king),
              players: Object.fromEntries(seats.map((s, i) => [String(i), { rulers: s.set, tricks: s.tricks, redQueen: s.redQueenWin, flagWins: s.flagWins }])),
            },
          ],
        };
        const scored = scorer.score(input);
        expect(scored.ok).toBe(true);
        if (scored.ok) expect(roundPoints(seats, king)).toEqual([0, 1, 2].map((i) => scored.value.totals[String(i)]));
      }),
      { numRuns: 2000 },
    );
  });

  it('the King with 5 tricks against 3 and 1 takes 200; the 3-trick opponent 100 (Получение ПО)', () => {
    const seats = [5, 3, 1].map((tricks) => ({ ...freshSeat(), tricks }));
    expect(roundPoints(seats, 0)).toEqual([200, 100, 0]);
  });

  it('a red-queen win can tie the King: both opponents take 100 (Красная дама)', () => {
    const seats = [4, 3, 2].map((tricks) => ({ ...freshSeat(), tricks }));
    // Without the red queen: the King out-tricks both; the 3-trick opponent has the jack bet.
    expect(roundPoints(seats, 0)).toEqual([100, 100, 0]);
    seats[1]!.redQueenWin = true;
    // With it: 4 wins against 4, no jack bet (exactly 3 wins needed), both opponents win.
    expect(roundPoints(seats, 0)).toEqual([0, 100, 100]);
  });
});
