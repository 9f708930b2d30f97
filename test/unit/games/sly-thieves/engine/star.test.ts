// Scenario tests of the star and the crossed-out eye ("Значки" of the advanced variant; rules
// page icon-star, icon-crossed-eye, guards, ruling-one-step, ruling-star-blocked,
// ruling-caught-thief).
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/sly-thieves/engine';
import { at, play, refuse, scene, tile } from './helpers';

const C = () => at(0, 0);
const aroundCentre = () => [at(1, 0), at(-1, 0), at(0, 1), at(0, -1), at(1, -1), at(-1, 1)];

/** Seat 0 runs from (-4,2) onto a star at (-2,2); guards on the post unless told otherwise. */
function starTurn(extra: Parameters<typeof scene>[0]['thieves'] = [], tiles: Parameters<typeof scene>[0]['tiles'] = [], guards?: number[]) {
  const s = scene({ variant: 'advanced', thieves: [[0, at(-4, 2)], ...extra], tiles: [[at(-2, 2), tile(2, 'star')], ...tiles], guards });
  return { before: s, after: play(s, { type: 'move', seat: 0, from: at(-4, 2), to: at(-2, 2) }) };
}

describe('Значки: star (icon-star)', () => {
  it('landing on a star leaves a guard step owed by the same seat', () => {
    const { after } = starTurn([[1, at(4, -4)]]);
    expect(after.pending).toEqual({ icon: 'star', thief: 0 });
    expect(engine.toMove(after)).toBe(0);
  });

  it('is compulsory: only guard steps are offered, skipping and other moves are refused', () => {
    const { after } = starTurn([[1, at(4, -4)]]);
    const moves = engine.legalMoves(after);
    expect(moves.every((m) => m.type === 'guard')).toBe(true);
    expect(refuse(after, { type: 'skip', seat: 0 })).toBe('ERR_CANNOT_SKIP');
    expect(refuse(after, { type: 'move', seat: 0, from: at(-2, 2), to: at(-1, 2) })).toBe('ERR_ICON_PENDING');
    expect(refuse(after, { type: 'hatch', seat: 0, from: at(-2, 2), to: at(3, 0) })).toBe('ERR_WRONG_ICON');
  });

  it('a guard steps one room to any neighbour, the two guards on the post offered once', () => {
    const { after } = starTurn([[1, at(4, -4)]]);
    const steps = engine.legalMoves(after).map((m) => (m.type === 'guard' ? [m.from, m.to] : []));
    expect(steps.map(([, to]) => to).sort()).toEqual(aroundCentre().sort());
    expect(steps.every(([from]) => from === C())).toBe(true);
    expect(refuse(after, { type: 'guard', seat: 0, from: C(), to: at(2, 0) })).toBe('ERR_NOT_ADJACENT');
    expect(refuse(after, { type: 'guard', seat: 0, from: at(1, 0), to: at(2, 0) })).toBe('ERR_NO_GUARD');
  });

  it('a guard may enter an empty room and the guard post (ruling-one-step)', () => {
    const { after } = starTurn([[1, at(4, -4)]], [[at(2, -1), null]], [C(), at(1, -1)]);
    const tos = engine.legalMoves(after).flatMap((m) => (m.type === 'guard' && m.from === at(1, -1) ? [m.to] : []));
    expect(tos).toContain(at(2, -1));
    expect(tos).toContain(C());
  });

  it("a guard entering a thief's room catches it: the thief is gone, its tile stays (ruling-caught-thief)", () => {
    const { after } = starTurn([[1, at(1, 0)]], [[at(1, 0), tile(3)]]);
    const next = play(after, { type: 'guard', seat: 0, from: C(), to: at(1, 0) });
    expect(next.thieves[1]).toEqual({ seat: 1, room: null, caught: true });
    expect(next.tiles[at(1, 0)]).toEqual(tile(3));
    expect(next.guards.sort()).toEqual([C(), at(1, 0)].sort());
    expect(next.pending).toBeNull();
    expect(engine.toMove(next)).toBe(1);
    expect(engine.describeMove(after, { type: 'guard', seat: 0, from: C(), to: at(1, 0) })).toMatchObject({ key: 'guardCatch', params: { ownerSeat: 1 } });
  });

  it("the guard may catch a thief of the mover's own gang (ruling-star-own-thief)", () => {
    const { after } = starTurn([
      [0, at(-1, 0)],
      [1, at(4, -4)],
    ]);
    const next = play(after, { type: 'guard', seat: 0, from: C(), to: at(-1, 0) });
    expect(next.thieves[1]!.caught).toBe(true);
  });

  it('a gang whose last thief is caught leaves the bank on its next turn (ruling-caught-thief)', () => {
    const { after } = starTurn([[1, at(1, 0)]]);
    const next = play(after, { type: 'guard', seat: 0, from: C(), to: at(1, 0) });
    expect(engine.legalMoves(next)).toEqual([{ type: 'leave', seat: 1 }]);
    const gone = play(next, { type: 'leave', seat: 1 });
    expect(gone.left[1]).toBe(true);
  });

  it('when no guard can step anywhere, the star does nothing and the turn passes (ruling-star-blocked)', () => {
    const ring = aroundCentre();
    const { after } = starTurn(
      ring.map((room, i) => [i % 2 === 0 ? 1 : 0, room] as [number, number]),
      ring.map((room) => [room, tile(1, 'crossedEye')] as [number, ReturnType<typeof tile>]),
    );
    expect(after.pending).toBeNull();
    expect(engine.toMove(after)).toBe(1);
  });
});

describe('Значки: crossed-out eye (icon-crossed-eye)', () => {
  it('a guard cannot step onto a crossed-out eye with a thief on it, so nobody is caught there', () => {
    const { after } = starTurn(
      [[1, at(1, 0)]],
      [
        [at(1, 0), tile(1, 'crossedEye')],
        [at(0, 1), tile(2, 'crossedEye')],
      ],
    );
    const tos = engine.legalMoves(after).flatMap((m) => (m.type === 'guard' ? [m.to] : []));
    expect(tos).not.toContain(at(1, 0));
    expect(refuse(after, { type: 'guard', seat: 0, from: C(), to: at(1, 0) })).toBe('ERR_GUARD_BLOCKED');
    // The same icon with no thief on it does not stop a guard.
    expect(tos).toContain(at(0, 1));
  });

  it('landing on a crossed-out eye owes nothing: the turn passes at once', () => {
    const s = scene({
      variant: 'advanced',
      thieves: [
        [0, at(-4, 2)],
        [1, at(4, -4)],
      ],
      tiles: [[at(-2, 2), tile(1, 'crossedEye')]],
    });
    const next = play(s, { type: 'move', seat: 0, from: at(-4, 2), to: at(-2, 2) });
    expect(next.pending).toBeNull();
    expect(engine.toMove(next)).toBe(1);
  });
});

describe('Вариант для самых маленьких: icons do nothing in the basic variant', () => {
  it('a star in the basic game owes no guard step (there are no guards)', () => {
    const s = scene({
      thieves: [
        [0, at(-4, 2)],
        [1, at(4, -4)],
      ],
      tiles: [[at(-2, 2), tile(2, 'star')]],
    });
    expect(s.guards).toEqual([]);
    const next = play(s, { type: 'move', seat: 0, from: at(-4, 2), to: at(-2, 2) });
    expect(next.pending).toBeNull();
    expect(engine.toMove(next)).toBe(1);
  });
});
