// The board and tile facts: "Компоненты" (60 tiles, 2 guards, 16 thieves in 4 colours),
// "Подготовка к игре" (centre room empty, 4 or 3 thieves per gang), "Подсчет очков" (1/2/3).
import { describe, expect, it } from 'vitest';
import {
  BOARD_RADIUS,
  DEFAULT_DISTRIBUTION,
  GUARD_COUNT,
  HEX_DIRECTIONS,
  LOOT_BY_VALUE,
  ROOMS_PER_SIDE,
  ROOM_COUNT,
  TILE_COUNT,
  TILE_ICONS,
  boardPoints,
  boardRooms,
  countsByIcon,
  countsByValue,
  expandDistribution,
  isFullBank,
  isGuardPost,
  isOnBoard,
  isTileValue,
  thievesPerPlayer,
} from '../../../../src/games/sly-thieves/data';

describe('Компоненты: the bank', () => {
  it('is a hexagon of 61 rooms with 5 rooms on a side, the centre being the guard post', () => {
    const rooms = boardRooms();
    expect(rooms).toHaveLength(61);
    expect(ROOM_COUNT).toBe(61);
    expect(new Set(rooms.map((r) => `${r.q},${r.r}`)).size).toBe(61);
    expect(rooms.filter(isGuardPost)).toHaveLength(1);
    // One side: from the corner (4, -4) along the edge q = 4, five rooms, the sixth step leaves.
    const side = Array.from({ length: 6 }, (_, i) => ({ q: BOARD_RADIUS, r: -BOARD_RADIUS + i }));
    expect(side.filter(isOnBoard)).toHaveLength(ROOMS_PER_SIDE);
  });

  it('holds 60 tiles and 2 guards', () => {
    expect(TILE_COUNT).toBe(60);
    expect(GUARD_COUNT).toBe(2);
  });

  it('has six neighbour steps forming three straight lines (opposite pairs)', () => {
    expect(HEX_DIRECTIONS).toHaveLength(6);
    for (const d of HEX_DIRECTIONS) expect(HEX_DIRECTIONS.some((e) => e.q === -d.q && e.r === -d.r)).toBe(true);
    // The centre room has six neighbours, a corner room three.
    const around = (q: number, r: number) => HEX_DIRECTIONS.filter((d) => isOnBoard({ q: q + d.q, r: r + d.r })).length;
    expect(around(0, 0)).toBe(6);
    expect(around(BOARD_RADIUS, 0)).toBe(3);
  });
});

describe('Подготовка к игре: gang sizes', () => {
  it('4 thieves each for two players, 3 each for three or four', () => {
    expect([2, 3, 4].map(thievesPerPlayer)).toEqual([4, 3, 3]);
  });
});

describe('Подсчет очков: tile values', () => {
  it('cash 1, gold bar 2, diamond 3; nothing else is a value', () => {
    expect(LOOT_BY_VALUE).toEqual({ 1: 'cash', 2: 'goldBar', 3: 'diamond' });
    expect([0, 4, '1', 1.5, null].some(isTileValue)).toBe(false);
  });
});

describe('tile-distribution: Stolik default', () => {
  it('fills the 60 tile rooms: 30 cash, 20 gold bars, 10 diamonds = 100 points', () => {
    expect(isFullBank(DEFAULT_DISTRIBUTION)).toBe(true);
    expect(countsByValue(DEFAULT_DISTRIBUTION)).toEqual({ 1: 30, 2: 20, 3: 10 });
    expect(boardPoints(countsByValue(DEFAULT_DISTRIBUTION))).toBe(100);
  });

  it('puts one icon on every tile, 12 of each icon', () => {
    expect(DEFAULT_DISTRIBUTION.every((l) => l.icon !== null)).toBe(true);
    expect(countsByIcon(DEFAULT_DISTRIBUTION)).toEqual(Object.fromEntries(TILE_ICONS.map((i) => [i, 12])));
  });

  it('has enough cash tiles for every thief to be placed (at most 12 thieves)', () => {
    expect(countsByValue(DEFAULT_DISTRIBUTION)[1]).toBeGreaterThanOrEqual(4 * thievesPerPlayer(4));
  });

  it('expands to one entry per tile', () => {
    const tiles = expandDistribution(DEFAULT_DISTRIBUTION);
    expect(tiles).toHaveLength(60);
    expect(tiles.filter((t) => t.value === 3 && t.icon === 'hatch')).toHaveLength(2);
  });

  it('a split that does not fill 60 rooms is not a full bank', () => {
    expect(isFullBank([{ value: 1, icon: null, count: 59 }])).toBe(false);
    expect(
      isFullBank([
        { value: 1, icon: null, count: 61 },
        { value: 2, icon: null, count: -1 },
      ]),
    ).toBe(false);
  });
});
