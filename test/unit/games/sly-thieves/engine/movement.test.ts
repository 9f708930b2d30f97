// Scenario tests of thief runs. Sections are those of the Russian rulebook ("Ход игры" of the
// basic and the advanced variant) and anchors of the rules page.
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/sly-thieves/engine';
import { at, line, play, refuse, scene, targets, tile } from './helpers';

const onBoard = (q: number, r: number) => Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r)) <= 4;
const STEPS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, -1],
  [-1, 1],
] as const;

/** Every room on the six straight lines from (q, r) to the edge, worked out from the hex formula. */
function allLines(q: number, r: number): number[] {
  const rooms: number[] = [];
  for (const [dq, dr] of STEPS) for (let k = 1; onBoard(q + dq * k, r + dr * k); k++) rooms.push(at(q + dq * k, r + dr * k));
  return rooms.sort((a, b) => a - b);
}

describe('Ход игры, step 1 (movement-straight-lines): straight runs of any length', () => {
  it('a lone thief may stop in any room of the six lines through it, and nowhere else', () => {
    const s = scene({
      thieves: [
        [0, at(1, 1)],
        [1, at(-4, 4)],
      ],
    });
    expect(targets(s, at(1, 1))).toEqual(allLines(1, 1));
    expect(targets(s, at(1, 1))).toHaveLength(20);
  });

  it('a room off the three axes is refused with ERR_NOT_A_LINE, and so is staying put', () => {
    const s = scene({
      thieves: [
        [0, at(1, 1)],
        [1, at(-4, 4)],
      ],
    });
    expect(refuse(s, { type: 'move', seat: 0, from: at(1, 1), to: at(2, -3) })).toBe('ERR_NOT_A_LINE');
    expect(refuse(s, { type: 'move', seat: 0, from: at(1, 1), to: at(1, 1) })).toBe('ERR_NOT_A_LINE');
  });
});

describe('Ход игры, step 1 (movement-no-jumping): no jumping over thieves', () => {
  const s = scene({
    thieves: [
      [0, at(-3, 0)],
      [1, at(0, -2)],
      [0, at(-3, 3)],
      [1, at(-1, 0)],
    ],
  });

  it('a rival thief on the line stops the run in the room before it', () => {
    // From (-3,0) going +q: (-2,0) is free, (-1,0) holds a rival.
    expect(targets(s, at(-3, 0)).filter((r) => line(-3, 0, 1, 0, 4).includes(r))).toEqual([at(-2, 0)]);
    expect(refuse(s, { type: 'move', seat: 0, from: at(-3, 0), to: at(1, 0) })).toBe('ERR_BLOCKED');
  });

  it('the run may not end on a thief either', () => {
    expect(refuse(s, { type: 'move', seat: 0, from: at(-3, 0), to: at(-1, 0) })).toBe('ERR_BLOCKED');
  });

  it('an own thief blocks as well', () => {
    // From (-3,0) along (0,+1): (-3,1), (-3,2) free, (-3,3) is the seat's own thief.
    expect(refuse(s, { type: 'move', seat: 0, from: at(-3, 0), to: at(-3, 4) })).toBe('ERR_BLOCKED');
    expect(targets(s, at(-3, 0))).toContain(at(-3, 2));
    expect(targets(s, at(-3, 0))).not.toContain(at(-3, 3));
  });
});

describe('Ход игры, step 1 (movement-empty-rooms): basic variant, empty rooms and the guard post', () => {
  it('an empty room can be neither crossed nor entered', () => {
    const s = scene({
      thieves: [
        [0, at(-4, 2)],
        [1, at(4, -4)],
      ],
      tiles: [[at(-2, 2), null]],
    });
    // Along +q from (-4,2): (-3,2) has a tile, (-2,2) is empty.
    expect(targets(s, at(-4, 2)).filter((r) => line(-4, 2, 1, 0, 6).includes(r))).toEqual([at(-3, 2)]);
    expect(refuse(s, { type: 'move', seat: 0, from: at(-4, 2), to: at(-2, 2) })).toBe('ERR_BLOCKED');
    expect(refuse(s, { type: 'move', seat: 0, from: at(-4, 2), to: at(0, 2) })).toBe('ERR_BLOCKED');
  });

  it('the guard post in the centre blocks a run through the middle', () => {
    const s = scene({
      thieves: [
        [0, at(-2, 0)],
        [1, at(4, -4)],
      ],
    });
    expect(targets(s, at(-2, 0))).toContain(at(-1, 0));
    expect(refuse(s, { type: 'move', seat: 0, from: at(-2, 0), to: at(0, 0) })).toBe('ERR_BLOCKED');
    expect(refuse(s, { type: 'move', seat: 0, from: at(-2, 0), to: at(2, 0) })).toBe('ERR_BLOCKED');
  });
});

