// Scenario tests of the hatch, the white thief and the black thief ("Значки" of the advanced
// variant; rules page icon-hatch, icon-white-thief, icon-black-thief, ruling-hatch,
// ruling-optional-thief-icons, ruling-one-step, ruling-nudged-tile-stays,
// ruling-black-thief-return, ruling-icons-after-move).
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/sly-thieves/engine';
import type { SlyMove } from '../../../../../src/games/sly-thieves/engine';
import { at, play, refuse, roomOf, scene, targets, tile } from './helpers';

const run = (from: number, to: number, seat = 0): SlyMove => ({ type: 'move', seat, from, to });

describe('Значки: hatch (icon-hatch, ruling-hatch)', () => {
  const s = scene({
    variant: 'advanced',
    thieves: [
      [0, at(-4, 2)],
      [1, at(2, 2)],
    ],
    tiles: [
      [at(-2, 2), tile(1, 'hatch')],
      [at(3, -1), tile(2, 'hatch')],
      [at(2, 2), tile(3, 'hatch')],
      [at(-1, -2), tile(1, 'hatch')],
      [at(0, -4), tile(3, 'hatch')],
    ],
    guards: [at(0, 0), at(-1, -2)],
  });
  const after = play(s, run(at(-4, 2), at(-2, 2)));

  it('offers every other free hatch (no thief, no guard) and a skip', () => {
    expect(after.pending).toEqual({ icon: 'hatch', thief: 0 });
    const moves = engine.legalMoves(after);
    expect(
      moves
        .filter((m) => m.type === 'hatch')
        .map((m) => (m.type === 'hatch' ? m.to : -1))
        .sort(),
    ).toEqual([at(3, -1), at(0, -4)].sort());
    expect(moves).toContainEqual({ type: 'skip', seat: 0 });
    expect(refuse(after, { type: 'hatch', seat: 0, from: at(-2, 2), to: at(2, 2) })).toBe('ERR_ROOM_TAKEN');
    expect(refuse(after, { type: 'hatch', seat: 0, from: at(-2, 2), to: at(1, 1) })).toBe('ERR_NOT_A_HATCH');
  });

  it('the crawl moves the thief, fires no new icon, and the first hatch tile stays on the board', () => {
    const next = play(after, { type: 'hatch', seat: 0, from: at(-2, 2), to: at(3, -1) });
    expect(roomOf(next, 0)).toBe(at(3, -1));
    expect(next.tiles[at(-2, 2)]).toEqual(tile(1, 'hatch'));
    expect(next.loot[0]).toEqual([1]); // only the tile where the run began
    expect(next.pending).toBeNull();
    expect(engine.toMove(next)).toBe(1);
  });

  it('is optional: skipping leaves the thief on the first hatch', () => {
    const next = play(after, { type: 'skip', seat: 0 });
    expect(roomOf(next, 0)).toBe(at(-2, 2));
    expect(engine.toMove(next)).toBe(1);
  });

  it('with no free hatch elsewhere the icon does nothing', () => {
    const lone = scene({
      variant: 'advanced',
      thieves: [
        [0, at(-4, 2)],
        [1, at(4, -4)],
      ],
      tiles: [[at(-2, 2), tile(1, 'hatch')]],
    });
    expect(play(lone, run(at(-4, 2), at(-2, 2))).pending).toBeNull();
  });
});

describe('Значки: white thief (icon-white-thief)', () => {
  const s = scene({
    variant: 'advanced',
    thieves: [
      [0, at(-4, 2)],
      [0, at(1, -1)],
      [1, at(2, -2)],
    ],
    tiles: [
      [at(-2, 2), tile(2, 'whiteThief')],
      [at(1, -2), tile(3, 'star')],
      [at(2, -1), null],
    ],
    guards: [at(-3, -1), at(0, 1)],
  });
  const after = play(s, run(at(-4, 2), at(-2, 2)));

  it('offers one-room steps of the other own thieves, never into the guard post, a guard or a thief (ruling-one-step)', () => {
    expect(after.pending).toEqual({ icon: 'whiteThief', thief: 0 });
    const steps = engine.legalMoves(after).flatMap((m) => (m.type === 'shift' ? [[m.from, m.to]] : []));
    expect(steps.every(([from]) => from === at(1, -1))).toBe(true);
    // Neighbours of (1,-1): (2,-1) empty, (0,-1), (1,0), (1,-2), (2,-2) rival, (0,0) the post
    // (no guard on it: both walked off).
    expect(steps.map(([, to]) => to).sort()).toEqual([at(2, -1), at(0, -1), at(1, 0), at(1, -2)].sort());
    expect(refuse(after, { type: 'shift', seat: 0, from: at(1, -1), to: at(0, 0) })).toBe('ERR_BLOCKED');
    expect(refuse(after, { type: 'shift', seat: 0, from: at(1, -1), to: at(2, -2) })).toBe('ERR_BLOCKED');
    expect(refuse(after, { type: 'shift', seat: 0, from: at(-2, 2), to: at(-2, 3) })).toBe('ERR_SAME_THIEF');
    expect(refuse(after, { type: 'shift', seat: 0, from: at(2, -2), to: at(3, -2) })).toBe('ERR_NOT_YOUR_THIEF');
  });

  it('the shifted thief fires no icon and takes no tile (ruling-nudged-tile-stays)', () => {
    const next = play(after, { type: 'shift', seat: 0, from: at(1, -1), to: at(1, -2) });
    expect(roomOf(next, 1)).toBe(at(1, -2));
    expect(next.pending).toBeNull(); // the star under it stays silent
    expect(next.tiles[at(1, -1)]).toEqual(tile(1));
    expect(next.loot[0]).toEqual([1]);
    expect(engine.toMove(next)).toBe(1);
  });

  it('may step into an empty room, and may be skipped (ruling-optional-thief-icons)', () => {
    expect(roomOf(play(after, { type: 'shift', seat: 0, from: at(1, -1), to: at(2, -1) }), 1)).toBe(at(2, -1));
    expect(roomOf(play(after, { type: 'skip', seat: 0 }), 1)).toBe(at(1, -1));
  });

  it('with no other thief of the gang on the board the icon does nothing', () => {
    const lone = scene({
      variant: 'advanced',
      thieves: [
        [0, at(-4, 2)],
        [1, at(2, -2)],
      ],
      tiles: [[at(-2, 2), tile(2, 'whiteThief')]],
    });
    expect(play(lone, run(at(-4, 2), at(-2, 2))).pending).toBeNull();
  });
});

