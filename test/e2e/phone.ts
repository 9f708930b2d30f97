/**
 * The phone every e2e test and screenshot script plays on: 360 x 640 CSS px, touch, page errors
 * collected. No vitest import here, so scripts run under vite-node can open a phone too.
 */
import type { Browser } from 'playwright-core';
import type { Session } from './browser';

/** The phone's viewport (CSS px). */
export const PHONE = { width: 360, height: 640 };

/** A phone-sized browser context (360 x 640) collecting page errors. */
export async function openPhone(browser: Browser, opts: { locale?: string; dark?: boolean } = {}): Promise<Session> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: opts.locale ?? 'en-US',
    colorScheme: opts.dark ? 'dark' : 'light',
  });
  const errors: string[] = [];
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  return { context, page, requests: [], errors };
}
