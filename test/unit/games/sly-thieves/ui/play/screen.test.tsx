// @vitest-environment happy-dom
/**
 * The Sly Thieves board against the real engine with a fixed seed: what is lit is exactly what
 * engine.legalMoves allows, and a tap plays (and saves) exactly that move. Rules cited are
 * sections of the rulebook ("Подготовка к игре", "Ход игры").
 */
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { engine } from '../../../../../../src/games/sly-thieves/engine';
import type { SlyMove } from '../../../../../../src/games/sly-thieves/engine/types';
import { getSession } from '../../../../../../src/storage/sessions';
import { withTestRoot } from '../../../../play/test-root';
import { byTestId, choiceRooms, EASY, H, initSlyI18n, mountSly, playUntil, replay, roomEl, sorted, tap } from './helpers';

let root: HTMLElement;
withTestRoot(initSlyI18n, (r) => (root = r), '<main><div id="r"></div></main>');

const savedMoves = async (id: string) => ((await getSession(id))!.data as { moves: SlyMove[] }).moves;

describe('placement round (Подготовка к игре)', () => {
  it('lights exactly the legal cash rooms; a tap places the thief and saves the move first', async () => {
    const { session, config, seed } = await mountSly(root, [H, EASY]);
    await vi.waitFor(() => expect(byTestId(root, 'prompt')?.textContent).toMatch(/^Place a thief/));
    const moves = await savedMoves(session.id);
    const state = replay(config, seed, moves);
    expect(state.seat).toBe(0);
    const legal = engine.legalMoves(state);
    expect(choiceRooms(root, 'target')).toEqual(sorted(legal.map((m) => (m as { to: number }).to)));
    expect(choiceRooms(root, 'source')).toEqual([]);
    // Every other room is announced as unavailable and is not in the Tab order.
    const lit = new Set(choiceRooms(root, 'target'));
    for (const el of root.querySelectorAll('[data-room]')) {
      const room = Number(el.getAttribute('data-room'));
      expect(el.getAttribute('aria-disabled')).toBe(lit.has(room) ? null : 'true');
      expect(el.getAttribute('tabindex')).toBe(lit.has(room) ? '0' : '-1');
    }
    const target = [...lit][3]!;
    await tap(roomEl(root, target));
    await vi.waitFor(async () => expect((await savedMoves(session.id)).length).toBeGreaterThan(moves.length));
    expect((await savedMoves(session.id))[moves.length]).toEqual({ type: 'place', seat: 0, to: target });
    await vi.waitFor(() => expect(roomEl(root, target)?.getAttribute('aria-label')).toContain('your thief'));
  });
});

/** Placements done, seat 0 (a person) to run: the moves that lead there. */
function heistStart(seed: string) {
  const config = { players: 2, variant: 'basic' as const };
  for (let k = 0; k < 20; k++) {
    const moves = playUntil(config, `${seed}-${k}`, (s) => s.phase === 'play' && s.seat === 0);
    if (moves) return { seed: `${seed}-${k}`, moves };
  }
  throw new Error('no start found');
}

