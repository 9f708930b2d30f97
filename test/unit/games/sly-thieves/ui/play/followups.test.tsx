// @vitest-environment happy-dom
/**
 * Icon follow-ups and leaving the bank on the board: each is offered as lit rooms (or a button)
 * that are exactly the engine's legal moves, with a one-line prompt. Rulebook sections:
 * "Значки" (star, hatch, white and black thief) and "Окончание игры" (leaving the bank).
 */
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { engine } from '../../../../../../src/games/sly-thieves/engine';
import type { FollowUpIcon, SlyMove, SlyState } from '../../../../../../src/games/sly-thieves/engine/types';
import { i18next } from '../../../../../../src/i18n';
import { getSession } from '../../../../../../src/storage/sessions';
import { withTestRoot } from '../../../../play/test-root';
import { byTestId, choiceRooms, H, initSlyI18n, mountSly, playUntil, replay, roomEl, sorted, tap } from './helpers';

let root: HTMLElement;
withTestRoot(initSlyI18n, (r) => (root = r), '<main><div id="r"></div></main>');

const ADVANCED = { players: 2, variant: 'advanced' as const };
const savedMoves = async (id: string) => ((await getSession(id))!.data as { moves: SlyMove[] }).moves;

/** A seeded random advanced game stopped where `stop` holds; two people, so the mover sees it. */
function findPosition(stop: (s: SlyState) => boolean, config: { players: number; variant: 'basic' | 'advanced' } = ADVANCED) {
  for (let k = 0; k < 60; k++) {
    const seed = `follow-${k}`;
    const moves = playUntil(config, seed, stop, (i, n) => (i * 13 + k) % n);
    if (moves) return { seed, moves, state: replay(config, seed, moves) };
  }
  throw new Error('no such position in 60 games');
}

type Pair = Extract<SlyMove, { from: number }>;
const PROMPTS: Record<FollowUpIcon, RegExp> = { star: /^Star: /, hatch: /^Hatch: /, whiteThief: /^White thief: /, blackThief: /^Black thief: / };

describe('icon follow-ups (Значки)', () => {
  it.each(['star', 'hatch', 'whiteThief', 'blackThief'] as FollowUpIcon[])('%s: lit choices equal the legal moves and a tap plays one', async (icon) => {
    const found = findPosition((s) => s.pending?.icon === icon);
    const { session } = await mountSly(root, [H, H], { config: ADVANCED, seed: found.seed, moves: found.moves });
    await vi.waitFor(() => expect(byTestId(root, 'prompt')?.textContent).toMatch(PROMPTS[icon]));
    const legal = engine.legalMoves(found.state);
    const pairs = legal.filter((m): m is Pair => 'from' in m);
    const froms = sorted(pairs.map((m) => m.from));
    // The star cannot be refused; the others can be skipped with a button.
    expect(byTestId(root, 'skip') !== null).toBe(legal.some((m) => m.type === 'skip'));
    expect(legal.some((m) => m.type === 'skip')).toBe(icon !== 'star');
    let from = froms[0]!;
    if (icon === 'hatch' || froms.length === 1) {
      // Nothing to pick: the one source is picked already and its destinations are lit.
      expect(choiceRooms(root, 'source')).toEqual([]);
    } else {
      expect(choiceRooms(root, 'source')).toEqual(froms);
      expect(choiceRooms(root, 'target')).toEqual([]);
      from = froms.at(-1)!;
      await tap(roomEl(root, from));
    }
    expect(choiceRooms(root, 'target')).toEqual(sorted(pairs.filter((m) => m.from === from).map((m) => m.to)));
    const move = pairs.find((m) => m.from === from)!;
    await tap(roomEl(root, move.to));
    await vi.waitFor(async () => expect((await savedMoves(session.id)).at(-1)).toEqual(move));
  });

  it('skipping an optional icon is a button that plays the skip move', async () => {
    const found = findPosition((s) => s.pending?.icon === 'hatch');
    const { session } = await mountSly(root, [H, H], { config: ADVANCED, seed: found.seed, moves: found.moves });
    await vi.waitFor(() => expect(byTestId(root, 'skip')?.textContent).toBe('Stay here'));
    await tap(byTestId(root, 'skip'));
    await vi.waitFor(async () => expect((await savedMoves(session.id)).at(-1)).toEqual({ type: 'skip', seat: found.state.seat }));
  });

  it('advanced rooms name their icon, and guards are announced', async () => {
    const found = findPosition((s) => s.phase === 'play' && s.pending === null && s.turns === 0);
    await mountSly(root, [H, H], { config: ADVANCED, seed: found.seed, moves: found.moves });
    await vi.waitFor(() => expect(roomEl(root, 30)).not.toBeNull());
    expect(roomEl(root, 30)?.getAttribute('aria-label')).toBe("Room E5, guards' post, 2 guards");
    const star = found.state.tiles.findIndex((t, r) => t?.icon === 'star' && !found.state.thieves.some((th) => th.room === r));
    expect(roomEl(root, star)?.getAttribute('aria-label')).toMatch(/^Room [A-I]\d, (cash bundle, 1 point|gold bar, 2 points|diamond, 3 points), star/);
  });
});

describe('leaving the bank (Окончание игры)', () => {
  it('when no thief can move, a button leaves with the tiles under the gang', async () => {
    const config = { players: 2, variant: 'basic' as const };
    const found = findPosition((s) => s.phase === 'play' && engine.legalMoves(s)[0]?.type === 'leave', config);
    const { session } = await mountSly(root, [H, H], { config, seed: found.seed, moves: found.moves });
    await vi.waitFor(() => expect(byTestId(root, 'prompt')?.textContent).toMatch(/^No thief of yours can move/));
    expect(choiceRooms(root, 'source')).toEqual([]);
    expect(choiceRooms(root, 'target')).toEqual([]);
    await tap(byTestId(root, 'leave'));
    await vi.waitFor(async () => expect((await savedMoves(session.id)).at(-1)).toEqual({ type: 'leave', seat: found.state.seat }));
  });
});

describe('language', () => {
  it('prompt, labels and log follow a switch to Russian', async () => {
    const found = findPosition((s) => s.pending?.icon === 'blackThief');
    await mountSly(root, [H, H], { config: ADVANCED, seed: found.seed, moves: found.moves });
    await vi.waitFor(() => expect(byTestId(root, 'prompt')).not.toBeNull());
    await act(async () => void (await i18next.changeLanguage('ru')));
    expect(byTestId(root, 'prompt')?.textContent).toMatch(/^Чёрный человечек: /);
    expect(roomEl(root, 30)?.getAttribute('aria-label')).toMatch(/^Комната E5, пост охраны/);
    expect(byTestId(root, 'last-move')?.textContent).toMatch(/^(Anya|Boris): [A-I]\d → [A-I]\d, (забирает тайл|комната была пуста)$/);
  });
});