describe('Значки: black thief (icon-black-thief, ruling-black-thief-return)', () => {
  const s = scene({
    variant: 'advanced',
    thieves: [
      [0, at(-4, 2)],
      [1, at(-1, -1)],
      [1, at(4, -4)],
      [0, at(-4, 0)],
    ],
    tiles: [
      [at(-2, 2), tile(1, 'blackThief')],
      [at(-1, -1), tile(3)],
      [at(-2, 1), tile(2, 'hatch')],
      [at(3, 0), tile(2, 'hatch')],
      [at(-1, -2), tile(2, 'hatch')],
    ],
    guards: [at(0, 0), at(0, -2)],
  });
  const after = play(s, run(at(-4, 2), at(-2, 2)));
  const pushed = play(after, { type: 'shift', seat: 0, from: at(-1, -1), to: at(-2, -1) });

  it('moves a rival thief one room, not onto a guard, never an own thief', () => {
    expect(after.pending).toEqual({ icon: 'blackThief', thief: 0 });
    const steps = engine.legalMoves(after).flatMap((m) => (m.type === 'shift' ? [[m.from, m.to]] : []));
    expect(steps.some(([from]) => from === at(-1, -1))).toBe(true);
    expect(steps.some(([from]) => from === at(-4, 0))).toBe(false);
    expect(refuse(after, { type: 'shift', seat: 0, from: at(-1, -1), to: at(0, -2) })).toBe('ERR_BLOCKED');
    expect(refuse(after, { type: 'shift', seat: 0, from: at(-4, 0), to: at(-3, 0) })).toBe('ERR_OWN_THIEF');
    expect(refuse(after, { type: 'shift', seat: 0, from: at(-1, -1), to: at(1, -1) })).toBe('ERR_NOT_ADJACENT');
  });

  it("the pushed thief's owner does not get the tile it was pushed off", () => {
    expect(roomOf(pushed, 1)).toBe(at(-2, -1));
    expect(pushed.tiles[at(-1, -1)]).toEqual(tile(3));
    expect(pushed.loot[1]).toEqual([]);
    expect(engine.toMove(pushed)).toBe(1);
  });

  it("on its owner's next turn the thief may not end a run in its old room, but may run through it", () => {
    expect(targets(pushed, at(-2, -1))).not.toContain(at(-1, -1));
    expect(refuse(pushed, run(at(-2, -1), at(-1, -1), 1))).toBe('ERR_MOVE_BACK_BANNED');
    expect(targets(pushed, at(-2, -1))).toContain(at(0, -1));
  });

  it('the ban also closes the old room to a hatch crawl', () => {
    const s2 = scene({
      variant: 'advanced',
      thieves: [
        [0, at(-4, 2)],
        [1, at(-1, -2)],
        [1, at(4, -4)],
      ],
      tiles: [
        [at(-2, 2), tile(1, 'blackThief')],
        [at(-1, -2), tile(2, 'hatch')],
        [at(-2, 0), tile(2, 'hatch')],
        [at(3, 0), tile(2, 'hatch')],
      ],
    });
    let t = play(s2, run(at(-4, 2), at(-2, 2)));
    t = play(t, { type: 'shift', seat: 0, from: at(-1, -2), to: at(-2, -1) });
    t = play(t, run(at(-2, -1), at(-2, 0), 1));
    const crawls = engine.legalMoves(t).flatMap((m) => (m.type === 'hatch' ? [m.to] : []));
    expect(crawls).toEqual([at(3, 0)]);
    expect(refuse(t, { type: 'hatch', seat: 1, from: at(-2, 0), to: at(-1, -2) })).toBe('ERR_MOVE_BACK_BANNED');
  });

  it('the ban ends with that turn: one turn later the thief may go back', () => {
    let t = play(pushed, run(at(4, -4), at(3, -4), 1));
    t = play(t, engine.legalMoves(t).find((m) => m.type === 'move' && m.from === at(-4, 0))!);
    if (t.pending) t = play(t, { type: 'skip', seat: 0 });
    expect(targets(t, at(-2, -1))).toContain(at(-1, -1));
  });

  it("the owner's own white thief cannot bring the pushed thief back that turn either (ruling-ban-white-thief)", () => {
    const s3 = scene({
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
    let t = play(s3, run(at(-4, 2), at(-2, 2)));
    t = play(t, { type: 'shift', seat: 0, from: at(-1, -1), to: at(-2, -1) });
    t = play(t, run(at(4, -4), at(3, -3), 1));
    expect(t.pending).toEqual({ icon: 'whiteThief', thief: 2 });
    const tos = engine.legalMoves(t).flatMap((m) => (m.type === 'shift' ? [m.to] : []));
    expect(tos).not.toContain(at(-1, -1));
    expect(refuse(t, { type: 'shift', seat: 1, from: at(-2, -1), to: at(-1, -1) })).toBe('ERR_MOVE_BACK_BANNED');
  });
});
