// Unit tests of the Sly Thieves loot count. Section names refer to the Russian rulebook.
import { describe, expect, it } from 'vitest';
import { scorer } from '../../../../src/games/sly-thieves/score';

const two = (a: Record<string, unknown>, b: Record<string, unknown> = { 1: 3 }) => ({
  players: [
    { id: 'A', tiles: a },
    { id: 'B', tiles: b },
  ],
});

describe('Подсчет очков: tile values', () => {
  it('explains one row per value with count × value points and the scoring anchor', () => {
    const r = scorer.score(two({ 1: 5, 2: 3, 3: 1 }));
    if (!r.ok) throw new Error(r.error);
    expect(r.value.breakdown.A).toEqual([
      { category: 'cash', points: 5, rule: 'scoring-values', params: { count: 5, value: 1 } },
      { category: 'goldBar', points: 6, rule: 'scoring-values', params: { count: 3, value: 2 } },
      { category: 'diamond', points: 3, rule: 'scoring-values', params: { count: 1, value: 3 } },
    ]);
    expect(r.value.totals).toEqual({ A: 14, B: 3 });
  });

  it('the book example (one tile of each kind) is worth 6', () => {
    const r = scorer.score(two({ 1: 1, 2: 1, 3: 1 }));
    expect(r.ok && r.value.totals.A).toBe(6);
  });

  it('a diamond outweighs a gold bar and a gold bar outweighs cash', () => {
    const totals = [{ 1: 1 }, { 2: 1 }, { 3: 1 }].map((t) => {
      const r = scorer.score(two(t));
      return r.ok ? r.value.totals.A : NaN;
    });
    expect(totals).toEqual([1, 2, 3]);
  });

  it('scores the advanced variant exactly like the basic one (Продвинутый вариант, Подсчет очков)', () => {
    const basic = scorer.score(two({ 1: 4, 3: 2 }));
    const advanced = scorer.score({ variant: 'advanced', ...two({ 1: 4, 3: 2 }) });
    expect(advanced).toEqual(basic);
  });
});

describe('ruling-ties: the book names no tie-break', () => {
  it('equal loot shares a place even with different tile counts', () => {
    // A: six cash tiles; B: two diamonds. Both 6 points; more tiles does not break the tie.
    const r = scorer.score(two({ 1: 6 }, { 3: 2 }));
    expect(r.ok && r.value.ranking.map((p) => [...p].sort())).toEqual([['A', 'B']]);
  });
});

describe('refusals of impossible input', () => {
  it.each([
    ['not an object', 42, 'ERR_INPUT_NOT_OBJECT'],
    ['players missing', {}, 'ERR_PLAYERS_NOT_LIST'],
    ['no players', { players: [] }, 'ERR_NO_PLAYERS'],
    ['player not an object', { players: ['A'] }, 'ERR_PLAYER_NOT_OBJECT'],
    ['empty id', { players: [{ id: ' ', tiles: {} }] }, 'ERR_BAD_PLAYER_ID'],
    ['tiles not a map', { players: [{ id: 'A', tiles: [5, 3, 1] }] }, 'ERR_TILES_NOT_OBJECT'],
    ['tiles missing', { players: [{ id: 'A' }] }, 'ERR_TILES_NOT_OBJECT'],
    ['value 0', two({ 0: 1 }), 'ERR_UNKNOWN_TILE_VALUE'],
    ['NaN count', two({ 1: Number.NaN }), 'ERR_NOT_INTEGER'],
    ['infinite count', two({ 1: Number.POSITIVE_INFINITY }), 'ERR_NOT_INTEGER'],
    ['null count', two({ 2: null }), 'ERR_NOT_INTEGER'],
    ['bank split not a map', { distribution: 60, ...two({ 1: 1 }) }, 'ERR_BAD_DISTRIBUTION'],
    ['bank split short of 60', { distribution: { 1: 30, 2: 20 }, ...two({ 1: 1 }) }, 'ERR_BAD_DISTRIBUTION'],
    ['variant not a string', { variant: 2, ...two({ 1: 1 }) }, 'ERR_UNKNOWN_VARIANT'],
  ])('%s', (_name, input, code) => {
    expect(scorer.score(input)).toMatchObject({ ok: false, error: code });
  });

  it('points at the offending field', () => {
    expect(scorer.score(two({ 1: 2 }, { 3: -1 }))).toMatchObject({ ok: false, path: 'players.1.tiles.3' });
  });

  it('Компоненты: 60 tiles in all is fine, 61 is refused with the totals', () => {
    expect(scorer.score(two({ 1: 30 }, { 2: 30 })).ok).toBe(true);
    expect(scorer.score(two({ 1: 30 }, { 2: 31 }))).toMatchObject({
      ok: false,
      error: 'ERR_TOO_MANY_TILES',
      params: { total: 61, max: 60 },
    });
  });

  it('a huge count is caught by the 60-tile limit, not summed into a score', () => {
    expect(scorer.score(two({ 3: 1e300 }))).toMatchObject({ ok: false, error: 'ERR_TOO_MANY_TILES' });
  });

  it('with a stated bank split, one value over its supply is refused; without one it is not', () => {
    const loot = two({ 2: 15 }, { 2: 6 });
    expect(scorer.score({ distribution: { 1: 30, 2: 20, 3: 10 }, ...loot })).toMatchObject({
      ok: false,
      error: 'ERR_TOO_MANY_TILES_OF_VALUE',
      params: { value: 2, total: 21, max: 20 },
    });
    expect(scorer.score(loot).ok).toBe(true);
  });

  it('accepts a player-chosen bank split that fills 60 rooms', () => {
    const r = scorer.score({ distribution: { 1: 24, 2: 24, 3: 12 }, ...two({ 3: 12 }) });
    expect(r.ok && r.value.totals.A).toBe(36);
  });

  it('Компоненты: four colours of thieves, so a fifth gang is refused and four are fine', () => {
    const gangs = (n: number) => ({
      players: 'ABCDE'
        .slice(0, n)
        .split('')
        .map((id) => ({ id, tiles: { 1: 3 } })),
    });
    expect(scorer.score(gangs(4)).ok).toBe(true);
    expect(scorer.score(gangs(5))).toMatchObject({ ok: false, error: 'ERR_TOO_MANY_PLAYERS', params: { max: 4 } });
  });

  it('ignores extra optional fields (names, colours, notes)', () => {
    const r = scorer.score({ note: 'x', players: [{ id: 'A', name: 'Аня', colour: 'red', tiles: { 1: 2 } }] });
    expect(r.ok && r.value.totals).toEqual({ A: 2 });
  });
});
