// Stolik's readings of the advanced icons where the book is silent ("Значки": star, white and
// black thief; "Ход игры" steps 1 and 2; "Окончание игры"), each pinned to its ruling on the
// rules page: ruling-ban-white-thief, ruling-ban-leaves, ruling-tile-before-icon,
// ruling-star-own-thief.
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/sly-thieves/engine';
import type { SlyMove } from '../../../../../src/games/sly-thieves/engine';
import { at, play, refuse, roomOf, scene, targets, tile } from './helpers';

const run = (from: number, to: number, seat = 0): SlyMove => ({ type: 'move', seat, from, to });

describe("ruling-ban-white-thief: the ban also holds for the owner's white thief", () => {
  // Anya pushes Boris's thief from (-1,-1) to (-2,-1); Boris then lands on a white thief.
  const s = scene({
    variant: 'advanced',
    thieves: [
      [0, at(-4, 2)],
      [1, at(-1, -1)],
      [1, at(4, -4)],
    ],
    tiles: [
      [at(-2, 2), tile(1, 'blackThief')],
      [at(3, -3), tile(2, 'whiteThief')],
    ],
  });
  let t = play(s, run(at(-4, 2), at(-2, 2)));
  t = play(t, { type: 'shift', seat: 0, from: at(-1, -1), to: at(-2, -1) });
  t = play(t, run(at(4, -4), at(3, -3), 1));

  it('the white-thief step back into the old room is neither offered nor accepted', () => {
    expect(t.pending).toEqual({ icon: 'whiteThief', thief: 2 });
    const steps = engine.legalMoves(t).flatMap((m) => (m.type === 'shift' ? [[m.from, m.to]] : []));
    expect(steps.filter(([from]) => from === at(-2, -1)).map(([, to]) => to)).not.toContain(at(-1, -1));
    expect(steps.some(([from]) => from === at(-2, -1))).toBe(true); // other steps of that thief stay open
    expect(refuse(t, { type: 'shift', seat: 1, from: at(-2, -1), to: at(-1, -1) })).toBe('ERR_MOVE_BACK_BANNED');
  });
});

describe("ruling-ban-leaves: a ban that takes away a gang's last move makes it leave", () => {
  // Boris's only thief is pushed into the corner (4,-4): guards close two ways out, Anya's thief
  // in (2,-2) stops the third line right after the room it came from.
  const s = scene({
    variant: 'advanced',
    thieves: [
      [0, at(-4, 2)],
      [1, at(3, -3)],
      [0, at(2, -2)],
    ],
    tiles: [
      [at(-2, 2), tile(1, 'blackThief')],
      [at(4, -4), tile(3)],
    ],
    guards: [at(3, -4), at(4, -3)],
  });
  let t = play(s, run(at(-4, 2), at(-2, 2)));
  t = play(t, { type: 'shift', seat: 0, from: at(3, -3), to: at(4, -4) });

  it('the run back is banned, so leaving is the only move, and the gang leaves with its tile', () => {
    expect(engine.toMove(t)).toBe(1);
    expect(targets(t, at(4, -4))).toEqual([]);
    expect(refuse(t, run(at(4, -4), at(3, -3), 1))).toBe('ERR_MOVE_BACK_BANNED');
    expect(engine.legalMoves(t)).toEqual([{ type: 'leave', seat: 1 }]);
    const gone = play(t, { type: 'leave', seat: 1 });
    expect(gone.left[1]).toBe(true);
    expect(gone.loot[1]).toEqual([3]);
  });

  it('without the push the same thief could run that way: the ban alone closed it', () => {
    const free = { ...t, bans: [] };
    expect(targets(free, at(4, -4))).toEqual([at(3, -3)]);
  });
});

describe('ruling-tile-before-icon: the tile goes as the thief leaves, before the icon', () => {
  const s = scene({
    variant: 'advanced',
    thieves: [
      [0, at(-4, 2)],
      [0, at(-4, 1)],
      [1, at(-3, 1)],
    ],
    tiles: [
      [at(-4, 2), tile(3)],
      [at(-2, 2), tile(1, 'whiteThief')],
    ],
  });
  const after = play(s, run(at(-4, 2), at(-2, 2)));

  it('while the white thief is still owed, the diamond is already in the loot and the room is empty', () => {
    expect(after.pending).toEqual({ icon: 'whiteThief', thief: 0 });
    expect(after.loot[0]).toEqual([3]);
    expect(after.tiles[at(-4, 2)]).toBeNull();
  });

  it('so a thief stepped into that room finds nothing there', () => {
    expect(engine.legalMoves(after)).toContainEqual({ type: 'shift', seat: 0, from: at(-4, 1), to: at(-4, 2) });
    const next = play(after, { type: 'shift', seat: 0, from: at(-4, 1), to: at(-4, 2) });
    expect(roomOf(next, 1)).toBe(at(-4, 2));
    expect(next.tiles[at(-4, 2)]).toBeNull();
    expect(next.loot[0]).toEqual([3]);
  });
});

describe("ruling-star-own-thief: a guard catches any thief, the mover's own included", () => {
  // Both guards stand in the corner (4,-4). Two of its neighbours hold Anya's thieves; the third
  // is a crossed-out eye with Boris's thief, where no guard may step.
  const s = scene({
    variant: 'advanced',
    thieves: [
      [0, at(-4, 2)],
      [0, at(3, -4)],
      [0, at(4, -3)],
      [1, at(3, -3)],
    ],
    tiles: [
      [at(-2, 2), tile(2, 'star')],
      [at(3, -3), tile(1, 'crossedEye')],
    ],
    guards: [at(4, -4), at(4, -4)],
  });
  const after = play(s, run(at(-4, 2), at(-2, 2)));

  it('when every guard step ends on an own thief, the compulsory star still has to be played', () => {
    const moves = engine.legalMoves(after);
    expect(moves.every((m) => m.type === 'guard' && m.from === at(4, -4))).toBe(true);
    const tos = moves.map((m) => (m.type === 'guard' ? m.to : -1)).sort((a, b) => a - b);
    expect(tos).toEqual([at(3, -4), at(4, -3)].sort((a, b) => a - b));
    expect(refuse(after, { type: 'skip', seat: 0 })).toBe('ERR_CANNOT_SKIP');
  });

  it("and the guard catches Anya's own thief; the log names her as its owner", () => {
    const step: SlyMove = { type: 'guard', seat: 0, from: at(4, -4), to: at(3, -4) };
    const next = play(after, step);
    expect(next.thieves[1]).toEqual({ seat: 0, room: null, caught: true });
    expect(engine.describeMove(after, step)).toMatchObject({ key: 'guardCatch', params: { seat: 0, ownerSeat: 0 } });
  });
});
