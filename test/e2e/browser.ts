/**
 * Launches the system Chromium (no browser download: CHROME_PATH, else Debian's headless shell,
 * else /usr/bin/chromium) with the flags this sandbox needs, and gives each test a fresh profile
 * that records every request.
 */
import { existsSync, readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { leaseContext, type ContextMade } from './contextPool';
import { instrument, timed } from './profile';

/** The whole browser: what Lighthouse measures, and the tests' fallback. */
export const FULL_CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
/** The binary itself: Debian's /usr/bin/chromium-headless-shell is a shell script that runs it without `exec`. */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
/**
 * The tests' browser: CHROME_PATH when set, else Debian's `chromium-headless-shell` when installed
 * (`.ci/run` installs it), else the whole browser. The shell is the same Chromium build (same
 * version, same Blink, V8, WebRTC, service workers, fake camera) without the desktop browser around
 * it, and the suite is CPU-bound on a 2-core machine: on two score files it spent 36 CPU seconds
 * where the whole browser spent 58, and it launches faster (the kill loops relaunch 12 times).
 */
export const CHROME = process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROME);
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

/**
 * The e2e tests' browsers add V8 without its helper threads (concurrent compiling and garbage
 * collection on threads of their own): on CI's 2 cores, with two browsers and their test workers
 * already keeping both busy, those threads only fought for the same cores. Measured on two e2e
 * files back to back: 59.2 CPU seconds instead of 64.8, and no slower. Not for the scripts that
 * time the app (Lighthouse, lcp, the benches): a phone's V8 has its threads.
 */
export const E2E_FLAGS = [...CHROME_FLAGS, '--js-flags=--single-threaded'];

/**
 * A Chromium of its own (the e2e files share one per worker: fixture.ts `workerBrowser`); the
 * e2e pass `E2E_FLAGS`, scripts that measure keep the default.
 */
export function launch(flags: string[] = CHROME_FLAGS): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME, args: flags, headless: true });
}

/**
 * Every test context draws at 1 device pixel per CSS pixel. Layout, the 44 px targets and the
 * 360 px overflow checks are all in CSS pixels and do not change with it, while a phone's 2x
 * raster made Chromium paint four times the pixels in software (13% of the CPU of two score files).
 * Screenshots meant for a person's eyes (scripts/, docs) keep 2x.
 */
export const PHONE_DPR = 1;

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Every URL the page, its workers or its service worker asked for. */
  requests: string[];
  /** Uncaught page errors and console errors. */
  errors: string[];
}

/**
 * No service worker in `context`: the app then takes its path for browsers without one (it
 * registers nothing, shows no "ready offline" notice). A worker installing per context precached
 * the whole app (3.4 MB, 200+ files) for every test, and its notice arrived over whatever screen a
 * test was on, whenever the precache finished. Only the tests of the worker itself (pwa, update,
 * offline, the notice) keep it: `openSession(browser, { serviceWorker: true })`.
 */
export async function withoutServiceWorker(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker);
}

/** The context option to go with `withoutServiceWorker`: Chromium registers none either. */
export const swPolicy = (serviceWorker?: boolean) => ({ serviceWorkers: serviceWorker ? ('allow' as const) : ('block' as const) });

/**
 * `motion: false`: the phone asks for reduced motion, as a player can in the system settings (the
 * app then skips its card animations). For phones whose animations no check looks at, e.g. the
 * guests of the tables across phones: four guests animating every move cost a quarter of the
 * five-phone game's CPU. Default: the system's setting is left alone (animations on).
 */
export const reducedMotion = (motion?: boolean) => (motion === false ? ('reduce' as const) : undefined);

/**
 * A touch phone context made as `made` says (1 device pixel per CSS pixel, no service worker
 * unless `made.serviceWorker`: `withoutServiceWorker`) and its page: from the pool when one made
 * the same way is free (contextPool.ts), else a fresh profile (empty storage).
 */
export function leasePhone(browser: Browser, made: ContextMade): Promise<{ context: BrowserContext; page: Page }> {
  return leaseContext(browser, made, async () => {
    const context = await browser.newContext({
      ...swPolicy(made.serviceWorker),
      viewport: made.viewport,
      deviceScaleFactor: PHONE_DPR,
      isMobile: true,
      hasTouch: true,
      locale: made.locale,
      colorScheme: made.colorScheme,
      reducedMotion: made.reducedMotion,
      bypassCSP: made.bypassCSP ?? false,
      acceptDownloads: true,
    });
    if (!made.serviceWorker) await withoutServiceWorker(context);
    return { context, page: await context.newPage() };
  });
}

/** Collects `page`'s uncaught errors and console errors (and, with profiling on, its timings). */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  instrument(page);
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  return errors;
}

/**
 * A fresh profile (empty storage) on a phone-sized screen, in `locale`; without a service worker
 * unless `serviceWorker` (`withoutServiceWorker`); `motion: false` asks for reduced motion (`reducedMotion`).
 */
