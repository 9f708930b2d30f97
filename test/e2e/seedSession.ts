/** Puts a score session straight into IndexedDB, for screens that need many players' data. */
import type { Page } from 'playwright-core';
import { DB_VERSION } from '../../src/storage/migrations';
import { summarize } from '../../src/storage/summary';
import type { SessionRecord } from '../../src/storage/types';

const COLORS = ['#c0392b', '#1f6fb2', '#27ae60', '#8e44ad', '#d35400', '#16a085'];

/** Seats with the given names (ids p0, p1, ...), coloured in order. */
export const seatsNamed = (names: string[]) => names.map((name, i) => ({ id: `p${i}`, name, color: COLORS[i % COLORS.length]! }));

/**
 * Writes `records` straight into the app's IndexedDB (open the app first, so the database exists),
 * each with its summary as the app writes one with every session (schema v3): History and Home see them.
 */
export async function storeSessions(page: Page, records: SessionRecord[]): Promise<void> {
  await page.evaluate(
    async ({ pairs, version }) => {
      // Home paints before the app has opened its database: wait until the app has created it,
      // then open at the app's version (an open queues behind an upgrade still running), never
      // create an empty one the app would then fail to upgrade.
      while (!(await indexedDB.databases()).some((d) => d.name === 'stolik')) await new Promise((r) => setTimeout(r, 20));
      const db = await new Promise<IDBDatabase>((res, rej) => {
        const r = indexedDB.open('stolik', version);
        r.onsuccess = () => res(r.result);
        r.onerror = () => rej(r.error);
      });
      await new Promise<void>((res, rej) => {
        const tx = db.transaction(['sessions', 'summaries'], 'readwrite');
        for (const [rec, sum] of pairs) {
          tx.objectStore('sessions').put(rec);
          tx.objectStore('summaries').put(sum);
        }
        tx.oncomplete = () => res();
        tx.onerror = () => rej(tx.error);
      });
      db.close();
    },
    { pairs: records.map((r) => [r, summarize(r)] as const), version: DB_VERSION },
  );
}

/** Opens the app (so it creates its database), then stores `records` as the app would have saved them. */
export async function seedApp(page: Page, appUrl: string, records: object[]): Promise<void> {
  await page.goto(appUrl);
  await page.locator('a.game-link').first().waitFor();
  await storeSessions(page, records as SessionRecord[]);
}

/**
 * Opens the app (so it creates its database), stores a score session of `game` with `data`,
 * and opens its sheet. Returns the session URL.
 */
export async function openSeededSheet(page: Page, appUrl: string, game: string, names: string[], data: unknown, id = 'seeded-1'): Promise<string> {
  const record = { id, game, kind: 'score', title: '', players: seatsNamed(names), createdAt: 1, updatedAt: 1, finished: false, data, rev: 1 };
  await seedApp(page, appUrl, [record]);
  const url = `${appUrl}#/game/${game}/score/${id}`;
  await page.goto(url);
  return url;
}

/** Elements matching `selector` that stick out of the 360 px screen (a total you would have to hunt for). */
export async function offScreen(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) =>
    els
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.left < 0 || r.right > window.innerWidth)
      .map(({ el, r }) => `${el.getAttribute('data-testid') ?? el.tagName}: ${Math.round(r.left)}..${Math.round(r.right)}`),
  );
}
