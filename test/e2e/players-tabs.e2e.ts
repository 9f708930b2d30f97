/**
 * Issue 21 points 6 and 8: a stale Players screen cannot undo a merge (tab A merges Xena into
 * Yuri; tab B, showing Xena, follows at once or is refused in words; Yuri keeps her wins), and
 * with a database from a newer Stolik the Players screen says the list cannot be read instead of
 * "No saved players yet".
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSession } from './browser';
import { useAppFixture } from './fixture';
import { createPadSession, dumpDatabase } from './flows';

const f = useAppFixture();
const row = (page: Page, name: string) => page.getByTestId('player-row').filter({ has: page.getByTestId('player-name').getByText(name, { exact: true }) });

describe('Players across tabs', () => {
  it("tab A merges Xena into Yuri; tab B, still showing Xena with Delete asked, cannot delete her: the merge and Yuri's wins stand", async () => {
    const s = await openSession(f.browser);
    const a = s.page;
    // Xena wins two pads (12 to 7), Yuri one.
    await createPadSession(a, f.server.url, ['Xena', 'Zoe'], 'One');
    await createPadSession(a, f.server.url, ['Xena', 'Zoe'], 'Two');
    await createPadSession(a, f.server.url, ['Yuri', 'Zoe'], 'Three');
    await a.goto(`${f.server.url}#/players`);
    const b = await s.context.newPage();
    await b.goto(`${f.server.url}#/players`);
    await row(b, 'Xena').waitFor();
    // B has already asked to delete Xena ("Really?") when A merges her.
    await row(b, 'Xena').getByRole('button', { name: 'Delete' }).click();
    await row(b, 'Xena').getByRole('button', { name: 'Yes' }).waitFor();

    await row(a, 'Xena').getByRole('button', { name: 'Merge…' }).click();
    await a.getByLabel('The same person as').selectOption({ label: 'Yuri' });
    await a.getByRole('button', { name: 'Merge', exact: true }).click();
    await a.getByTestId('merged-row').filter({ hasText: 'Xena now counts as Yuri' }).waitFor();

    // B follows without a reload: Xena leaves its list and shows as merged.
    await b.getByTestId('merged-row').filter({ hasText: 'Xena now counts as Yuri' }).waitFor();
    expect(await row(b, 'Xena').count()).toBe(0);

    const db = await dumpDatabase(a);
    const players = db.players as Array<{ id: string; name: string; mergedInto?: string }>;
    const yuri = players.find((p) => p.name === 'Yuri')!;
    expect(players.find((p) => p.name === 'Xena')?.mergedInto).toBe(yuri.id);
    // History finds Xena's two games under Yuri, with his own: her wins count for him.
    await a.goto(`${f.server.url}#/history`);
    await a.getByTestId('history-row').nth(2).waitFor();
    await a.getByLabel('Player').selectOption({ label: 'Yuri' });
    await expect.poll(() => a.getByTestId('history-row').count()).toBe(3);
    await s.context.close();
  });

  it('a database from a newer Stolik: Players says the list cannot be read, not "No saved players yet"', async () => {
    const s = await openSession(f.browser);
    const { page } = s;
    await createPadSession(page, f.server.url, ['Аня', 'Boris'], 'Kept');
    await page.goto(`${f.server.url}#/settings`);
    await page
      .evaluate(
        () =>
          new Promise<void>((resolve, reject) => {
            const r = indexedDB.open('stolik', 99);
            r.onsuccess = () => (r.result.close(), resolve());
            r.onerror = () => reject(r.error);
            r.onblocked = () => location.reload();
          }),
      )
      .catch(() => undefined);
    await page.goto(`${f.server.url}#/players`);
    await page.reload();
    await page.getByTestId('players-failed').filter({ hasText: 'The saved players could not be read.' }).waitFor();
    expect(await page.getByText('No saved players yet').count()).toBe(0);
    await s.context.close();
  });
});
