// @vitest-environment happy-dom
// Issue 11 point 8: a player saved while storage fails leaves no unhandled rejection and says so;
// a game that could not be created says that (not "the move was NOT saved").
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { failureText } from '../../../src/play/messages';
import { createPlaySession } from '../../../src/play/playSession';
import { i18next } from '../../../src/i18n';
import { openNim } from '../../fixtures/toy-games/hiddenNim';
import { commonStrings } from '../i18n/commonStrings';

vi.mock('../../../src/storage/players', () => ({
  listPlayers: async () => [],
  allPlayers: async () => [],
  savePlayer: async () => Promise.reject(Object.assign(new Error('full'), { name: 'QuotaExceededError' })),
  deletePlayer: async () => undefined,
}));

beforeAll(async () => {
  const load = (ns: string) => JSON.parse(readFileSync(`locales/en/${ns}.json`, 'utf8'));
  await i18next.init({
    lng: 'en',
    defaultNS: 'common',
    resources: { en: { common: commonStrings('en'), play: load('play') } },
    interpolation: { escapeValue: false },
  });
});

describe('failed writes are said, never thrown into the void', () => {
  it('adding a player while storage fails shows the failure next to the field', async () => {
    const { Players } = await import('../../../src/screens/Players');
    document.body.innerHTML = '<div id="r"></div>';
    const root = document.getElementById('r')!;
    await act(async () => render(<Players />, root));
    // The screen shows its form once its own strings have loaded.
    await vi.waitFor(() => expect(root.querySelector('#new-player')).not.toBeNull());
    const input = root.querySelector('#new-player') as HTMLInputElement;
    await act(async () => {
      input.value = 'Аня';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => void root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await vi.waitFor(() => expect(root.querySelector('#new-player-err')?.textContent).toBe('Saving failed.'));
    expect(input.value).toBe('Аня'); // what was typed stays, to try again
    await act(async () => render(null, root));
  });

  it('a game whose first save fails says the game was not created', async () => {
    const players = [0, 1].map((i) => ({ id: `p${i}`, name: `P${i}`, color: '#000000' }));
    const created = await createPlaySession({
      game: 'toy-open',
      engine: openNim as never,
      players,
      seats: [{ kind: 'human' }, { kind: 'human' }],
      config: { players: 2 },
      save: () => Promise.reject(new Error('full')),
    });
    expect(created).toMatchObject({ ok: false, error: 'ERR_CREATE_FAILED' });
    if (created.ok) return;
    expect(failureText(i18next.t, 'toy-open', created)).toBe('The game was NOT created: saving failed. Try again.');
  });
});