export async function openSession(
  browser: Browser,
  opts: { locale?: string; bypassCSP?: boolean; serviceWorker?: boolean; motion?: boolean } = {},
): Promise<Session> {
  const { context, page } = await leasePhone(browser, {
    locale: opts.locale ?? 'en-US',
    viewport: { width: 390, height: 800 },
    bypassCSP: opts.bypassCSP,
    serviceWorker: opts.serviceWorker,
    reducedMotion: reducedMotion(opts.motion),
  });
  const requests: string[] = [];
  context.on('request', (r) => requests.push(r.url()));
  const errors = pageErrors(page);
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
 * A persistent (non-incognito) profile in a temp folder that can be opened, killed without
 * warning (SIGKILL, like a phone dropping the tab) and opened again with everything on disk.
 * Chromium also reports 'in-incognito' as an installability error for ordinary contexts, so the
 * install check needs one.
 */
export interface PersistentProfile {
  dir: string;
  /** Launches Chromium on the profile (again after `kill`) and gives its first page. */
  open(): Promise<{ context: BrowserContext; page: Page }>;
  /** SIGKILLs the browser on this profile: no unload, no flush beyond what is committed. */
  kill(): Promise<void>;
  /** Closes whatever is open and deletes the folder. */
  dispose(): Promise<void>;
}

/**
 * Makes a temp profile; nothing is launched until `open()`. No service worker unless
 * `serviceWorker` (`withoutServiceWorker`): a kill loop tests what IndexedDB keeps, and a worker
 * precaching the app after every relaunch only slowed it.
 */
export async function persistentProfile(prefix = 'stolik-profile-', opts: { serviceWorker?: boolean } = {}): Promise<PersistentProfile> {
  const { mkdtempSync, rmSync, statfsSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  // In memory when the machine has /dev/shm: a SIGKILL ends the process, not the system, so what
  // the browser wrote is there for the relaunch either way, and each relaunch (12 per kill-loop
  // file) reads and writes its profile without waiting on the disk.
  // Only where /dev/shm is roomy (a container's default is 64 MB, less than two profiles).
  const shm = existsSync('/dev/shm') && (({ bavail, bsize }) => bavail * bsize)(statfsSync('/dev/shm')) > 2 ** 31;
  const dir = mkdtempSync(join(shm ? '/dev/shm' : tmpdir(), prefix));
  let context: BrowserContext | null = null;
  let pid = 0;
  return {
    dir,
    async open() {
      context = await timed('context', () =>
        chromium.launchPersistentContext(dir, {
          executablePath: CHROME,
          args: E2E_FLAGS,
          headless: true,
          viewport: { width: 390, height: 800 },
          ...swPolicy(opts.serviceWorker),
        }),
      );
      if (!opts.serviceWorker) await withoutServiceWorker(context);
      // The browser process carries the profile flag; its helpers also carry --type=. Found now,
      // so `kill` is one system call and can land within a millisecond of the last tap (mid-save).
      // A launcher script that does not exec (Debian's chromium-headless-shell is `sh -e` running
      // the binary) carries the same flags: the browser is the one whose parent is that script,
      // never the script (killing it left the browser running, and `kill` then closed it cleanly).
      const { execFileSync } = await import('node:child_process');
      const found = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
        .split('\n')
        .filter((l) => l.includes(`--user-data-dir=${dir}`) && !l.includes('--type='))
        .map((l) => l.trim().split(/\s+/).slice(0, 2).map(Number) as [number, number]);
      pid = found.find(([p]) => !found.some(([, parent]) => parent === p))?.[0] ?? 0;
      if (!pid) throw new Error('browser process not found');
      const page = context.pages()[0] ?? (await context.newPage());
      instrument(page);
      return { context, page };
    },
    async kill() {
      // The whole browser goes at once, as when a phone's system kills the app: the browser and
      // its helpers (renderers, GPU, network and storage services) share one process group
      // (Playwright starts the browser as a group leader). Killing the browser alone left helpers
      // running for seconds on a fast machine: they kept its output open, so Playwright did not
      // report the context closed, and the relaunch's page then never loaded.
      // Playwright hears the browser go only when all of it is dead: a kill that missed fails
      // here instead of passing on a browser closed cleanly.
      const gone = new Promise<void>((resolve) => context?.once('close', () => resolve()));
      const group = groupOf(pid);
      process.kill(group > 1 && group !== groupOf(process.pid) ? -group : pid, 'SIGKILL');
      await timed('context', async () => {
        let late: ReturnType<typeof setTimeout> | undefined;
        const missed = new Promise<never>((_, reject) => (late = setTimeout(() => reject(new Error(`browser ${pid} outlived SIGKILL`)), 15_000)));
        await Promise.race([gone, missed]).finally(() => clearTimeout(late));
        await context?.close().catch(() => undefined);
      });
      context = null;
    },
    async dispose() {
      await context?.close().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The process group of `pid` (0 when it is gone). */
function groupOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the name: state ppid pgrp ...
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
  } catch {
    return 0;
  }
}

/** A persistent profile opened once (the install check); `close` also deletes it. */
export async function openPersistent(): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const profile = await persistentProfile('stolik-profile-', { serviceWorker: true });
  const { context, page } = await profile.open();
  return { context, page, close: () => profile.dispose() };
}
