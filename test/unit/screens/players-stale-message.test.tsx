// @vitest-environment happy-dom
// Issue 20 point 16: "a stale 'already saved' message stays after the field is cleared" (Players).
import 'fake-indexeddb/auto';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../src/i18n';
import { commonStrings } from '../i18n/commonStrings';

vi.mock('../../../src/storage/players', () => ({
  listPlayers: async () => [{ id: 'a', name: 'Аня', color: '#c00000' }],
  allPlayers: async () => [{ id: 'a', name: 'Аня', color: '#c00000' }],
  savePlayer: async () => undefined,
  deletePlayer: async () => undefined,
}));

beforeAll(async () => {
  await i18next.init({ lng: 'en', defaultNS: 'common', resources: { en: { common: commonStrings('en') } }, interpolation: { escapeValue: false } });
});

describe('Players: a refusal about a typed name goes once the name changes', () => {
  it('"Аня is already saved." disappears when the field is cleared', async () => {
    const { Players } = await import('../../../src/screens/Players');
    document.body.innerHTML = '<div id="r"></div>';
    const root = document.getElementById('r')!;
    await act(async () => render(<Players />, root));
    await vi.waitFor(() => expect(root.querySelector('#new-player')).not.toBeNull());
    await vi.waitFor(() => expect(root.textContent).toContain('Аня'));
    const input = root.querySelector('#new-player') as HTMLInputElement;
    const typeName = (v: string) =>
      act(async () => {
        input.value = v;
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    await typeName('аня');
    await act(async () => void root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await vi.waitFor(() => expect(root.querySelector('#new-player-err')?.textContent).toBe('аня is already saved.'));
    await typeName('');
    expect(root.querySelector('#new-player-err')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await act(async () => render(null, root));
  });
});
