/**
 * `npx vite-node scripts/measure-stats.ts [--reuse]`: Statistics and History's slow paths with a
 * large stored history, in the system Chromium at 4x CPU slowdown on a 360 x 640 phone.
 * Seeds the built app's IndexedDB with the History bench's sessions (scripts/bench/history-seed.ts)
 * plus a rare one-off player ("Ральф", in 3 old sessions), then times, in the running app:
 * - Statistics tap 1: from Settings, the hash change to the first player link;
 * - Statistics tap 2: a click on the first player to their head-to-head table;
 * - History's player filter: choosing the rare player to the list showing only their sessions;
 * - History's search: typing the rare name to the same list, less the 250 ms typing pause;
 * - the raw reads underneath (every summary in one getAll, the players), for where the time goes.
 * Targets (session 6): Statistics tap 1 < 500 ms, the rare-player filter < 100 ms at 5,000.
 * Env: MEASURE_SIZES (default "5000"), MEASURE_RUNS (median of, default 5), MEASURE_CPU (default 4),
 * MEASURE_DIST (a build folder to measure instead, e.g. an older build kept for comparison, with --reuse).
 * The raw getAll column reads the same 5,000 records each time: it shows how busy the machine was.
 */
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { summarize } from '../src/storage/summary';
import { launch } from '../test/e2e/browser';
import { seedInPage, seedPlayers, seedSessions } from './bench/history-seed';
import { buildApp, startStaticServer } from './static-server';

const DIST = process.env.MEASURE_DIST ?? join(process.cwd(), '.bench/stats-dist');
const SIZES = (process.env.MEASURE_SIZES ?? '5000').split(',').map(Number);
const RUNS = Number(process.env.MEASURE_RUNS ?? 5);
const CPU = Number(process.env.MEASURE_CPU ?? 4);
const RARE = 'Ральф';
const TYPING_PAUSE_MS = 250; // HistoryFilters waits this long after the last key before it asks

buildApp(DIST, process.argv.includes('--reuse'));
const server = await startStaticServer(DIST, '/stolik/');
const browser = await launch();

/** The seeded history with the rare player seated in three old sessions (a typed-once name). */
function history(n: number) {
  const { sessions } = seedSessions(n, Date.now());
  for (const i of [Math.floor(n * 0.02), Math.floor(n * 0.3), Math.floor(n * 0.5)]) {
    const s = sessions[i]!;
    const { playerId: _saved, ...seat } = s.players[0]!;
    s.players = [{ ...seat, name: RARE }, ...s.players.slice(1)];
  }
  return { sessions, summaries: sessions.map(summarize) };
}

/** Runs `act` in the page and resolves with the ms until `done` holds (checked on every DOM change). */
async function timeInPage(page: Page, act: string, done: string): Promise<number> {
  return page.evaluate(
    ([actSrc, doneSrc]) =>
      new Promise<number>((resolve, reject) => {
        const isDone = new Function(`return (${doneSrc!})`) as () => boolean;
        const t0 = performance.now();
        const check = () => {
          if (!isDone()) return false;
          resolve(performance.now() - t0);
          return true;
        };
        const observer = new MutationObserver(() => check() && observer.disconnect());
        observer.observe(document, { childList: true, subtree: true, characterData: true });
        setTimeout(() => (observer.disconnect(), reject(new Error(`timed out: ${doneSrc!}`))), 60_000);
        (new Function(actSrc!) as () => void)();
      }),
    [act, done],
  );
}

/** A fresh load of the app on `hash`, waiting for `selector`. */
async function boot(page: Page, hash: string, selector: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(server.url + hash);
  await page.locator(selector).first().waitFor({ timeout: 60_000 });
}

