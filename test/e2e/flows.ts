/** Things a person does in several tests, done through the UI as they would. */
import type { Locator, Page } from 'playwright-core';
import { tap } from './tap';

/**
 * Taps `target` as part of a game played through: the first tap of each `kind` on a page is
 * Playwright's faithful click (actionability, real pointer events from the browser), the rest go
 * through `tap` (tap.ts: the same checks in the page, one round trip), because the suite is
 * CPU-bound and a whole game taps hundreds of times. A tap that cannot be made falls back to the
 * click, so a real fault (a cover, a disabled target) still fails the test with Playwright's words.
 */
export async function press(page: Page, target: Locator, kind: string): Promise<void> {
  const done = pressed.get(page) ?? new Set<string>();
  pressed.set(page, done);
  // A target tap.ts finds covered at its centre (one Playwright would tap at the centre of its
  // visible part), or that has not come yet, gets Playwright's click and its verdict after all.
  if (done.has(kind))
    return tap(target, 2_000).catch((e: Error) => {
      console.warn(`press ${kind}: ${e.message.split('\n')[0]}; Playwright's click instead`);
      return target.click();
    });
  done.add(kind);
  await target.click();
}
const pressed = new WeakMap<Page, Set<string>>();

/** Starts a score pad for two named players and enters one round; returns the session URL. */
export async function createPadSession(page: Page, appUrl: string, names = ['Аня', 'Boris'], title = 'Carcassonne'): Promise<string> {
  await page.goto(`${appUrl}#/pad`);
  await page.locator('input[placeholder="e.g. Carcassonne"], input[placeholder="например, Каркассон"]').fill(title);
  for (const name of names) {
    await page.locator('#picker-name').fill(name);
    await page.locator('#picker-name').press('Enter');
  }
  await page.getByRole('button', { name: /^(Start|Начать)$/ }).click();
  await page.waitForURL(/#\/pad\/[0-9a-f-]+$/);
  const cells = page.locator('.score-table tbody input');
  await cells.nth(0).fill('12');
  await cells.nth(1).fill('7');
  await page.getByTestId(`total-${names[0]}`).filter({ hasText: '12' }).waitFor();
  await page
    .getByTestId('save-status')
    .filter({ hasText: /Saved|Сохранено/ })
    .waitFor();
  return page.url();
}

/** Reads every Stolik record straight from IndexedDB (what a backup must reproduce). */
export async function dumpDatabase(page: Page): Promise<Record<string, unknown[]>> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const r = indexedDB.open('stolik');
      r.onsuccess = () => res(r.result);
      r.onerror = () => rej(r.error);
    });
    const out: Record<string, unknown[]> = {};
    for (const name of ['sessions', 'players', 'cardValues', 'settings']) {
      out[name] = await new Promise<unknown[]>((res) => {
        const q = db.transaction(name).objectStore(name).getAll();
        q.onsuccess = () => res(q.result);
      });
    }
    db.close();
    return out;
  });
}

/**
 * Taps "Play" on a game's page just opened from Home. Home has a "Play" link on every game's card
 * and the address changes before the game's page is drawn, so it first waits until one "Play"
 * link is left: the game's.
 */
export async function tapGamesPlay(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll('a')].filter((a) => a.textContent?.trim() === 'Play').length === 1);
  await page.getByRole('link', { name: 'Play', exact: true }).click();
}
