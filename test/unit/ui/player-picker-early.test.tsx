// @vitest-environment happy-dom
/**
 * A name typed before the picker has read the saved players (a slow phone that just opened the
 * setup; CI saw it as two "Xena" rows in players-tabs.e2e under load): the seat must count for the
 * saved player of that name, and no second player of that name may be saved, or one person's games
 * and wins split between two players in History and Statistics.
 */
import 'fake-indexeddb/auto';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDb } from '../../../src/storage/db';
import { allPlayers, ensurePlayer, savePlayer } from '../../../src/storage/players';
import type { SeatRecord } from '../../../src/storage/types';
import { PlayerPicker } from '../../../src/ui/PlayerPicker';
import { initTestI18n } from './i18n-setup';

/** The picker's read of the saved list waits until `arrive()`. */
const gate = vi.hoisted(() => {
  let open = () => {};
  let done = new Promise<void>((r) => (open = r));
  return {
    reset: () => (done = new Promise<void>((r) => (open = r))),
    arrive: () => open(),
    wait: () => done,
  };
});
vi.mock('../../../src/storage/players', async (original) => {
  const real = await original<typeof import('../../../src/storage/players')>();
  return { ...real, listPlayers: () => gate.wait().then(() => real.listPlayers()) };
});

let root: HTMLElement;
let seats: SeatRecord[];
beforeAll(() => initTestI18n('en'));
beforeEach(() => {
  gate.reset();
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
  seats = [];
});
afterEach(async () => {
  gate.arrive();
  await act(async () => render(null, root));
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

async function typeName(n: string) {
  const input = root.querySelector<HTMLInputElement>('#picker-name')!;
  await act(async () => {
    input.value = n;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => void input.form!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
}

describe('a name typed before the saved players are read', () => {
  it('counts for the saved player of that name; no second one is saved', async () => {
    const xena = await savePlayer({ name: 'Xena', color: '#2471a3' });
    const draw = () => render(<PlayerPicker seats={seats} onChange={(next) => ((seats = next), draw())} min={2} max={4} />, root);
    await act(async () => draw());
    await typeName('xena');
    await vi.waitFor(() => expect(seats).toEqual([expect.objectContaining({ name: 'Xena', color: '#2471a3', playerId: xena.id })]));
    expect((await allPlayers()).map((p) => p.name)).toEqual(['Xena']);
    gate.arrive();
    await vi.waitFor(() => expect(root.querySelectorAll('.chip').length).toBe(1));
    expect(seats).toHaveLength(1);
  });

  it('setup typed twice at once (two screens, two phones of one profile) still saves one player', async () => {
    const [a, b] = await Promise.all([ensurePlayer('Anna', '#c0392b'), ensurePlayer('anna', '#229954')]);
    expect(b.id).toBe(a.id);
    expect((await allPlayers()).map((p) => p.name)).toEqual(['Anna']);
  });
});