describe('Ход игры, step 2 (taking-the-tile): the tile left behind', () => {
  it('the mover takes the tile of the room its thief left, face down; the room becomes empty', () => {
    const s = scene({
      thieves: [
        [0, at(2, 0)],
        [1, at(-4, 4)],
      ],
      tiles: [
        [at(2, 0), tile(3)],
        [at(3, 0), tile(2)],
      ],
    });
    const next = play(s, { type: 'move', seat: 0, from: at(2, 0), to: at(3, 0) });
    expect(next.loot[0]).toEqual([3]);
    expect(next.tiles[at(2, 0)]).toBeNull();
    expect(next.tiles[at(3, 0)]).toEqual(tile(2));
    expect(next.thieves[0]!.room).toBe(at(3, 0));
  });

  it('play passes clockwise: 0, 1, 2, then 0 again (Ход игры)', () => {
    let s = scene({
      players: 3,
      thieves: [
        [0, at(-4, 0)],
        [1, at(0, -4)],
        [2, at(4, -4)],
      ],
    });
    const seats: number[] = [];
    for (let i = 0; i < 4; i++) {
      seats.push(s.seat);
      s = play(s, engine.legalMoves(s)[0]!);
    }
    expect(seats).toEqual([0, 1, 2, 0]);
  });
});

describe('Продвинутый вариант, Ход игры (advanced-movement)', () => {
  it('empty rooms may be crossed and entered; moving off an empty room takes nothing', () => {
    const s = scene({
      variant: 'advanced',
      thieves: [
        [0, at(-4, 2)],
        [1, at(4, -4)],
      ],
      tiles: [
        [at(-4, 2), null],
        [at(-3, 2), null],
        [at(-2, 2), null],
      ],
    });
    expect(targets(s, at(-4, 2))).toEqual(expect.arrayContaining([at(-3, 2), at(-2, 2), at(-1, 2), at(2, 2)]));
    const next = play(s, { type: 'move', seat: 0, from: at(-4, 2), to: at(-2, 2) });
    expect(next.loot[0]).toEqual([]);
    expect(engine.describeMove(s, { type: 'move', seat: 0, from: at(-4, 2), to: at(-2, 2) }).key).toBe('moveEmpty');
  });

  it('guards block like thieves, and the guard post is never crossed (ruling-guard-post)', () => {
    const s = scene({
      variant: 'advanced',
      thieves: [
        [0, at(-3, 0)],
        [1, at(4, -4)],
      ],
      guards: [at(0, 0), at(-3, 2)],
    });
    expect(refuse(s, { type: 'move', seat: 0, from: at(-3, 0), to: at(1, 0) })).toBe('ERR_BLOCKED');
    expect(targets(s, at(-3, 0))).toContain(at(-1, 0));
    expect(refuse(s, { type: 'move', seat: 0, from: at(-3, 0), to: at(-3, 2) })).toBe('ERR_BLOCKED');
    expect(refuse(s, { type: 'move', seat: 0, from: at(-3, 0), to: at(-3, 3) })).toBe('ERR_BLOCKED');
  });

  it('the guard post stays closed after both guards have walked off it (ruling-guard-post)', () => {
    const s = scene({
      variant: 'advanced',
      thieves: [
        [0, at(-2, 0)],
        [1, at(4, -4)],
      ],
      guards: [at(3, -3), at(-3, 3)],
    });
    expect(targets(s, at(-2, 0))).toContain(at(-1, 0));
    expect(refuse(s, { type: 'move', seat: 0, from: at(-2, 0), to: at(0, 0) })).toBe('ERR_BLOCKED');
    expect(refuse(s, { type: 'move', seat: 0, from: at(-2, 0), to: at(1, 0) })).toBe('ERR_BLOCKED');
  });

  it('star tiles can be crossed: only the centre is the guard post (ruling-guard-post)', () => {
    const s = scene({
      variant: 'advanced',
      thieves: [
        [0, at(-4, 3)],
        [1, at(4, -4)],
      ],
      tiles: [[at(-3, 3), tile(2, 'star')]],
    });
    expect(targets(s, at(-4, 3))).toContain(at(-1, 3));
  });
});

describe('refusals carry stable codes (Ход игры)', () => {
  const s = scene({
    thieves: [
      [0, at(1, 1)],
      [1, at(-4, 4)],
    ],
  });
  it.each([
    ['a move by the seat not to move', { type: 'move', seat: 1, from: at(-4, 4), to: at(-3, 4) }, 'ERR_NOT_YOUR_TURN'],
    ['a rival thief', { type: 'move', seat: 0, from: at(-4, 4), to: at(-3, 4) }, 'ERR_NOT_YOUR_THIEF'],
    ['a room with no thief', { type: 'move', seat: 0, from: at(2, 1), to: at(3, 1) }, 'ERR_NO_THIEF'],
    ['a placement during the heist', { type: 'place', seat: 0, to: at(2, 1) }, 'ERR_WRONG_PHASE'],
    ['a follow-up with no icon pending', { type: 'skip', seat: 0 }, 'ERR_NO_ICON_PENDING'],
    ['leaving while a thief can move', { type: 'leave', seat: 0 }, 'ERR_MUST_MOVE'],
    ['a room number off the board', { type: 'move', seat: 0, from: at(1, 1), to: 61 }, 'ERR_OFF_BOARD'],
    ['an unknown move type', { type: 'teleport', seat: 0 }, 'ERR_BAD_MOVE'],
    ['a non-integer room', { type: 'move', seat: 0, from: '1', to: 2 }, 'ERR_BAD_MOVE'],
    ['not an object', 'move', 'ERR_BAD_MOVE'],
  ])('%s', (_name, move, code) => {
    expect(refuse(s, move)).toBe(code);
  });
});
