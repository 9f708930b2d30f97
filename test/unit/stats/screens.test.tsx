// @vitest-environment happy-dom
// Issue 12 "Statistics": the screens read what the app itself saved (saveSession writes the
// summary in the same transaction), rank players by wins with the person each beats most, and a
// player's page shows the head-to-head; a saved player's rename shows at once (by id).
import 'fake-indexeddb/auto';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureScreenStrings, initI18n } from '../../../src/i18n';
import { PlayerPage } from '../../../src/screens/stats/PlayerPage';
import { Stats } from '../../../src/screens/stats/Stats';
import { renamePlayer, savePlayer } from '../../../src/storage/players';
import { newSession, saveSession } from '../../../src/storage/sessions';

let root: HTMLElement;
let anyaId = '';
beforeAll(async () => {
  await initI18n('en');
  await ensureScreenStrings(); // as the screens' loaders do (src/app/screens.ts)
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
  const anya = await savePlayer({ name: 'Аня', color: '#c0392b' });
  const seats = [
    { id: 'a', name: 'Аня', color: '#c0392b', playerId: anya.id },
    { id: 'b', name: 'Boris', color: '#1f6fb2' },
    { id: 'c', name: 'Chen', color: '#27ae60' },
  ];
  const orders = [
    ['a', 'b', 'c'],
    ['a', 'c', 'b'],
    ['b', 'a', 'c'],
  ];
  for (const [i, order] of orders.entries()) {
    const s = newSession({ game: 'jackal', kind: 'score', title: '', players: seats, data: {} }, 1000 + i);
    await saveSession({ ...s, finished: true, result: { totals: { a: 1, b: 1, c: 1 }, ranking: order.map((id) => [id]) } }, 2000 + i);
  }
  await renamePlayer(anya.id, 'Анна');
  anyaId = anya.id;
});
afterEach(async () => act(async () => render(null, root)));

/** Renders and waits until the screen has left its loading state. */
async function show(node: preact.VNode): Promise<void> {
  await act(async () => render(node, root));
  const until = Date.now() + 5000;
  while ((root.querySelector('[aria-busy="true"]') || !root.querySelector('h1')) && Date.now() < until) await act(() => new Promise((r) => setTimeout(r, 10)));
}

describe('statistics screens', () => {
  it('rank players by wins, each with the person they beat most, under their current name', async () => {
    await show(<Stats />);
    const rows = [...root.querySelectorAll('[data-testid="stats-player-link"]')].map((a) => a.textContent);
    expect(rows[0]).toBe('АннаWins: 2 of 3 (67%)Beats most often: Chen (3 times)');
    expect(rows[1]).toContain('Boris');
  });

  it("show a player's head-to-head table", async () => {
    await show(<PlayerPage player={anyaId} />);
    expect(root.querySelector('h1')!.textContent).toBe('Анна');
    const cells = [...root.querySelectorAll('[data-testid="h2h-people"] tr[data-testid="h2h-row"]')].map((tr) => [...tr.children].map((c) => c.textContent));
    expect(cells).toEqual([
      ['Chen', '3', '0', '0'],
      ['Boris', '2', '1', '0'],
    ]);
  });
  it('a link to another player starts at the top before the new page is drawn (not a frame later)', async () => {
    await show(<PlayerPage player={anyaId} />);
    const link = [...root.querySelectorAll<HTMLAnchorElement>('[data-testid="h2h-people"] [data-testid="h2h-row"] a')].find((a) => a.textContent === 'Boris')!;
    const boris = decodeURIComponent(link.getAttribute('href')!.split('/').pop()!);
    window.scrollTo(0, 480);
    expect(window.scrollY).toBe(480);
    // Outside act(): as in the browser, a plain effect would run only after the next paint.
    render(<PlayerPage player={boris} />, root);
    expect(root.querySelector('h1')!.textContent).toBe('Boris');
    expect(window.scrollY).toBe(0);
  });
});
