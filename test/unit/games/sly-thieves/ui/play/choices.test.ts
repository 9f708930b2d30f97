/**
 * The board offers exactly the legal moves (issue 5, "every move the UI offers is legal"): over
 * random basic and advanced games, every tap sequence the board lights ends in a legal move,
 * and every legal move (but skip and leave, which are buttons) is reachable by taps.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../../src/games/sly-thieves/engine';
import type { SlyMove, SlyState } from '../../../../../../src/games/sly-thieves/engine/types';
import { viewFor } from '../../../../../../src/games/sly-thieves/engine/view';
import { choicesFor, isLit, tapRoom } from '../../../../../../src/games/sly-thieves/ui/play/choices';

/** Every move reachable by tapping lit rooms from a fresh decision (depth two at most). */
function offered(state: SlyState, legal: SlyMove[]): SlyMove[] {
  const view = viewFor(state, state.seat);
  const out: SlyMove[] = [];
  const first = choicesFor(view, legal, null);
  for (let room = 0; room < 61; room++) {
    if (!isLit(first, room)) continue;
    const r = tapRoom(first, legal, room);
    if (r.kind === 'play') out.push(r.move);
    if (r.kind === 'pick' && r.room !== null) {
      const second = choicesFor(view, legal, r.room);
      for (const to of second.targets) {
        const r2 = tapRoom(second, legal, to);
        if (r2.kind === 'play') out.push(r2.move);
      }
    }
  }
  return out;
}

const key = (m: SlyMove) => JSON.stringify(m);

describe('lit rooms = legal moves', () => {
  it('holds at every position of random games (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('basic' as const, 'advanced' as const),
        fc.integer({ min: 2, max: 4 }),
        fc.string(),
        fc.array(fc.nat(), { minLength: 80, maxLength: 80 }),
        (variant, players, seed, picks) => {
          let s = engine.setup({ players, variant }, seed);
          if (!s.ok) throw new Error(s.error);
          let state = s.value;
          for (const pick of picks) {
            const legal = engine.legalMoves(state);
            if (legal.length === 0) break;
            const taps = offered(state, legal).map(key).sort();
            const board = legal
              .filter((m) => m.type !== 'skip' && m.type !== 'leave')
              .map(key)
              .sort();
            expect(taps).toEqual(board);
            const c = choicesFor(viewFor(state, state.seat), legal, null);
            expect(c.skip !== null).toBe(legal.some((m) => m.type === 'skip'));
            expect(c.leave !== null).toBe(legal.some((m) => m.type === 'leave'));
            s = engine.apply(state, legal[pick % legal.length]!);
            if (!s.ok) throw new Error(s.error);
            state = s.value;
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('nothing is lit for a seat that is not to move', () => {
    const s = engine.setup({ players: 2, variant: 'basic' }, 'x');
    if (!s.ok) throw new Error(s.error);
    const c = choicesFor(viewFor(s.value, 1 - s.value.seat), [], null);
    expect(c).toMatchObject({ step: 'wait', sources: [], targets: [], picked: null });
  });
});
