// The first-player token passes to the left neighbour after every island — «Ход игры», шаг 6.
import { describe, expect, it } from 'vitest';
import { firstPlayerOfIsland, firstPlayersByIsland } from '../../../../src/games/jackal/score';

describe('first-player token — «Подготовка», «Ход игры» шаг 6', () => {
  const seats = ['Ann', 'Bob', 'Cat'];
  it('the starter holds it on island 1, the next seat clockwise on island 2', () => {
    expect(firstPlayerOfIsland(seats, 'Bob', 1)).toEqual({ ok: true, value: 'Bob' });
    expect(firstPlayerOfIsland(seats, 'Bob', 2)).toEqual({ ok: true, value: 'Cat' });
    expect(firstPlayerOfIsland(seats, 'Bob', 3)).toEqual({ ok: true, value: 'Ann' });
  });
  it('goes round the table over ten islands', () => {
    const r = firstPlayersByIsland(['A', 'B', 'C', 'D'], 'C', 10);
    expect(r).toEqual({ ok: true, value: ['C', 'D', 'A', 'B', 'C', 'D', 'A', 'B', 'C', 'D'] });
  });
  it('refuses an unknown starter, doubled seats and island 0', () => {
    expect(firstPlayerOfIsland(seats, 'Zed', 1)).toMatchObject({ ok: false, error: 'ERR_UNKNOWN_PLAYER' });
    expect(firstPlayerOfIsland(['A', 'A'], 'A', 1)).toMatchObject({ ok: false, error: 'ERR_DUPLICATE_PLAYER' });
    expect(firstPlayerOfIsland(seats, 'Ann', 0)).toMatchObject({ ok: false, error: 'ERR_BAD_ISLAND' });
  });
});
