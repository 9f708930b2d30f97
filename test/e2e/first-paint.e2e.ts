/**
 * Issue 11, "First paint without waiting for JavaScript": the prerendered home screen paints in
 * the visitor's language and saved theme before the app's code runs. The app's entry script is
 * held back at the network, so what is checked is exactly what paints first; then it is let
 * through and the app takes the same nodes over (no second paint of a different screen).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppFixture } from './fixture';
import { shot } from './shots';

const f = useAppFixture();

/** A phone context whose app entry (assets/index-*.js) waits until `release()`; the first-paint script is not held. */
async function heldApp(opts: { locale: string; dark?: boolean; saved?: Record<string, string>; js?: boolean }) {
  const context: BrowserContext = await f.browser.newContext({
    viewport: { width: 360, height: 640 },
    locale: opts.locale,
    colorScheme: opts.dark ? 'dark' : 'light',
    javaScriptEnabled: opts.js ?? true,
  });
  if (opts.saved) await context.addInitScript((saved) => Object.entries(saved).forEach(([k, v]) => localStorage.setItem(k, v)), opts.saved);
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await context.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, release, errors };
}

/** Waits for the first frame: the stylesheet is in (it blocks rendering) and a frame was drawn. */
async function firstFrame(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.styleSheets].some((s) => s.href?.includes('/assets/index-')) && !!document.getElementById('app'));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
}

/** What the first paint shows: <html lang>, the visible headings, the page background. */
async function painted(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    theme: document.documentElement.dataset.theme ?? null,
    headings: [...document.querySelectorAll('h1, h2')].filter((h) => h.getClientRects().length > 0).map((h) => h.textContent),
    background: getComputedStyle(document.body).backgroundColor,
    inert: document.getElementById('app')!.hasAttribute('inert'),
  }));
}

const LIGHT_BG = 'rgb(250, 244, 230)'; // --bg light (#faf4e6)
const DARK_BG = 'rgb(21, 25, 26)'; // --bg dark (#15191a)

describe('first paint before the app code', () => {
  it('a Russian browser: the first paint is Russian (<html lang="ru">), and the app takes the same nodes over', async () => {
    const { context, page, release, errors } = await heldApp({ locale: 'ru-RU' });
    await page.goto(f.server.url, { waitUntil: 'commit' });
    await firstFrame(page);
    expect(await painted(page)).toEqual({
      lang: 'ru',
      theme: 'system',
      headings: ['Столик', 'Игры', 'Другая игра?', 'Каждый на своём телефоне'],
      background: LIGHT_BG,
      inert: true,
    });
    await shot(page, 'first-paint-ru');
    await page.evaluate(() => ((window as unknown as { before: Element }).before = document.querySelector('[data-prerender="ru"] #games-h')!));
    release();
    await page.locator('#app:not([inert])').waitFor();
    // Taken over, not redrawn: the heading on screen is the very node the first paint showed.
    expect(await page.evaluate(() => document.querySelector('#games-h') === (window as unknown as { before: Element }).before)).toBe(true);
    expect(await page.locator('[data-prerender]').count()).toBe(0);
    expect((await painted(page)).headings).toEqual(['Столик', 'Игры', 'Другая игра?', 'Каждый на своём телефоне']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a saved Russian choice in an English browser, with a pinned dark theme on a light device: Russian and dark from the first paint', async () => {
    const { context, page, release } = await heldApp({ locale: 'en-US', saved: { 'stolik.lang': 'ru', 'stolik.theme': 'dark' } });
    await page.goto(f.server.url, { waitUntil: 'commit' });
    await firstFrame(page);
    expect(await painted(page)).toMatchObject({
      lang: 'ru',
      theme: 'dark',
      headings: ['Столик', 'Игры', 'Другая игра?', 'Каждый на своём телефоне'],
      background: DARK_BG,
    });
    // The browser bar follows the pinned theme too: only the dark colour applies.
    expect(await page.locator('meta[name="theme-color"][data-scheme="dark"]').getAttribute('media')).toBe('all');
    expect(await page.locator('meta[name="theme-color"][data-scheme="light"]').getAttribute('media')).toBe('not all');
    await shot(page, 'first-paint-ru-dark');
    release();
    await page.locator('#app:not([inert])').waitFor();
    expect(await painted(page)).toMatchObject({ lang: 'ru', theme: 'dark', background: DARK_BG });
    await context.close();
  });

  it('a pinned light theme on a dark device, English: no dark first frame', async () => {
    const { context, page, release } = await heldApp({ locale: 'en-GB', dark: true, saved: { 'stolik.theme': 'light' } });
    await page.goto(f.server.url, { waitUntil: 'commit' });
    await firstFrame(page);
    expect(await painted(page)).toMatchObject({
      lang: 'en',
      theme: 'light',
      headings: ['Stolik', 'Games', 'Another game?', 'Each on their own phone'],
      background: LIGHT_BG,
    });
    release();
    await context.close();
  });

  it('a link to another screen does not paint the home screen first', async () => {
    const { context, page, release } = await heldApp({ locale: 'ru-RU' });
    await page.goto(`${f.server.url}#/settings`, { waitUntil: 'commit' });
    await firstFrame(page);
    expect(await page.evaluate(() => document.documentElement.dataset.route)).toBe('other');
    expect((await painted(page)).headings).toEqual([]);
    release();
    await page.getByRole('heading', { name: 'Настройки' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.route ?? null)).toBeNull();
    await context.close();
  });

  it('without JavaScript at all: the English home screen and the notice, nothing in another language', async () => {
    const { context, page } = await heldApp({ locale: 'ru-RU', js: false });
    await page.goto(f.server.url);
    expect(await painted(page)).toMatchObject({ lang: 'en', headings: ['Stolik', 'Games', 'Another game?', 'Each on their own phone'] });
    await context.close();
  });
});
