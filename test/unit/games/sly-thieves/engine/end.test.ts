// Leaving the bank, the end of the game and the result ("Окончание игры", "Подсчет очков"; rules
// page leaving-the-bank, end-of-game, ruling-advanced-end, ruling-leftover-tiles, ruling-ties).
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/sly-thieves/engine';
import { scorer } from '../../../../../src/games/sly-thieves/score';
import { at, play, refuse, scene, tile } from './helpers';

/** Corner (4,-4) and its three neighbours, emptied so a thief there is boxed in (basic). */
const boxedCorner = () =>
  [
    [at(3, -4), null],
    [at(4, -3), null],
    [at(3, -3), null],
  ] as Array<[number, null]>;
/** Corner (-4,4), boxed the same way. */
const otherCorner = () =>
  [
    [at(-3, 4), null],
    [at(-4, 3), null],
    [at(-3, 3), null],
  ] as Array<[number, null]>;

describe('Окончание игры: a gang that cannot move leaves (leaving-the-bank)', () => {
  const s = scene({
    thieves: [
      [0, at(4, -4)],
      [1, at(0, 2)],
      [1, at(-2, 0)],
    ],
    tiles: [[at(4, -4), tile(3)], ...boxedCorner()],
  });

  it('leaving is then the only move, and it is refused while a run exists', () => {
    expect(engine.legalMoves(s)).toEqual([{ type: 'leave', seat: 0 }]);
    const free = scene({
      thieves: [
        [0, at(1, 1)],
        [1, at(-4, 4)],
      ],
    });
    expect(refuse(free, { type: 'leave', seat: 0 })).toBe('ERR_MUST_MOVE');
  });

  it('the gang takes the tiles under its thieves, lifts them and takes no more turns', () => {
    const next = play(s, { type: 'leave', seat: 0 });
    expect(next.loot[0]).toEqual([3]);
    expect(next.tiles[at(4, -4)]).toBeNull();
    expect(next.thieves[0]!.room).toBeNull();
    expect(next.left).toEqual([true, false]);
    expect(engine.describeMove(s, { type: 'leave', seat: 0 })).toEqual({ key: 'leave', params: { seat: 0, tiles: 1 } });
  });

  it('the last gang keeps collecting alone: it moves turn after turn', () => {
    let t = play(s, { type: 'leave', seat: 0 });
    const seats: number[] = [];
    for (let i = 0; i < 3; i++) {
      seats.push(engine.toMove(t)!);
      t = play(t, engine.legalMoves(t)[0]!);
    }
    expect(seats).toEqual([1, 1, 1]);
  });

  it('a gang that left is skipped in the turn order', () => {
    let t = scene({
      players: 3,
      thieves: [
        [0, at(1, 1)],
        [1, at(4, -4)],
        [2, at(-2, 0)],
      ],
      tiles: [[at(4, -4), tile(2)], ...boxedCorner()],
    });
    t = play(t, engine.legalMoves(t)[0]!);
    expect(engine.toMove(t)).toBe(1);
    t = play(t, { type: 'leave', seat: 1 });
    expect(engine.toMove(t)).toBe(2);
    t = play(t, engine.legalMoves(t)[0]!);
    expect(engine.toMove(t)).toBe(0);
    t = play(t, engine.legalMoves(t)[0]!);
    expect(engine.toMove(t)).toBe(2);
  });
});

describe('Окончание игры: the end and the result (end-of-game, Подсчет очков)', () => {
  const stuck = scene({
    thieves: [
      [0, at(4, -4)],
      [1, at(-4, 4)],
    ],
    tiles: [[at(4, -4), tile(2)], [at(-4, 4), tile(2)], ...boxedCorner(), ...otherCorner()],
  });
  const over = play(play(stuck, { type: 'leave', seat: 0 }), { type: 'leave', seat: 1 });

  it('ends when every gang has left: nobody is to move, nothing is legal, moves are refused', () => {
    expect(over.phase).toBe('over');
    expect(engine.toMove(over)).toBeNull();
    expect(engine.legalMoves(over)).toEqual([]);
    expect(refuse(over, { type: 'leave', seat: 0 })).toBe('ERR_GAME_OVER');
    expect(engine.outcome(stuck)).toBeNull();
  });

  it('tiles left on the board score for nobody (ruling-leftover-tiles)', () => {
    expect(over.tiles.filter(Boolean).length).toBe(60 - 2 - 6);
    expect(engine.outcome(over)!.result.totals).toEqual({ 0: 2, 1: 2 });
  });

  it('equal loot shares the place (ruling-ties)', () => {
    expect(engine.outcome(over)!.result.ranking).toEqual([['0', '1']]);
  });

  it("the result is exactly the scorer's for the tiles taken (Подсчет очков)", () => {
    const expected = scorer.score({
      players: [
        { id: '0', tiles: { 2: 1 } },
        { id: '1', tiles: { 2: 1 } },
      ],
      distribution: { 1: 30, 2: 20, 3: 10 },
    });
    expect(expected.ok).toBe(true);
    expect(engine.outcome(over)).toEqual({ finished: true, result: expected.ok ? expected.value : null });
  });
});

describe('Продвинутый вариант, Окончание игры (ruling-advanced-end)', () => {
  const empty = () =>
    scene({
      variant: 'advanced',
      thieves: [
        [0, at(-3, 2)],
        [1, at(3, -2)],
      ],
    }).tiles.map((_, room) => [room, null] as [number, null]);

  it('the game ends as soon as no tile can be taken any more, and every gang leaves', () => {
    const s = scene({
      variant: 'advanced',
      thieves: [
        [0, at(-3, 2)],
        [1, at(3, -2)],
      ],
      tiles: [...empty(), [at(-3, 2), tile(2)]],
    });
    const next = play(s, { type: 'move', seat: 0, from: at(-3, 2), to: at(-2, 2) });
    expect(next.phase).toBe('over');
    expect(next.left).toEqual([true, true]);
    expect(next.thieves.every((t) => t.room === null)).toBe(true);
    expect(engine.outcome(next)!.result.totals).toEqual({ 0: 2, 1: 0 });
    expect(engine.outcome(next)!.result.ranking).toEqual([['0'], ['1']]);
  });

  it('it goes on while a tile is still reachable through empty rooms, however far', () => {
    const s = scene({
      variant: 'advanced',
      thieves: [
        [0, at(-3, 2)],
        [1, at(3, -2)],
      ],
      tiles: [...empty(), [at(-3, 2), tile(2)], [at(4, -4), tile(1)]],
    });
    const next = play(s, { type: 'move', seat: 0, from: at(-3, 2), to: at(-2, 2) });
    expect(next.phase).toBe('play');
    expect(engine.toMove(next)).toBe(1);
  });

  it('a tile under a thief still counts as one that can be taken', () => {
    const s = scene({
      variant: 'advanced',
      thieves: [
        [0, at(-3, 2)],
        [1, at(3, -2)],
      ],
      tiles: [...empty(), [at(-3, 2), tile(2)], [at(3, -2), tile(3)]],
    });
    const next = play(s, { type: 'move', seat: 0, from: at(-3, 2), to: at(-2, 2) });
    expect(next.phase).toBe('play');
  });
});
