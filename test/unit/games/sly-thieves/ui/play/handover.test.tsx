// @vitest-environment happy-dom
/**
 * Two people at one phone (issue 13): the loot lies face down and only its owner may look
 * (rulebook "Ход игры": taken tiles go face down in front of the player), so the hand-over
 * curtain comes up whenever the turn passes between people, and "Show my loot" shows the loot of
 * the person holding the phone only. Also: tokens carry initials from names, the last moves are
 * drawn as paths, and a caught thief gets a notice.
 */
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { engine } from '../../../../../../src/games/sly-thieves/engine';
import type { SlyMove } from '../../../../../../src/games/sly-thieves/engine/types';
import { roomLabel } from '../../../../../../src/games/sly-thieves/engine/geometry';
import { readMoves, sinceLastOwn } from '../../../../../../src/games/sly-thieves/ui/play/lastMoves';
import { initials } from '../../../../../../src/games/sly-thieves/ui/play/labels';
import type { LogEntry } from '../../../../../../src/play/types';
import { withTestRoot } from '../../../../play/test-root';
import { byTestId, H, initSlyI18n, mountSly, playUntil, replay } from './helpers';

let root: HTMLElement;
withTestRoot(initSlyI18n, (r) => (root = r), '<main><div id="r"></div></main>');

const BASIC = { players: 2, variant: 'basic' as const };
const pointsOf = (loot: readonly number[]) => loot.reduce((a, b) => a + b, 0);

describe('hand-over and secret loot', () => {
  it('the engine says it hides things, so two people get the curtain', () => {
    expect(engine.hiddenInformation).toBe(true);
  });

  it('after a move the curtain names the next person; their "Show my loot" shows their loot, never the other\'s', async () => {
    // A basic game stopped in the heist with both gangs holding different loot, Boris (seat 1) to move.
    const seed = 'handover-1';
    const moves = playUntil(
      BASIC,
      seed,
      (s) => s.phase === 'play' && s.seat === 1 && s.loot[0]!.length > 0 && s.loot[1]!.length > 0 && pointsOf(s.loot[0]!) !== pointsOf(s.loot[1]!),
    )!;
    expect(moves).not.toBeNull();
    const state = replay(BASIC, seed, moves);
    await mountSly(root, [H, H], { config: BASIC, seed, moves });
    // mountSly passed the phone to Boris, the person to move.
    await vi.waitFor(() => expect(byTestId(root, 'gang-1')?.textContent).toContain('Boris'));
    expect(byTestId(root, 'my-loot')).toBeNull(); // face down until asked
    await act(async () => (byTestId(root, 'show-loot') as HTMLButtonElement).click());
    const mine = byTestId(root, 'my-loot')!.textContent!;
    expect(mine).toContain(`${pointsOf(state.loot[1]!)} point`);
    expect(mine).not.toContain(`${pointsOf(state.loot[0]!)} point`);
    // Boris moves: the board goes, the curtain names Anya, and nothing of the table is in the DOM.
    const move = engine.legalMoves(state).find((m): m is Extract<SlyMove, { type: 'move' }> => m.type === 'move')!;
    const { from, to } = move;
    await act(async () => void root.querySelector(`[data-room="${from}"]`)?.dispatchEvent(new Event('click', { bubbles: true })));
    await act(async () => void root.querySelector(`[data-room="${to}"]`)?.dispatchEvent(new Event('click', { bubbles: true })));
    await vi.waitFor(() => expect(byTestId(root, 'curtain')?.textContent).toContain('Anya'));
    expect(byTestId(root, 'board')).toBeNull();
    expect(byTestId(root, 'my-loot')).toBeNull();
    await act(async () => (byTestId(root, 'reveal') as HTMLButtonElement).click());
    await vi.waitFor(() => expect(byTestId(root, 'show-loot')).not.toBeNull());
    expect(byTestId(root, 'my-loot')).toBeNull(); // Anya's pile starts face down too
    await act(async () => (byTestId(root, 'show-loot') as HTMLButtonElement).click());
    expect(byTestId(root, 'my-loot')!.textContent).toContain(`${pointsOf(state.loot[0]!)} point`);
    // Anya sees Boris's run drawn as a path from room to room.
    const path = root.querySelector('[data-testid="last-moves"] [data-path="thief"] line')!;
    expect(path).not.toBeNull();
  });
});

describe('tokens and the last moves', () => {
  const p = (name: string) => ({ id: name, name, color: '#000000' });
  it('initials come from names only, never seat numbers', () => {
    expect(initials([p('Anya'), p('Boris')])).toEqual(['A', 'B']);
    expect(initials([p('Bot 1'), p('Bot 2'), p('Vera')])).toEqual(['B1', 'B2', 'V']);
    expect(initials([p('Anya'), p('Alex'), p('anton')])).toEqual(['Ay', 'Al', 'At']);
    expect(initials([p('Anya'), p('Anya')])).toEqual(['A', 'A']);
  });

  const entry = (index: number, seat: number, key: string, params: Record<string, string | number>): LogEntry => ({
    index,
    seat,
    checkpoint: false,
    log: { key, params },
  });
  it("the paths since the viewer's last move, and every catch, come from the log", () => {
    const [a, b, c] = [roomLabel(3), roomLabel(10), roomLabel(20)];
    const log = [
      entry(0, 0, 'move', { seat: 0, from: a, to: b }),
      entry(1, 1, 'move', { seat: 1, from: b, to: c }),
      entry(2, 1, 'guardCatch', { seat: 1, from: a, to: b, ownerSeat: 0 }),
      entry(3, 2, 'place', { seat: 2, to: a }),
    ];
    const since = sinceLastOwn(log, 0);
    expect(since.map((e) => e.index)).toEqual([1, 2, 3]);
    const r = readMoves(since);
    expect(r.paths).toEqual([
      { index: 1, seat: 1, kind: 'thief', from: 10, to: 20 },
      { index: 2, seat: 1, kind: 'guard', from: 3, to: 10 },
      { index: 3, seat: 2, kind: 'place', from: null, to: 3 },
    ]);
    expect(r.caught).toEqual([{ index: 2, by: 1, owner: 0, room: b }]);
    // Nothing since the viewer's own turn: that turn is shown.
    expect(sinceLastOwn(log.slice(0, 1), 0).map((e) => e.index)).toEqual([0]);
  });
});

describe('haptics (src/play/haptics.ts)', () => {
  it('a buzz when the turn comes back to the person holding the phone, a double one when their gang takes a tile', async () => {
    const { render } = await import('preact');
    const { useSlyHaptics } = await import('../../../../../../src/games/sly-thieves/ui/play/useSlyHaptics');
    const { BUZZ_PATTERN } = await import('../../../../../../src/play/haptics');
    const calls: unknown[] = [];
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: (p: unknown) => (calls.push(p), true) });
    const base = replay(BASIC, 'buzz', []);
    type View = Parameters<typeof useSlyHaptics>[0];
    const view = (loot: number): View => ({ ...(engine.view(base, 0) as NonNullable<View>), lootCounts: [loot, 0] });
    function Probe({ v, turn }: { v: View; turn: boolean }) {
      useSlyHaptics(v, turn);
      return null;
    }
    const at = (v: View, turn: boolean) => act(async () => render(<Probe v={v} turn={turn} />, root));
    await at(view(0), true); // opening the table: no buzz
    await at(view(0), false);
    await at(view(0), true); // the turn comes back
    await at(view(1), true); // a tile taken
    expect(calls).toEqual([BUZZ_PATTERN.turn, BUZZ_PATTERN.won]);
    await act(async () => render(null, root));
  });
});
