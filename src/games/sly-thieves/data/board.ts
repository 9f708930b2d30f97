/**
 * The Sly Thieves bank: a hexagon of 61 rooms, 5 rooms along each side, the guard post in the
 * centre and one tile in each of the other 60 rooms. Rooms use axial coordinates (q, r); the
 * centre is (0, 0) and a room is on the board when max(|q|, |r|, |q + r|) <= BOARD_RADIUS.
 */

/** Rooms along each side of the hexagonal board. */
export const ROOMS_PER_SIDE = 5;

/** Steps from the centre to an edge room (a hexagon of side 5 has radius 4). */
export const BOARD_RADIUS = ROOMS_PER_SIDE - 1;

/** 3·r·(r+1) + 1 rooms: 61 for radius 4. */
export const ROOM_COUNT = 3 * BOARD_RADIUS * (BOARD_RADIUS + 1) + 1;

/** Every room but the guard post holds one tile at the start: 60 tiles in the box. */
export const TILE_COUNT = ROOM_COUNT - 1;

/** Guard tokens in the box (used only in the advanced variant). */
export const GUARD_COUNT = 2;

/** Thief tokens per colour in the box; four colours, hence at most four players. */
export const THIEVES_PER_COLOUR = 4;

/** Fewest and most players the box supports. */
export const PLAYER_RANGE = { min: 2, max: 4 } as const;

/** Thieves each gang uses: 4 with two players, 3 with three or four ("Подготовка к игре"). */
export const thievesPerPlayer = (players: number): number => (players === 2 ? 4 : 3);

/** One room of the bank in axial coordinates. */
export interface Room {
  q: number;
  r: number;
}

/** The guard post: the centre room, which never holds a tile. */
export const GUARD_POST: Readonly<Room> = { q: 0, r: 0 };

/**
 * The six neighbour steps. Opposite steps pair up into the three straight lines (axes) a thief
 * may run along.
 */
export const HEX_DIRECTIONS: readonly Readonly<Room>[] = [
  { q: 1, r: 0 },
  { q: -1, r: 0 },
  { q: 0, r: 1 },
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: -1, r: 1 },
];

/** True when the room lies inside the hexagonal bank. */
export const isOnBoard = (room: Room): boolean => Math.max(Math.abs(room.q), Math.abs(room.r), Math.abs(room.q + room.r)) <= BOARD_RADIUS;

/** True for the centre room, where the guards sleep and no tile lies. */
export const isGuardPost = (room: Room): boolean => room.q === GUARD_POST.q && room.r === GUARD_POST.r;

/** All 61 rooms in a fixed order (row by row, r then q), so seeded deals are reproducible. */
export function boardRooms(): Room[] {
  const rooms: Room[] = [];
  for (let r = -BOARD_RADIUS; r <= BOARD_RADIUS; r++) {
    for (let q = -BOARD_RADIUS; q <= BOARD_RADIUS; q++) {
      if (isOnBoard({ q, r })) rooms.push({ q, r });
    }
  }
  return rooms;
}
