/**
 * The phone every e2e test and screenshot script plays on: 360 x 640 CSS px, touch, page errors
 * collected. No vitest import here, so scripts run under vite-node can open a phone too.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { leasePhone, pageErrors, reducedMotion, type Session } from './browser';

/**
 * The table's deliberate pauses (a bot's 350 ms pace, a finished trick's >= 800 ms moment) off
 * for every page of `context`: localStorage `stolik:pauses` = `0` (src/play/pace.ts), set before
 * the app starts. For tests that play whole games and never look at a trick moment; see
 * test/e2e/README.md. The product keeps its pauses.
 */
export async function withoutPauses(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => localStorage.setItem('stolik:pauses', '0'));
}

/**
 * Switches the pauses on or off mid-game on an open page (read at every pause): e.g. on until a
 * test has checked one trick moment, then off for the rest of the game. Reloads in a context made
 * `withoutPauses` switch them off again.
 */
export async function setPauses(page: Page, on: boolean): Promise<void> {
  await page.evaluate((off) => (off ? localStorage.setItem('stolik:pauses', '0') : localStorage.removeItem('stolik:pauses')), !on);
}

/** The phone's viewport (CSS px). */
export const PHONE = { width: 360, height: 640 };

/**
 * A phone-sized browser context (360 x 640) collecting page errors; `pauses: false` switches the
 * table's deliberate pauses off (`withoutPauses`); no service worker unless `serviceWorker`
 * (browser.ts `withoutServiceWorker`).
 */
export async function openPhone(
  browser: Browser,
  opts: { locale?: string; dark?: boolean; pauses?: boolean; serviceWorker?: boolean; motion?: boolean } = {},
): Promise<Session> {
  const { context, page } = await leasePhone(browser, {
    locale: opts.locale ?? 'en-US',
    viewport: PHONE,
    colorScheme: opts.dark ? 'dark' : 'light',
    serviceWorker: opts.serviceWorker,
    reducedMotion: reducedMotion(opts.motion),
  });
  if (opts.pauses === false) await withoutPauses(context);
  return { context, page, requests: [], errors: pageErrors(page) };
}
