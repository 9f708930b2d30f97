// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb } from '../../../src/storage/db';
import { allPlayers, savePlayer } from '../../../src/storage/players';
import type { SeatRecord } from '../../../src/storage/types';
import { PlayerPicker } from '../../../src/ui/PlayerPicker';
import { initTestI18n } from './i18n-setup';

let root: HTMLElement;
let seats: SeatRecord[];
beforeAll(() => initTestI18n('en'));
beforeEach(() => {
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
  seats = [];
});
afterEach(async () => {
  await act(async () => render(null, root));
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

async function mount() {
  const draw = () => render(<PlayerPicker seats={seats} onChange={(next) => ((seats = next), draw())} min={2} max={4} />, root);
  await act(async () => draw());
}

/** Types each name and presses Enter, as a person does (the screen re-renders in between). */
async function type(...names: string[]) {
  const input = root.querySelector<HTMLInputElement>('#picker-name')!;
  for (const n of names) {
    await act(async () => {
      input.value = n;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => void input.form!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  }
}

describe('PlayerPicker: typed names become saved players unless told not to', () => {
  it('a typed name is saved and the seat carries its id at once', async () => {
    await mount();
    expect(root.textContent).toContain('Save for next time');
    expect(root.querySelector<HTMLInputElement>('[data-testid=picker-remember]')!.checked).toBe(true);
    await type('Anna');
    expect(seats).toEqual([expect.objectContaining({ name: 'Anna', playerId: expect.any(String) })]);
    await vi.waitFor(async () =>
      expect(await allPlayers()).toEqual([expect.objectContaining({ id: seats[0]!.playerId, name: 'Anna', color: seats[0]!.color })]),
    );
    expect(root.querySelector('.chip[aria-pressed=true]')?.textContent).toBe('Anna');
  });

  it('unticked: a one-off seat, nothing saved', async () => {
    await mount();
    await act(async () => root.querySelector<HTMLInputElement>('[data-testid=picker-remember]')!.click());
    await type('Guest');
    expect(seats).toEqual([expect.objectContaining({ name: 'Guest' })]);
    expect(seats[0]).not.toHaveProperty('playerId');
    await new Promise((r) => setTimeout(r, 20));
    expect(await allPlayers()).toEqual([]);
  });

  it('a name already saved (any case) seats that player; a second person of that name is a one-off', async () => {
    const anna = await savePlayer({ name: 'Anna', color: '#1f6fb2' });
    await mount();
    await vi.waitFor(() => expect(root.querySelector('.chip')).not.toBeNull());
    await type('anna', 'ANNA');
    expect(seats.map((s) => [s.name, s.playerId])).toEqual([
      ['Anna', anna.id],
      ['ANNA', undefined],
    ]);
    expect(await allPlayers()).toHaveLength(1);
  });

  it('two names typed one after the other both get a seat and a saved player, in different colours', async () => {
    await mount();
    await type('Vera', 'Gleb');
    expect(seats.map((s) => s.name)).toEqual(['Vera', 'Gleb']);
    expect(new Set(seats.map((s) => s.color)).size).toBe(2);
    await vi.waitFor(async () => expect((await allPlayers()).map((p) => p.name).sort()).toEqual(['Gleb', 'Vera']));
  });
});
