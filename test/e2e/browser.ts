/**
 * Launches the system Chromium (no browser download: CHROME_PATH or /usr/bin/chromium) with the
 * flags this sandbox needs, and gives each test a fresh profile that records every request.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** One browser per test file. */
export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS, headless: true });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Every URL the page, its workers or its service worker asked for. */
  requests: string[];
  /** Uncaught page errors and console errors. */
  errors: string[];
}

/** A fresh profile (empty storage) on a phone-sized screen, in `locale`. */
export async function openSession(browser: Browser, opts: { locale?: string; bypassCSP?: boolean } = {}): Promise<Session> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 800 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: opts.locale ?? 'en-US',
    bypassCSP: opts.bypassCSP ?? false,
    acceptDownloads: true,
  });
  const requests: string[] = [];
  const errors: string[] = [];
  context.on('request', (r) => requests.push(r.url()));
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  page.on('dialog', (d) => (errors.push(`dialog: ${d.message()}`), void d.dismiss()));
  return { context, page, requests, errors };
}

/** Waits until a service worker controls the page (first visit: after install + claim/reload). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) {
    await page.reload();
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  }
}

/**
 * A persistent (non-incognito) profile in a temp folder: Chromium reports 'in-incognito' as an
 * installability error for ordinary contexts, so the install check needs a real profile.
 */
export async function openPersistent(): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = mkdtempSync(join(tmpdir(), 'stolik-profile-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROME, args: CHROME_FLAGS, headless: true, viewport: { width: 390, height: 800 } });
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page, close: async () => (await context.close(), rmSync(dir, { recursive: true, force: true })) };
}
