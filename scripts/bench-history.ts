/**
 * `npm run bench:history`: History and Home with 100, 1,000 and 5,000 stored sessions, in the
 * system Chromium at 4x CPU slowdown on a 360 x 640 phone. Seeds IndexedDB of the built app, then
 * times each screen from navigation start to its "first screen" (the first session row drawn:
 * `history-row` on History, `session-row` in Home's "continue" list) and counts DOM nodes there
 * and, for History, again after scrolling 40 screens down (windowing keeps it flat).
 * Two ways in: a tap in the running app (the hash changes; the screen's chunk comes from the
 * service worker's cache) and a cold load of the screen's address (the whole app boots first, so
 * a screen that reads nothing, Settings, is timed alike for scale).
 * Target (issue 12): the first screen after a tap < 300 ms at 5,000 sessions. `--reuse` skips the build.
 * Env: BENCH_HISTORY_SIZES (default "100,1000,5000"), BENCH_HISTORY_RUNS (median of, default 5).
 */
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launch } from '../test/e2e/browser';
import { seedInPage, seedPlayers, seedSessions } from './bench/history-seed';
import { buildApp, startStaticServer } from './static-server';

const DIST = join(process.cwd(), '.bench/history-dist');
const SIZES = (process.env.BENCH_HISTORY_SIZES ?? '100,1000,5000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_HISTORY_RUNS ?? 5);
const TARGET_MS = 300;

buildApp(DIST, process.argv.includes('--reuse'));
const server = await startStaticServer(DIST, '/stolik/');
const browser = await launch();

/** Loads `hash` afresh (a real navigation, not a hash change) and returns ms to `selector`, and the DOM size then. */
async function firstScreen(page: Page, hash: string, selector: string): Promise<{ ms: number; nodes: number }> {
  await page.goto('about:blank');
  await page.goto(server.url + hash);
  await page.waitForFunction((sel) => (window as unknown as { __first?: Record<string, number> }).__first?.[sel] !== undefined, selector, { timeout: 60_000 });
  return page.evaluate(
    (sel) => ({ ms: (window as unknown as { __first: Record<string, number> }).__first[sel]!, nodes: document.getElementsByTagName('*').length }),
    selector,
  );
}

/** From the running app (booted on Settings): ms from the hash change to `selector`, and the DOM size then. */
async function afterTap(page: Page, hash: string, selector: string): Promise<{ ms: number; nodes: number }> {
  await page.goto('about:blank');
  await page.goto(server.url + '#/settings');
  await page.locator('main h1:not(.sr-only)').waitFor({ timeout: 60_000 });
  return page.evaluate(
    ([to, sel]) =>
      new Promise<{ ms: number; nodes: number }>((resolve) => {
        const t0 = performance.now();
        const done = () => {
          if (!document.querySelector(sel!)) return false;
          resolve({ ms: performance.now() - t0, nodes: document.getElementsByTagName('*').length });
          return true;
        };
        const observer = new MutationObserver(() => done() && observer.disconnect());
        observer.observe(document, { childList: true, subtree: true });
        location.hash = to!;
      }),
    [hash, selector],
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rows: string[][] = [];
let met = true;
for (const n of SIZES) {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' });
  const page = await context.newPage();
  // Record when each marker first appears, timed from this document's navigation start.
  await page.addInitScript(() => {
    const w = window as unknown as { __first: Record<string, number> };
    w.__first = {};
    const seen = () => {
      for (const sel of ['[data-testid="history-row"]', '[data-testid="session-row"]', 'main h1:not(.sr-only)'])
        if (w.__first[sel] === undefined && document.querySelector(sel)) w.__first[sel] = performance.now();
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  });
  await page.goto(server.url);
  await page.locator('a.game-link').first().waitFor();
  const { sessions, summaries } = seedSessions(n, Date.now());
  await seedInPage(page, { sessions, summaries, players: seedPlayers() });
  // Let the service worker finish precaching, so every measured load is a warm, offline-ready one.
  await page.evaluate(() => navigator.serviceWorker?.ready.then(() => undefined));
  await page.waitForTimeout(1500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const home: number[] = [];
  const history: number[] = [];
  const empty: number[] = [];
  const homeTap: number[] = [];
  const historyTap: number[] = [];
  let homeNodes = 0;
  let historyNodes = 0;
  for (let i = 0; i < RUNS; i++) {
    // For scale: the same app opening a screen that reads nothing (Settings), measured alike.
    empty.push((await firstScreen(page, '#/settings', 'main h1:not(.sr-only)')).ms);
    const h = await firstScreen(page, '#/', '[data-testid="session-row"]');
    home.push(h.ms);
    homeNodes = h.nodes;
    const r = await firstScreen(page, '#/history', '[data-testid="history-row"]');
    history.push(r.ms);
    historyNodes = r.nodes;
    homeTap.push((await afterTap(page, '#/', '[data-testid="session-row"]')).ms);
    historyTap.push((await afterTap(page, '#/history', '[data-testid="history-row"]')).ms);
  }
  // Still on History: scroll 40 screens down (pages load on the way) and count again: windowing keeps it flat.
  for (let i = 0; i < 40; i++) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await page.waitForTimeout(120);
  }
  const scrolled = await page.evaluate(() => ({
    nodes: document.getElementsByTagName('*').length,
    rows: document.querySelectorAll('[data-testid="history-row"]').length,
  }));
  await context.close();
  const [hm, hi] = [median(homeTap), median(historyTap)];
  met &&= n < 5000 || (hm < TARGET_MS && hi < TARGET_MS);
  rows.push([
    String(n),
    hm.toFixed(0),
    hi.toFixed(0),
    median(home).toFixed(0),
    String(homeNodes),
    median(history).toFixed(0),
    String(historyNodes),
    `${scrolled.nodes} (${scrolled.rows} rows drawn)`,
    median(empty).toFixed(0),
  ]);
}
await browser.close();
await server.close();

const head = [
  'sessions',
  'Home tap ms',
  'History tap ms',
  'Home cold ms',
  'Home DOM',
  'History cold ms',
  'History DOM',
  'History DOM after 40 screens',
  'Settings ms (reads nothing)',
];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => r.map((c, i) => c.padStart(widths[i]!)).join('  ');
console.log(
  `History bench: median of ${RUNS}, 4x CPU slowdown, 360 x 640, time to the first session row after a tap in the app (target) and after a cold load`,
);
console.log(`machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} (times stretch with a busy machine; compare with the Settings column)`);
console.log(line(head));
for (const r of rows) console.log(line(r));
console.log(met ? `target met (< ${TARGET_MS} ms after a tap at 5,000 sessions)` : `TARGET MISSED (< ${TARGET_MS} ms after a tap at 5,000 sessions)`);
process.exit(met ? 0 : 1);
