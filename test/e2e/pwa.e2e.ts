import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../../scripts/static-server';
import { E2E_FLAGS, launch, openPersistent, openSession, waitForServiceWorker } from './browser';
import { createPadSession } from './flows';
import { BASE, BUILD_A } from './paths';

let browser: Browser;
let server: StaticServer;
beforeAll(async () => {
  browser = await launch(E2E_FLAGS);
  server = await startStaticServer(BUILD_A, BASE);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('installable, offline-first PWA served from a sub-path', () => {
  it('Chromium reports no installability errors', async () => {
    const { page, context, close } = await openPersistent();
    await page.goto(server.url);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await page.request.get(`${server.url}manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: 'Stolik', display: 'standalone', start_url: './', scope: './' });
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes}/${i.purpose}`)).toEqual([
      '192x192/any',
      '512x512/any',
      '512x512/maskable',
    ]);
    await close();
  });

  it('after the first visit, everything works in airplane mode (home, a saved pad, every lazy screen)', async () => {
    const s = await openSession(browser, { serviceWorker: true });
    const { page, context } = s;
    await page.goto(server.url);
    await page.getByTestId('notice-offline-ready').waitFor(); // shown once the precache is complete
    await waitForServiceWorker(page);
    const padUrl = await createPadSession(page, server.url);
    await context.setOffline(true);
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Continue' }).waitFor();
    await page.getByRole('link', { name: /Carcassonne/ }).click();
    await page.getByTestId('total-Аня').filter({ hasText: '12' }).waitFor();
    expect(page.url()).toBe(padUrl);
    // Screens and rules pages never opened online must come from the precache too.
    for (const [hash, text] of [
      ['#/settings', 'Language'],
      ['#/history', 'History'],
      ['#/players', 'Players'],
      ['#/backup', 'Export everything'],
      ['#/game/royal-stake/rules', 'Royal Stake'],
    ] as const) {
      await page.goto(server.url + hash);
      await page.getByText(text, { exact: false }).first().waitFor();
    }
    // The other language's strings were never loaded online either.
    await page.getByRole('button', { name: 'Переключить на русский' }).click();
    await page
      .getByRole('heading', { name: /Королевская ставка/ })
      .first()
      .waitFor();
    // Offline notice shows once only.
    await context.setOffline(false);
    await page.goto(server.url);
    // The worker has registered and the app has done what a visit does (the network is quiet).
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('notice-offline-ready').count()).toBe(0);
    expect(s.errors).toEqual([]);
    await context.close();
  });

  it('no request leaves the origin', async () => {
    const s = await openSession(browser, { serviceWorker: true });
    await s.page.goto(server.url);
    await waitForServiceWorker(s.page);
    for (const hash of ['#/settings', '#/history', '#/players', '#/backup', '#/pad', '#/game/jackal']) {
      await s.page.goto(server.url + hash);
      await s.page.locator('main h1').first().waitFor();
    }
    const foreign = s.requests.filter((u) => !u.startsWith(server.origin) && !u.startsWith('data:') && !u.startsWith('blob:'));
    expect(foreign).toEqual([]);
    await s.context.close();
  });

  it('the Content Security Policy forbids inline scripts and outside origins, and nothing violates it', async () => {
    const s = await openSession(browser, { serviceWorker: true });
    await s.page.goto(server.url);
    const csp = await s.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    // 'wasm-unsafe-eval' lets the QR scanner compile its own wasm (issue 23); no script is eval'd.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/unsafe-inline|'unsafe-eval'|https?:|\*/);
    expect(await s.page.locator('script:not([src])').count()).toBe(0);
    await createPadSession(s.page, server.url);
    expect(s.errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await s.context.close();
  });
});
