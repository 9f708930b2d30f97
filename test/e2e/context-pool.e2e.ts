/**
 * The e2e's reused browser contexts (contextPool.ts) reach every test as a fresh phone: a test
 * that leaves behind everything a test can (data in every kind of storage, a cookie, an init
 * script, a route, a permission, offline, dark mode, another viewport, a listener, a second page,
 * history) hands its context back, and the next test on the same kind of phone gets that same
 * context with none of it. A context something irreversible was done to is never handed out again.
 */
import { describe, expect, it } from 'vitest';
import { loaded } from './audit';
import { openSession } from './browser';
import { pooling } from './contextPool';
import { useAppFixture } from './fixture';
import { openPhone } from './phone';

const f = useAppFixture();

/** Everything a page of the origin can see of what an earlier test left, read before the app starts. */
async function leftovers(page: import('playwright-core').Page, url: string) {
  // A file of the origin that is not the app: the app would make its database on load.
  await page.goto(`${url}robots.txt`);
  return page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((d) => d.name),
    local: localStorage.length,
    session: sessionStorage.length,
    cookie: document.cookie,
    caches: (await caches.keys()).length,
    marked: 'leftBehind' in window,
    online: navigator.onLine,
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    width: screen.width,
    camera: (await navigator.permissions.query({ name: 'camera' as PermissionName })).state,
    history: history.length,
  }));
}

/** Leaves everything behind that a test can, then closes (hands back) the context. */
async function leaveEverything(s: Awaited<ReturnType<typeof openSession>>, url: string, heard: string[]) {
  const { context, page } = s;
  await page.goto(url);
  await page.getByRole('main').waitFor();
  await page.evaluate(async () => {
    localStorage.setItem('left', '1');
    sessionStorage.setItem('left', '1');
    document.cookie = 'left=1';
    await (await caches.open('left')).put('/left', new Response('left'));
    await new Promise((resolve, reject) => {
      const open = indexedDB.open('left', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('s');
      open.onsuccess = () => (open.result.close(), resolve(null));
      open.onerror = () => reject(open.error);
    });
  });
  await context.addInitScript(() => ((window as unknown as { leftBehind: boolean }).leftBehind = true));
  await context.route('**/robots.txt', (r) => r.fulfill({ body: 'routed' }));
  await context.grantPermissions(['camera']);
  await context.setOffline(true);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 500, height: 500 });
  page.on('console', (m) => heard.push(m.text()));
  await context.newPage();
  await s.context.close();
}

describe.skipIf(!pooling)('reused browser contexts', () => {
  it('the next test on the same kind of phone gets the same context, with nothing the last one left', async () => {
    const heard: string[] = [];
    const first = await openSession(f.browser);
    await leaveEverything(first, f.server.url, heard);

    const next = await openSession(f.browser);
    expect(next.context, 'the context was reused').toBe(first.context);
    expect(next.page.url()).toBe('about:blank');
    expect(next.context.pages()).toEqual([next.page]);
    expect(await leftovers(next.page, f.server.url)).toEqual({
      databases: [],
      local: 0,
      session: 0,
      cookie: '',
      caches: 0,
      marked: false,
      online: true,
      dark: false,
      width: 390,
      camera: 'prompt',
      // about:blank, then robots.txt: the earlier test's pages are gone from Back.
      history: 2,
    });
    expect(await next.page.locator('body').textContent(), 'the route is gone').not.toBe('routed');
    await next.page.evaluate(() => console.log('after'));
    expect(heard, "the earlier test's listener is gone").toEqual([]);
    // The app starts as on a new phone: no players, no sessions.
    await next.page.goto(`${f.server.url}#/players`);
    await loaded(next.page);
    await expect.poll(() => next.page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).toEqual(['stolik']);
    await next.context.close();
  });

  it('contexts are kept apart by what they were made with, and one a test changed for good is closed', async () => {
    const en = await openPhone(f.browser);
    await en.context.close();
    const ru = await openPhone(f.browser, { locale: 'ru-RU' });
    expect(ru.context, 'another locale, another context').not.toBe(en.context);
    expect(await ru.page.evaluate(() => navigator.language)).toBe('ru-RU');
    // A DevTools session can change anything (a frozen page, a slowed CPU): no reuse after it.
    await ru.context.newCDPSession(ru.page);
    await ru.context.close();
    const again = await openPhone(f.browser, { locale: 'ru-RU' });
    expect(again.context).not.toBe(ru.context);
    await expect(ru.page.title()).rejects.toThrow();
    await again.context.close();
  });
});
