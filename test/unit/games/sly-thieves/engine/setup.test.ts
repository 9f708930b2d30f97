// Setup and the placement round ("Подготовка к игре" of both variants; rules page setup-gangs,
// setup-bank, placement, turn-order, advanced-setup, tile-distribution, ruling-icons-after-move).
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/sly-thieves/engine';
import type { SlyState } from '../../../../../src/games/sly-thieves/engine';
import { CENTRE } from '../../../../../src/games/sly-thieves/engine/geometry';
import { DEFAULT_DISTRIBUTION } from '../../../../../src/games/sly-thieves/data';
import { at, refuse } from './helpers';

function start(players: number, variant: 'basic' | 'advanced' = 'basic', seed = 'seed-1', distribution?: unknown): SlyState {
  const r = engine.setup({ players, variant, distribution } as never, seed);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** Plays the placement round with the first offered placement each time; returns the seats in order. */
function placeAll(s: SlyState): { state: SlyState; order: number[] } {
  const order: number[] = [];
  while (s.phase === 'placement') {
    order.push(s.seat);
    const r = engine.apply(s, engine.legalMoves(s)[0]!);
    if (!r.ok) throw new Error(r.error);
    s = r.value;
  }
  return { state: s, order };
}

const tileKey = (t: { value: number; icon: string | null }) => `${t.value}/${t.icon}`;

describe('Подготовка к игре: the bank', () => {
  it('deals the 60 tiles of the distribution, one per room, and leaves the guard post empty', () => {
    const s = start(2);
    expect(s.tiles[CENTRE]).toBeNull();
    const dealt = s.tiles
      .filter((t) => t !== null)
      .map((t) => tileKey(t!))
      .sort();
    const box = DEFAULT_DISTRIBUTION.flatMap((l) => Array.from({ length: l.count }, () => tileKey(l))).sort();
    expect(dealt).toEqual(box);
    expect(dealt).toHaveLength(60);
  });

  it('the deal depends on the seed only', () => {
    expect(start(2, 'basic', 'a').tiles).toEqual(start(2, 'basic', 'a').tiles);
    expect(start(2, 'basic', 'a').tiles).not.toEqual(start(2, 'basic', 'b').tiles);
  });

  it('honours a custom distribution (tile-distribution)', () => {
    const s = start(2, 'basic', 'x', [
      { value: 1, icon: null, count: 50 },
      { value: 3, icon: 'star', count: 10 },
    ]);
    expect(s.tiles.filter((t) => t?.value === 3 && t.icon === 'star')).toHaveLength(10);
    expect(s.tiles.filter((t) => t?.value === 1)).toHaveLength(50);
  });

  it('advanced: both guards start on the guard post; basic: no guards (advanced-setup)', () => {
    expect(start(2, 'advanced').guards).toEqual([CENTRE, CENTRE]);
    expect(start(2, 'basic').guards).toEqual([]);
  });

  it.each([
    [{ players: 1, variant: 'basic' }, 'ERR_BAD_PLAYERS'],
    [{ players: 5, variant: 'basic' }, 'ERR_BAD_PLAYERS'],
    [{ players: '2', variant: 'basic' }, 'ERR_BAD_PLAYERS'],
    [{ players: 2, variant: 'expert' }, 'ERR_BAD_VARIANT'],
    [{ players: 2, distribution: [{ value: 1, icon: null, count: 59 }] }, 'ERR_BAD_DISTRIBUTION'],
    [{ players: 2, distribution: [{ value: 4, icon: null, count: 60 }] }, 'ERR_BAD_DISTRIBUTION'],
    [{ players: 2, distribution: [{ value: 1, icon: 'moon', count: 60 }] }, 'ERR_BAD_DISTRIBUTION'],
    [
      {
        players: 2,
        distribution: [
          { value: 1, icon: null, count: 30 },
          { value: 1, icon: null, count: 30 },
        ],
      },
      'ERR_BAD_DISTRIBUTION',
    ],
    [
      {
        players: 3,
        distribution: [
          { value: 1, icon: null, count: 8 },
          { value: 2, icon: null, count: 52 },
        ],
      },
      'ERR_NOT_ENOUGH_CASH',
    ],
    [null, 'ERR_BAD_CONFIG'],
  ])('refuses an impossible table %j with %s', (config, code) => {
    const r = engine.setup(config as never, 's');
    expect(r.ok ? 'ok' : r.error).toBe(code);
  });

  it('refuses a seed that is not a string', () => {
    const r = engine.setup({ players: 2, variant: 'basic' }, 42 as never);
    expect(r.ok ? 'ok' : r.error).toBe('ERR_BAD_SEED');
  });
});

describe('Подготовка к игре: gangs and the placement round (setup-gangs, placement)', () => {
  it.each([
    [2, 4],
    [3, 3],
    [4, 3],
  ])('%i players place %i thieves each, taking turns one thief at a time', (players, each) => {
    const { state, order } = placeAll(start(players));
    expect(order).toHaveLength(players * each);
    for (let seat = 0; seat < players; seat++) expect(state.thieves.filter((t) => t.seat === seat)).toHaveLength(each);
    // Clockwise from the seat that won the draw.
    expect(order).toEqual(order.map((_, i) => (state.first + i) % players));
  });

  it('the first player is drawn by lot from the seed', () => {
    const firsts = new Set(Array.from({ length: 40 }, (_, i) => start(4, 'basic', `lot-${i}`).first));
    expect([...firsts].sort()).toEqual([0, 1, 2, 3]);
  });

  it('the player who placed the last thief makes the first run (Ход игры)', () => {
    const { state, order } = placeAll(start(3, 'basic', 'order'));
    expect(state.phase).toBe('play');
    expect(engine.toMove(state)).toBe(order[order.length - 1]);
  });

  it('thieves go only on free cash tiles', () => {
    let s = start(2);
    const cash = s.tiles.flatMap((t, room) => (t?.value === 1 ? [room] : []));
    expect(engine.legalMoves(s).map((m) => (m.type === 'place' ? m.to : -1))).toEqual(cash);
    const rich = s.tiles.findIndex((t) => t !== null && t.value > 1);
    expect(refuse(s, { type: 'place', seat: s.seat, to: rich })).toBe('ERR_NOT_CASH_TILE');
    expect(refuse(s, { type: 'place', seat: s.seat, to: CENTRE })).toBe('ERR_NO_TILE');
    expect(refuse(s, { type: 'move', seat: s.seat, from: cash[0]!, to: at(0, 1) })).toBe('ERR_WRONG_PHASE');
    const r = engine.apply(s, { type: 'place', seat: s.seat, to: cash[0]! });
    if (!r.ok) throw new Error(r.error);
    s = r.value;
    expect(refuse(s, { type: 'place', seat: s.seat, to: cash[0]! })).toBe('ERR_ROOM_TAKEN');
    expect(engine.legalMoves(s)).toHaveLength(cash.length - 1);
  });

  it('icons do not fire during placement, even on a star (ruling-icons-after-move)', () => {
    let s = start(2, 'advanced', 'icons');
    while (s.phase === 'placement') {
      const star = engine.legalMoves(s).find((m) => m.type === 'place' && s.tiles[m.to]?.icon === 'star') ?? engine.legalMoves(s)[0]!;
      const r = engine.apply(s, star);
      if (!r.ok) throw new Error(r.error);
      s = r.value;
      expect(s.pending).toBeNull();
    }
    expect(s.thieves.some((t) => s.tiles[t.room!]?.icon === 'star')).toBe(true);
  });
});