describe('a run (Ход игры): pick a lit thief, then a lit room', () => {
  it('lights the movable thieves, then exactly the legal destinations of the picked one', async () => {
    const start = heistStart('run');
    const { session, config, seed } = await mountSly(root, [H, EASY], { seed: start.seed, moves: start.moves });
    await vi.waitFor(() => expect(byTestId(root, 'prompt')?.textContent).toBe('Tap one of your lit thieves.'));
    const legal = engine.legalMoves(replay(config, seed, start.moves)) as Array<Extract<SlyMove, { type: 'move' }>>;
    expect(choiceRooms(root, 'source')).toEqual(sorted(legal.map((m) => m.from)));
    expect(choiceRooms(root, 'target')).toEqual([]);
    for (const from of sorted(legal.map((m) => m.from))) {
      await tap(roomEl(root, from));
      expect(choiceRooms(root, 'picked')).toEqual([from]);
      expect(choiceRooms(root, 'target')).toEqual(sorted(legal.filter((m) => m.from === from).map((m) => m.to)));
      expect(byTestId(root, 'prompt')?.textContent).toMatch(/^Tap a lit room/);
    }
    // Tapping the picked thief again puts it down; a room that is not lit does nothing.
    const from = sorted(legal.map((m) => m.from)).at(-1)!;
    expect(choiceRooms(root, 'picked')).toEqual([from]);
    await tap(roomEl(root, from));
    expect(choiceRooms(root, 'picked')).toEqual([]);
    await tap(roomEl(root, from));
    const dark = [...Array(61).keys()].find((r) => !choiceRooms(root, 'target').includes(r) && r !== from)!;
    await tap(roomEl(root, dark));
    expect(await savedMoves(session.id)).toHaveLength(start.moves.length);
    const move = legal.filter((m) => m.from === from).at(-1)!;
    await tap(roomEl(root, move.to));
    await vi.waitFor(async () => expect((await savedMoves(session.id))[start.moves.length]).toEqual(move));
  });

  it('is playable by keyboard: Tab reaches lit rooms only, arrows walk the board, Enter and Space choose', async () => {
    const start = heistStart('keys');
    const { session, config, seed } = await mountSly(root, [H, EASY], { seed: start.seed, moves: start.moves });
    await vi.waitFor(() => expect(choiceRooms(root, 'source').length).toBeGreaterThan(0));
    const legal = engine.legalMoves(replay(config, seed, start.moves)) as Array<Extract<SlyMove, { type: 'move' }>>;
    const tabbable = [...root.querySelectorAll('[data-room][tabindex="0"]')].map((el) => Number(el.getAttribute('data-room')));
    expect(sorted(tabbable)).toEqual(choiceRooms(root, 'source'));
    const key = async (el: Element | null, k: string) => act(async () => void el!.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true })));
    const from = legal[0]!.from;
    roomEl(root, from)!.focus();
    await key(roomEl(root, from), 'Enter');
    expect(choiceRooms(root, 'picked')).toEqual([from]);
    await key(roomEl(root, from), 'Escape');
    expect(choiceRooms(root, 'picked')).toEqual([]);
    await key(roomEl(root, from), ' ');
    expect(choiceRooms(root, 'picked')).toEqual([from]);
    // The arrow keys move the focus to a neighbouring room, whatever it holds.
    await key(roomEl(root, 30), 'ArrowDown');
    expect(document.activeElement?.getAttribute('data-room')).toBe('31');
    await key(roomEl(root, 31), 'ArrowUp');
    expect(document.activeElement?.getAttribute('data-room')).toBe('30');
    const to = legal.find((m) => m.from === from)!.to;
    await key(roomEl(root, to), ' ');
    await vi.waitFor(async () => expect((await savedMoves(session.id))[start.moves.length]).toEqual({ type: 'move', seat: 0, from, to }));
  });
});

describe('what the rooms say to a screen reader', () => {
  it('names the room, its loot, whose thief stands there and what a tap would do', async () => {
    const start = heistStart('labels');
    const { config, seed } = await mountSly(root, [H, EASY], { seed: start.seed, moves: start.moves });
    await vi.waitFor(() => expect(choiceRooms(root, 'source').length).toBeGreaterThan(0));
    const state = replay(config, seed, start.moves);
    expect(roomEl(root, 30)?.getAttribute('aria-label')).toBe("Room E5, guards' post");
    const mine = state.thieves.find((t) => t.seat === 0)!.room!;
    const theirs = state.thieves.find((t) => t.seat === 1)!.room!;
    expect(roomEl(root, mine)?.getAttribute('aria-label')).toMatch(/^Room [A-I]\d, cash bundle, 1 point, your thief, can be picked$/);
    expect(roomEl(root, theirs)?.getAttribute('aria-label')).toMatch(/^Room [A-I]\d, cash bundle, 1 point, thief of Bot: easy$/);
    const gold = state.tiles.findIndex((t, r) => t?.value === 2 && !state.thieves.some((th) => th.room === r));
    expect(roomEl(root, gold)?.getAttribute('aria-label')).toMatch(/^Room [A-I]\d, gold bar, 2 points$/);
    expect(roomEl(root, gold)?.textContent).toContain('2'); // the points are written, not only coloured
  });
});

describe('face-down loot (Ход игры, step 2)', () => {
  it('shows others only counts; my total only on request, and hides it again', async () => {
    const config = { players: 2, variant: 'basic' as const };
    const moves = playUntil(config, 'loot', (s) => s.phase === 'play' && s.seat === 0 && s.loot[0]!.length >= 2 && s.loot[1]!.length >= 2)!;
    const { config: c, seed } = await mountSly(root, [H, EASY], { seed: 'loot', moves });
    const state = replay(c, seed, moves);
    await vi.waitFor(() => expect(byTestId(root, 'gang-1')).not.toBeNull());
    expect(byTestId(root, 'gang-1')?.textContent).toContain(`${state.loot[1]!.length} tiles`);
    expect(byTestId(root, 'gang-0')?.textContent).toContain('Anya (you)');
    expect(byTestId(root, 'my-loot')).toBeNull();
    await tap(byTestId(root, 'show-loot'));
    const points = state.loot[0]!.reduce((a, b) => a + b, 0);
    expect(byTestId(root, 'my-loot')?.textContent).toContain(`Your loot: ${points} point`);
    expect(byTestId(root, 'show-loot')?.textContent).toBe('Hide my loot');
    await tap(byTestId(root, 'show-loot'));
    expect(byTestId(root, 'my-loot')).toBeNull();
  });
});
