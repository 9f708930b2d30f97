// The end of a stalled advanced game: Stolik's ruling (rules page ruling-stalled-game; the book's
// "Окончание игры" of the advanced variant never stops gangs that run between empty rooms).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/sly-thieves/engine';
import type { SlyMove, SlyState } from '../../../../../src/games/sly-thieves/engine';
import { quietTurns, STALL_ROUNDS, stallLimit, TURN_CAP } from '../../../../../src/games/sly-thieves/engine/limits';
import { ROOM_TOTAL, roomLabel } from '../../../../../src/games/sly-thieves/engine/geometry';
import { nextInt, seedRng } from '../../../../../src/lib/rng';
import { at, play, scene, tile } from './helpers';

/** Every room empty: scenes then put back only the tiles they need. */
const emptyBank = (): Array<[number, null]> => Array.from({ length: ROOM_TOTAL }, (_, room) => [room, null]);

/** The two empty rooms each seat's runner shuttles between. */
const PAIRS = (): number[][] => [
  [at(-3, 1), at(-3, 2)],
  [at(3, -1), at(3, -2)],
];

/** A run that takes nothing: the seat's runner hops to the other room of its pair. */
function quietMove(s: SlyState): SlyMove {
  const seat = s.seat;
  const pair = PAIRS()[seat]!;
  const from = pair.find((room) => s.thieves.some((t) => t.seat === seat && t.room === room))!;
  return { type: 'move', seat, from, to: from === pair[0] ? pair[1]! : pair[0]! };
}

/** Plays `n` quiet turns; every one must leave the game going. */
function quiet(s: SlyState, n: number): SlyState {
  let t = s;
  for (let i = 0; i < n; i++) {
    t = play(t, quietMove(t));
    expect(t.phase, `quiet turn ${i + 1}`).toBe('play');
  }
  return t;
}

/** Seat 0: a thief parked on a gold bar and a runner; seat 1: a runner; a diamond far away. */
const stallScene = (): SlyState =>
  scene({
    variant: 'advanced',
    thieves: [
      [0, at(-4, 4)],
      [0, at(-3, 1)],
      [1, at(3, -1)],
    ],
    tiles: [...emptyBank(), [at(-4, 4), tile(2)], [at(0, -4), tile(3)]],
  });

