/**
 * Issue 11 points 2, 3 and 6: a malformed or unknown link shows "not found" with a way home; a
 * screen keyed by its game starts afresh when the game changes; a database newer than the code
 * says so (not "another tab") and History shows that error instead of "No sessions yet".
 */
import { describe, expect, it } from 'vitest';
import { loaded } from './audit';
import { openSession } from './browser';
import { useAppFixture } from './fixture';
import { createPadSession } from './flows';

const f = useAppFixture();
const CRASH = 'Something went wrong on this screen';

describe('routes', () => {
  it.each(['#/pad/%', '#/game/%E0%A4%A', '#/history/%zz', '#/nowhere', '#/game/royal-stake/play/x/y/z', '#/game/no-such-game/play'])(
    '%s shows not found with a way home',
    async (hash) => {
      const s = await openSession(f.browser);
      await s.page.goto(`${f.server.url}${hash}`);
      await s.page.getByTestId('not-found').getByText('Nothing here').waitFor();
      expect(await s.page.getByText(CRASH).count()).toBe(0);
      await s.page.getByTestId('not-found').getByRole('link', { name: 'Home' }).click();
      await s.page.getByRole('heading', { name: 'Games' }).waitFor();
      expect(s.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
      await s.context.close();
    },
  );

  it('switching games on the play and score routes starts each screen afresh (every pair of digital games)', async () => {
    const s = await openSession(f.browser);
    const { page } = s;
    await page.goto(f.server.url);
    const digital = ['royal-stake', 'sly-thieves'];
    for (const kind of ['play', 'score']) {
      for (const from of digital) {
        for (const to of digital) {
          if (from === to) continue;
          await page.goto(`${f.server.url}#/game/${from}/${kind}`);
          await page.locator('h1').first().waitFor();
          const was = await page.locator('h1').first().textContent();
          await page.evaluate((h) => (location.hash = h), `#/game/${to}/${kind}`);
          await page.waitForFunction((h) => location.hash === h, `#/game/${to}/${kind}`);
          // The other game's screen is drawn (its own heading) or the screen crashed: no fixed wait.
          await page.waitForFunction(
            ([before, crash]) => document.body.innerText.includes(crash) || (document.querySelector('h1')?.textContent ?? before) !== before,
            [was ?? '', CRASH] as const,
          );
          await loaded(page);
          expect(await page.getByText(CRASH).count(), `${kind}: ${from} -> ${to}`).toBe(0);
        }
      }
    }
    expect(s.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    await s.context.close();
  });

  it('a database opened by a newer Stolik (a far higher version): "update the app", and History shows the error, not "No sessions yet"', async () => {
    const s = await openSession(f.browser);
    const { page } = s;
    await createPadSession(page, f.server.url, ['Аня', 'Boris'], 'Kept');
    // A newer build upgrades the database to a version this build does not know (and keeps the sessions).
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
    await page.goto(`${f.server.url}#/history`);
    await page.reload();
    const banner = page.getByTestId('storage-problem');
    await banner.filter({ hasText: 'This data was saved by a newer Stolik.' }).waitFor();
    expect(await banner.textContent()).not.toContain('A newer Stolik is open');
    await page.getByTestId('history-failed').waitFor();
    expect(await page.getByText('No sessions yet').count()).toBe(0);
    await s.context.close();
  });
});
