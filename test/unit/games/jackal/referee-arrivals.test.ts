// Arrival order and the treasure split — «Ход игры», шаг 5, and ties by seat
// («Как понять, кто пришёл к кладу первым?»).
import { describe, expect, it } from 'vitest';
import { card, island, judge, pirate, T } from './helpers';

describe("the book's first island — «Ход игры», шаги 4-5", () => {
  // You take the long way to the big treasure; Benbow walks straight to the small one; Silver
  // turns back and reaches the small one after Benbow.
  const v = judge(
    island(
      {
        you: [card('arrowHorizontal', 'empty'), card('arrowVertical', 'empty'), card('horse', T('big', 3))],
        benbow: [card('arrowAnyDiagonal', T('small', 1))],
        silver: [card('arrowHorizontal', 'empty'), card('arrowHorizontal', 'empty'), card('arrowVertical', T('small', 1))],
      },
      { seats: ['you', 'benbow', 'silver'], firstPlayer: 'you' },
    ),
  );
  it('a lone pirate on a treasure takes all of it', () => {
    expect(pirate(v, 'you')).toMatchObject({ coins: 3, place: 1 });
  });
  it('Benbow first on the small treasure takes its coin, Silver second gets nothing', () => {
    expect(pirate(v, 'benbow')).toMatchObject({ coins: 1, place: 1, steps: 1 });
    expect(pirate(v, 'silver')).toMatchObject({ coins: 0, place: 2, steps: 3 });
    expect(v.coins).toEqual({ you: 3, benbow: 1, silver: 0 });
  });
});

describe('sharing one treasure — «Ход игры», шаг 5', () => {
  it('three pirates on the big treasure take 3, 2 and 1 by arrival', () => {
    const v = judge(
      island({
        A: [card('horse', 'empty'), card('horse', 'empty'), card('horse', T('big', 3))],
        B: [card('horse', T('big', 3))],
        C: [card('horse', 'empty'), card('horse', T('big', 3))],
      }),
    );
    expect(v.treasures).toEqual([
      {
        treasure: 'big',
        value: 3,
        order: [
          { id: 'B', step: 1, coins: 3 },
          { id: 'C', step: 2, coins: 2 },
          { id: 'A', step: 3, coins: 1 },
        ],
      },
    ]);
  });
  it('a fourth pirate on a 3-coin treasure gets nothing — ruling "split-floor"', () => {
    const rows = Object.fromEntries(['A', 'B', 'C', 'D'].map((id, k) => [id, [...Array(k).fill(card('arrowVertical', 'empty')), card('horse', T('big', 3))]]));
    expect(judge(island(rows)).coins).toEqual({ A: 3, B: 2, C: 1, D: 0 });
  });
  it('different treasures are shared separately', () => {
    const v = judge(island({ A: [card('horse', T('x', 2))], B: [card('horse', T('y', 2))] }));
    expect(v.coins).toMatchObject({ A: 2, B: 2 });
  });
  it('seats that stayed away (Tortuga) are booked 0', () => {
    expect(judge(island({ B: [card('horse', T('x', 2))] })).coins).toEqual({ A: 0, B: 2, C: 0, D: 0 });
  });
});

describe('equal steps — «Как понять, кто пришёл к кладу первым?» (ruling "first-player-tie")', () => {
  const tied = { A: [card('horse', T('big', 3))], D: [card('arrowVertical', T('big', 3))] };
  it('the pirate closer clockwise to the first player arrives first', () => {
    const v = judge(island(tied, { firstPlayer: 'C' }));
    expect(v.coins).toMatchObject({ D: 3, A: 2 });
    expect(pirate(v, 'D').line.map((r) => r.code)).toEqual(['V_ARRIVED', 'V_TIE_CLOCKWISE']);
  });
  it('the first player himself wins a tie', () => {
    expect(judge(island(tied, { firstPlayer: 'D' })).coins).toMatchObject({ D: 3, A: 2 });
    expect(judge(island(tied, { firstPlayer: 'A' })).coins).toMatchObject({ A: 3, D: 2 });
  });
  it('the seat order, not the input order, decides', () => {
    const v = judge(island({ D: tied.D, A: tied.A }, { firstPlayer: 'B' }));
    expect(v.coins).toMatchObject({ D: 3, A: 2 });
  });
  it('a pirate with no rival on his step gets no tie note', () => {
    const v = judge(island({ A: [card('horse', T('big', 3))], B: [card('horse', 'empty'), card('horse', T('big', 3))] }));
    expect(pirate(v, 'B').line).toEqual([{ code: 'V_ARRIVED', rule: 'treasure-split', params: { treasure: 'big', value: 3, step: 2, place: 2, coins: 2 } }]);
  });
});