describe('ruling-stalled-game: no tile taken for ten rounds ends the advanced game', () => {
  it('the numbers: ten rounds per gang still in the bank, and at most 600 turns (ten per tile)', () => {
    expect(STALL_ROUNDS).toBe(10);
    expect(TURN_CAP).toBe(600);
  });

  it('two gangs: 19 empty turns go on, the 20th ends the game as if every gang had left', () => {
    const before = quiet(stallScene(), 2 * STALL_ROUNDS - 1);
    expect(quietTurns(before)).toBe(19);
    const last = quietMove(before);
    const over = play(before, last);
    expect(over.phase).toBe('over');
    expect(over.ending).toBe('stalled');
    expect(engine.toMove(over)).toBeNull();
    expect(over.left).toEqual([true, true]);
    // Leaving as usual: the gold bar under seat 0's parked thief is taken, the far diamond is not.
    expect(over.loot).toEqual([[2], []]);
    expect(over.tiles[at(0, -4)]).toEqual(tile(3));
    const out = engine.outcome(over)!;
    expect(out.result.totals).toEqual({ 0: 2, 1: 0 });
    expect(out.result.ranking).toEqual([['0'], ['1']]);
    // Every gang's breakdown says why, in a 0-point row that links to the ruling.
    for (const id of ['0', '1']) {
      expect(out.result.breakdown[id]!.at(-1)).toEqual({ category: 'endStalled', points: 0, rule: 'ruling-stalled-game', params: { rounds: 10, cap: 600 } });
    }
    expect(engine.describeMove(before, last)).toEqual({
      key: 'ended',
      params: {
        seat: 1,
        from: roomLabel(last.type === 'move' ? last.from : -1),
        to: roomLabel(last.type === 'move' ? last.to : -1),
        value: 0,
        line: 'moveEmpty',
        ending: 'stalled',
        rounds: 10,
        cap: 600,
      },
    });
  });

  it('taking a tile starts the count again', () => {
    let s = quiet(stallScene(), 18);
    expect(engine.toMove(s)).toBe(0);
    s = play(s, { type: 'move', seat: 0, from: at(-4, 4), to: at(-3, 4) }); // takes the gold bar
    expect(quietTurns(s)).toBe(0);
    s = quiet(s, 19);
    expect(play(s, quietMove(s)).ending).toBe('stalled');
  });

  it('a gang leaving starts the count again, and a gang alone stops after ten empty turns of its own', () => {
    // Seat 1's only thief is boxed in a corner by two guards and a thief of seat 0: it must leave.
    const s = scene({
      variant: 'advanced',
      thieves: [
        [0, at(-3, 1)],
        [1, at(4, -4)],
        [0, at(3, -3)],
      ],
      tiles: [...emptyBank(), [at(0, -4), tile(3)]],
      guards: [at(3, -4), at(4, -3)],
    });
    let t = quiet({ ...s, turns: 7, lastProgress: 0 }, 1);
    expect(quietTurns(t)).toBe(8);
    expect(engine.legalMoves(t)).toEqual([{ type: 'leave', seat: 1 }]);
    t = play(t, { type: 'leave', seat: 1 });
    expect(quietTurns(t)).toBe(0);
    expect(stallLimit(t)).toBe(STALL_ROUNDS);
    t = quiet(t, STALL_ROUNDS - 1);
    expect(engine.toMove(t)).toBe(0);
    expect(play(t, quietMove(t)).ending).toBe('stalled');
  });

  it('the turn cap ends the game at turn 600 even while tiles are still being taken', () => {
    const s = { ...stallScene(), turns: TURN_CAP - 2, lastProgress: TURN_CAP - 2 };
    const goesOn = play(s, quietMove(s));
    expect(goesOn.phase).toBe('play');
    const over = play(goesOn, quietMove(goesOn));
    expect(over.turns).toBe(TURN_CAP);
    expect(over.ending).toBe('turnCap');
    expect(over.loot).toEqual([[2], []]);
    expect(engine.outcome(over)!.result.breakdown['1']!.at(-1)).toEqual({
      category: 'endTurnCap',
      points: 0,
      rule: 'ruling-stalled-game',
      params: { rounds: 10, cap: 600 },
    });
    const taking = { ...stallScene(), seat: 0, turns: TURN_CAP - 1 };
    expect(play(taking, { type: 'move', seat: 0, from: at(-4, 4), to: at(-3, 4) }).ending).toBe('turnCap');
  });

  it('the basic variant has no such limit: every run there takes a tile', () => {
    const s = {
      ...scene({
        thieves: [
          [0, at(-3, 1)],
          [1, at(3, -1)],
        ],
      }),
      turns: TURN_CAP + 5,
      lastProgress: 0,
    };
    const next = play(s, { type: 'move', seat: 0, from: at(-3, 1), to: at(-3, 2) });
    expect(next.phase).toBe('play');
    expect(next.ending).toBeNull();
  });
});

describe('ruling-stalled-game: random advanced games always end within the limits', () => {
  it('for every seed and 2 to 4 players: over by turn 600, never more quiet turns than the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.string({ maxLength: 12 }), (players, seed) => {
        const start = engine.setup({ players, variant: 'advanced' }, seed);
        if (!start.ok) throw new Error(start.error);
        let s = start.value;
        let rng = seedRng(`limits:${seed}`);
        // Placements, then at most two moves per turn (a run and one icon follow-up).
        const moveBound = players * (players === 2 ? 4 : 3) + 2 * TURN_CAP;
        let moves = 0;
        while (engine.toMove(s) !== null && moves <= moveBound) {
          const options = engine.legalMoves(s);
          const pick = nextInt(rng, options.length);
          rng = pick.state;
          const r = engine.apply(s, options[pick.value]!);
          if (!r.ok) throw new Error(r.error);
          s = r.value;
          moves++;
          if (s.phase === 'play') expect(quietTurns(s)).toBeLessThan(stallLimit(s));
        }
        expect(s.phase).toBe('over');
        expect(s.turns).toBeLessThanOrEqual(TURN_CAP);
        expect(s.left.every(Boolean)).toBe(true);
        expect(engine.outcome(s)).not.toBeNull();
      }),
      { numRuns: 60 },
    );
  });
});
