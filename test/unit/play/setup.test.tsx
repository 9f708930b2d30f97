// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { PlayNew } from '../../../src/play/PlayNew';
import { PlayShell } from '../../../src/play/PlayShell';
import { SeatSetup, nameBots, seatSpecs, type SeatChoice } from '../../../src/play/SeatSetup';
import type { PlaySetup } from '../../../src/play/types';
import { hiddenNim } from '../../fixtures/toy-games/hiddenNim';
import { addTyped, choose, mountToySetup, startAndLoad } from './setup-helpers';
import { withTestRoot } from './test-root';
import { byTestId, click, initPlayI18n } from './ui-helpers';

let root: HTMLElement;
withTestRoot(initPlayI18n, (r) => {
  root = r;
  history.replaceState(null, '', '#/game/toy/play');
});

const typeName = (name: string) => addTyped(root, name);
const select = (name: string) => {
  const label = [...root.querySelectorAll('label')].find((l) => l.textContent?.trim() === name)!;
  return root.querySelector<HTMLSelectElement>(`[id="${label.getAttribute('for')}"]`)!;
};

describe('SeatSetup: people and bots in seat order', () => {
  it('adds a bot at normal level, switches levels, and asks for at least one person', async () => {
    let value: SeatChoice = { players: [], kinds: {} };
    const mount = () => render(<SeatSetup value={value} onChange={(v) => ((value = v), mount())} min={2} max={3} />, root);
    await act(async () => mount());
    await click(byTestId(root, 'add-bot'));
    expect(value.players.map((p) => p.name)).toEqual(['Bot: normal']); // named by level, never "Bot 1"
    expect(seatSpecs(value)).toEqual([{ kind: 'bot', level: 'normal' }]);
    expect(byTestId(root, 'need-human')).not.toBeNull();
    await choose(select('Bot: normal'), 'hard');
    expect(seatSpecs(value)).toEqual([{ kind: 'bot', level: 'hard' }]);
    expect(value.players.map((p) => p.name)).toEqual(['Bot: hard']);
    await choose(select('Bot: hard'), 'human');
    expect(seatSpecs(value)).toEqual([{ kind: 'human' }]);
    expect(byTestId(root, 'need-human')).toBeNull();
    await click(byTestId(root, 'add-bot'));
    await click(byTestId(root, 'add-bot'));
    expect(value.players).toHaveLength(3);
    expect(new Set(value.players.map((p) => p.color)).size).toBe(3);
    expect((byTestId(root, 'add-bot') as HTMLButtonElement).disabled).toBe(true); // the table is full
  });
});

describe('nameBots: a bot is named by its level, never a saved player', () => {
  it('marks every bot in seat order when several sit at the table, and drops a saved-player id from a bot seat', () => {
    const seat = (id: string, name: string, playerId?: string) => ({ id, name, color: '#c0392b', ...(playerId ? { playerId } : {}) });
    const choice: SeatChoice = {
      players: [seat('a', 'Anya', 'p1'), seat('b', 'x', 'p2'), seat('c', 'y'), seat('d', 'z')],
      kinds: { b: { kind: 'bot', level: 'hard' }, c: { kind: 'bot', level: 'easy' }, d: { kind: 'bot', level: 'hard' } },
    };
    const label = (level: string, n?: number) => (n === undefined ? `<${level}>` : `<${level}> #${n}`);
    const named = nameBots(choice, label);
    expect(named.players).toEqual([seat('a', 'Anya', 'p1'), seat('b', '<hard> #1'), seat('c', '<easy> #2'), seat('d', '<hard> #3')]);
    expect(named.kinds).toBe(choice.kinds);
  });
});

describe('PlayNew: a new game is saved, then opened', () => {
  it('creates a kind "play" session with seats, the game config and a seed, and goes to it', async () => {
    await mountToySetup(root);
    expect((byTestId(root, 'start') as HTMLButtonElement).disabled).toBe(true);
    await typeName('Anya');
    await click(byTestId(root, 'add-bot'));
    expect((byTestId(root, 'start') as HTMLButtonElement).disabled).toBe(false);
    const stored = await startAndLoad(root);
    expect(stored).toMatchObject({
      kind: 'play',
      game: 'toy',
      players: [{ name: 'Anya', playerId: expect.any(String) }, { name: 'Bot: normal' }],
      data: { config: { players: 2, pile: 7 }, moves: [], seats: [{ kind: 'human' }, { kind: 'bot', level: 'normal' }] },
    });
    expect(stored.players[1]).not.toHaveProperty('playerId'); // a bot is never a saved player
  });

  it('shows the engine refusal of the config in words and stays on the form', async () => {
    const bad: PlaySetup = { defaultOptions: null, config: (players) => ({ players: players + 10 }) };
    await act(async () => render(<PlayNew game="toy" engine={hiddenNim as never} setup={bad} players={{ min: 2, max: 4 }} />, root));
    await typeName('Anya');
    await typeName('Boris');
    await act(async () => void root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await vi.waitFor(() => expect(root.querySelector('[role=alert]')?.textContent).toBe('Hidden Nim needs 2 to 4 players.'));
    expect(location.hash).toBe('#/game/toy/play');
  });
});

describe('PlayShell: only games that declare play', () => {
  it.each(['no-such-game', 'knights-vs-steambots'])('%s without an engine shows "not found"', async (id) => {
    await act(async () => render(<PlayShell id={id} />, root));
    expect(root.querySelector('[role=alert]')?.textContent).toBe('Nothing here');
  });
});