/** Raw reads as the statistics make them, timed in the page: every summary (one getAll on the time index), and the players. */
async function rawReads(page: Page): Promise<{ summaries: number; players: number; count: number }> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const q = indexedDB.open('stolik');
      q.onsuccess = () => res(q.result);
      q.onerror = () => rej(q.error);
    });
    const req = <T>(r: IDBRequest<T>) => new Promise<T>((res, rej) => ((r.onsuccess = () => res(r.result)), (r.onerror = () => rej(r.error))));
    let t = performance.now();
    const all = await req(db.transaction('summaries').objectStore('summaries').index('by-updated').getAll());
    const summaries = performance.now() - t;
    t = performance.now();
    await req(db.transaction('players').objectStore('players').getAll());
    const players = performance.now() - t;
    db.close();
    return { summaries, players, count: all.length };
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rows: string[][] = [];
for (const n of SIZES) {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(server.url);
  await page.locator('a.game-link').first().waitFor();
  await seedInPage(page, { ...history(n), players: seedPlayers() });
  await page.evaluate(() => navigator.serviceWorker?.ready.then(() => undefined));
  await page.waitForTimeout(1500);
  // A reload after seeding: the app opens (and upgrades, when the build has a newer schema) the seeded database.
  await boot(page, '#/settings', 'main h1:not(.sr-only)');
  await page.waitForTimeout(500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  const tap1: number[] = [];
  const tap2: number[] = [];
  const filter: number[] = [];
  const search: number[] = [];
  const readAll: number[] = [];
  const readPlayers: number[] = [];
  let count = 0;
  for (let i = 0; i < RUNS; i++) {
    await boot(page, '#/settings', 'main h1:not(.sr-only)');
    tap1.push(await timeInPage(page, `location.hash = '#/stats'`, `!!document.querySelector('[data-testid="stats-player-link"]')`));
    tap2.push(
      await timeInPage(page, `document.querySelector('[data-testid="stats-player-link"]').click()`, `!!document.querySelector('[data-testid="h2h-people"]')`),
    );

    await boot(page, '#/history', '[data-testid="history-row"]');
    // The player list fills in after the first rows (a background pass finds the typed-once names).
    await page.waitForFunction((name) => [...document.querySelectorAll('.h-filters option')].some((o) => o.textContent === name), RARE, { timeout: 60_000 });
    const onlyRare = `(() => { const r = [...document.querySelectorAll('[data-testid="history-row"]')]; return r.length === 3 && r.every((x) => x.textContent.includes(${JSON.stringify(RARE)})); })()`;
    filter.push(
      await timeInPage(
        page,
        `const sel = document.querySelectorAll('.h-filters select')[2];
         sel.value = [...sel.options].find((o) => o.textContent === ${JSON.stringify(RARE)}).value;
         sel.dispatchEvent(new Event('change', { bubbles: true }));`,
        onlyRare,
      ),
    );
    await boot(page, '#/history', '[data-testid="history-row"]');
    const typed = await timeInPage(
      page,
      `const input = document.querySelector('.h-filters input[type="search"]');
       input.value = ${JSON.stringify(RARE)};
       input.dispatchEvent(new Event('input', { bubbles: true }));`,
      onlyRare,
    );
    search.push(typed - TYPING_PAUSE_MS);

    const raw = await rawReads(page);
    readAll.push(raw.summaries);
    readPlayers.push(raw.players);
    count = raw.count;
  }
  await context.close();
  rows.push([String(n), String(count), ...[tap1, tap2, filter, search, readAll, readPlayers].map((xs) => median(xs).toFixed(0))]);
  if (errors.length) console.log(`page errors at ${n}:`, errors);
}
await browser.close();
await server.close();

const head = [
  'sessions',
  'summaries',
  'Stats tap 1 ms',
  'Stats tap 2 ms',
  'History rare player ms',
  'History search ms',
  'getAll summaries ms',
  'getAll players ms',
];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => r.map((c, i) => c.padStart(widths[i]!)).join('  ');
console.log(`Statistics/History measure: median of ${RUNS}, ${CPU}x CPU slowdown, 360 x 640 (search: after the ${TYPING_PAUSE_MS} ms typing pause)`);
console.log(`machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}`);
console.log(line(head));
for (const r of rows) console.log(line(r));
