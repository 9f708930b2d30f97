/**
 * Browser contexts reused from test to test within a worker: `openSession` and `openPhone` lease
 * one, and the test's own `context.close()` hands it back, reset, instead of closing it.
 *
 * Why: the suite is CPU-bound on CI's two cores, and a fresh context costs a new renderer process
 * (started, then faulted into memory) before the app even loads. Measured on the home screen,
 * twelve times each: a fresh context and its first load 0.77-0.89 CPU seconds, the same page
 * reset and loaded again 0.37-0.50 s. A new page in a kept context saved nothing: the renderer
 * process is the cost, so the page itself is kept.
 *
 * What a test sees is still a fresh phone: when a context comes back, its page leaves the app
 * (about:blank: the app's database connections, workers and peer connections end with it), every
 * origin it visited loses all its storage (IndexedDB, localStorage, sessionStorage, caches,
 * cookies) and the HTTP cache is emptied (a first visit downloads the app again), its history is
 * reset (Back leads to about:blank, never to the last test's screens), extra pages are closed,
 * listeners the test added are removed, and
 * what the test changed and Playwright can undo is undone (init scripts and routes removed,
 * permissions, offline, media and viewport back). A context something was done to that cannot be
 * undone (a CDP session, exposed functions, a fake clock, extra headers, geolocation, a closed
 * page) is closed for real, as is any whose reset fails or takes over 15 s. Contexts with a service worker are never
 * leased: a worker outlives the page.
 * test/e2e/context-pool.e2e.ts proves the reset against a test that leaves everything behind.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

type Listener = (...args: unknown[]) => unknown;
type Listeners = Map<string | symbol, Listener[]>;
interface Pooled {
  key: string;
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  leased: boolean;
  /** Done to it during this lease and not undoable: the context is closed at release. */
  spoiled: string | null;
  /** Undoes, in reverse order at release, what the test changed. */
  undo: (() => Promise<unknown>)[];
  /** Every http(s) origin the context has asked for anything (storage to clear). */
  origins: Set<string>;
  /** The listeners present when the lease began (Playwright's own among them): the rest are the test's. */
  before: { page: Listeners; context: Listeners };
  closeForReal: () => Promise<void>;
}

const POOLS = Symbol.for('stolik.e2e.contextPool');
type Holder = { [POOLS]?: WeakMap<Browser, Pooled[]> };
const pools = (): WeakMap<Browser, Pooled[]> => ((globalThis as Holder)[POOLS] ??= new WeakMap());
const poolOf = (browser: Browser): Pooled[] => {
  const all = pools();
  if (!all.has(browser)) all.set(browser, []);
  return all.get(browser)!;
};

/** Turned off with STOLIK_E2E_POOL=0 (every lease a fresh context), e.g. to rule the pool out when a test fails. */
export const pooling = process.env.STOLIK_E2E_POOL !== '0';

type Emitter = { eventNames(): (string | symbol)[]; listeners(e: string | symbol): Listener[]; off(e: string | symbol, f: Listener): unknown };
const listenersOf = (x: Emitter): Listeners => new Map(x.eventNames().map((e) => [e, [...x.listeners(e)]]));
function removeAdded(x: Emitter, before: Listeners): void {
  for (const e of x.eventNames()) {
    const kept = before.get(e) ?? [];
    for (const f of x.listeners(e)) if (!kept.includes(f)) x.off(e, f);
  }
}

/**
 * Replaces the methods named in `spoil` and `undoable` on `target` (own properties over the
 * prototype's) so that a call during a lease either spoils the context or registers how to undo it.
 */
function watch<T extends object>(
  p: Pooled,
  target: T,
  what: string,
  spoil: string[],
  undoable: Record<string, (result: unknown, args: unknown[]) => () => Promise<unknown>>,
): void {
  const t = target as Record<string, unknown>;
  for (const name of spoil) {
    const original = t[name] as ((...a: unknown[]) => unknown) | undefined;
    if (typeof original !== 'function') continue;
    t[name] = function (this: unknown, ...args: unknown[]) {
      if (p.leased) p.spoiled ??= `${what}.${name}`;
      return original.apply(target, args);
    };
  }
  for (const [name, undo] of Object.entries(undoable)) {
    const original = t[name] as ((...a: unknown[]) => Promise<unknown>) | undefined;
    if (typeof original !== 'function') continue;
    t[name] = async function (this: unknown, ...args: unknown[]) {
      const result = await original.apply(target, args);
      // The reset's own calls (the lease is over by then) need no undoing.
      if (p.leased) p.undo.push(undo(result, args));
      return result;
    };
  }
}

const dispose = (result: unknown) => () => (result as { dispose(): Promise<void> }).dispose();

/** Makes `p` hand itself back on `close()` and notice what a test does to it. */
function wrap(
  p: Pooled,
  viewport: { width: number; height: number },
  media: { colorScheme: 'light' | 'dark'; reducedMotion: 'reduce' | 'no-preference' },
): void {
  const { context, page } = p;
  watch(
    p,
    context,
    'context',
    ['newCDPSession', 'exposeBinding', 'exposeFunction', 'setExtraHTTPHeaders', 'setGeolocation', 'setHTTPCredentials', 'routeFromHAR', 'routeWebSocket'],
    {
      addInitScript: dispose,
      route: () => () => context.unrouteAll({ behavior: 'ignoreErrors' }),
      grantPermissions: () => () => context.clearPermissions(),
      setOffline: () => () => context.setOffline(false),
    },
  );
  watch(p, page, 'page', ['exposeBinding', 'exposeFunction', 'setExtraHTTPHeaders', 'routeFromHAR', 'routeWebSocket'], {
    addInitScript: dispose,
    route: () => () => page.unrouteAll({ behavior: 'ignoreErrors' }),
    emulateMedia: () => () =>
      page.emulateMedia({ media: null, colorScheme: media.colorScheme, reducedMotion: media.reducedMotion, forcedColors: 'none', contrast: 'no-preference' }),
    setViewportSize: () => () => page.setViewportSize(viewport),
  });
  // A fake clock cannot be taken back out of a page.
  const clock = context.clock as unknown as Record<string, unknown>;
  watch(
    p,
    clock,
    'clock',
    Object.getOwnPropertyNames(Object.getPrototypeOf(clock)).filter((n) => n !== 'constructor'),
    {},
  );
  context.close = async () => {
    if (!p.leased) return; // idle in the pool: e.g. a file's sweep closing every context it finds
    p.leased = false;
    if (await reset(p)) return;
    const pool = poolOf(context.browser()!);
    if (pool.includes(p)) pool.splice(pool.indexOf(p), 1);
    await p.closeForReal().catch(() => undefined);
  };
}

/** Brings `p` back to a fresh phone (see the top of this file); false when it cannot be. */
async function reset(p: Pooled): Promise<boolean> {
  const { context, page, cdp } = p;
  if (p.spoiled || page.isClosed() || !context.browser()?.isConnected()) return false;
  let late: ReturnType<typeof setTimeout> | undefined;
  // A step that hangs (a page that will not close) must not hold the test: the context is closed instead.
  const hung = new Promise<never>((_, reject) => (late = setTimeout(() => reject(new Error('reset took over 15 s')), 15_000)));
  const steps = async () => {
    for (const other of context.pages()) if (other !== page) await other.close();
    removeAdded(page as unknown as Emitter, p.before.page);
    removeAdded(context as unknown as Emitter, p.before.context);
    await page.goto('about:blank');
    const undo = p.undo.reverse();
    p.undo = [];
    for (const step of undo) await step();
    for (const origin of p.origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    p.origins.clear();
    await context.clearCookies();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Page.resetNavigationHistory');
  };
  const running = steps();
  // After a timeout the steps may still fail (the context is being closed under them): no unhandled rejection.
  running.catch(() => undefined);
  try {
    await Promise.race([running, hung]);
    return true;
  } catch (e) {
    console.warn(`contextPool: a context could not be reset, so it is closed (${(e as Error).message.split('\n')[0]})`);
    return false;
  } finally {
    clearTimeout(late);
  }
}

/** What a context was made with: none of it can change on a context, so it picks the pooled one. */
export interface ContextMade {
  locale: string;
  viewport: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  reducedMotion?: 'reduce' | 'no-preference';
  bypassCSP?: boolean;
  /** A service worker outlives the page: a context with one is never reused. */
  serviceWorker?: boolean;
}

/** A context and its page made as `made` says, from the pool when one is free, else from `create`. */
export async function leaseContext(
  browser: Browser,
  made: ContextMade,
  create: () => Promise<{ context: BrowserContext; page: Page }>,
): Promise<{ context: BrowserContext; page: Page }> {
  if (!pooling || made.serviceWorker) return create();
  const key = JSON.stringify([made.locale, made.viewport, made.colorScheme ?? 'light', made.reducedMotion ?? 'no-preference', !!made.bypassCSP]);
  const pool = poolOf(browser);
  const idle = pool.find((p) => !p.leased && p.key === key);
  let p: Pooled;
  if (idle && !idle.page.isClosed() && browser.isConnected()) {
    p = idle;
  } else {
    if (idle) pool.splice(pool.indexOf(idle), 1);
    const { context, page } = await create();
    // The pool's own session for the reset: a test's `newCDPSession` spoils, this one does not.
    const cdp = await context.newCDPSession(page);
    const closeForReal = context.close.bind(context);
    p = {
      key,
      context,
      page,
      cdp,
      leased: false,
      spoiled: null,
      undo: [],
      origins: new Set(),
      before: { page: new Map(), context: new Map() },
      closeForReal: () => closeForReal(),
    };
    context.on('request', (r) => {
      const { protocol, origin } = new URL(r.url());
      if (protocol === 'http:' || protocol === 'https:') p.origins.add(origin);
    });
    wrap(p, made.viewport, { colorScheme: made.colorScheme ?? 'light', reducedMotion: made.reducedMotion ?? 'no-preference' });
    pool.push(p);
  }
  p.leased = true;
  p.spoiled = null;
  p.undo = [];
  p.before = { page: listenersOf(p.page as unknown as Emitter), context: listenersOf(p.context as unknown as Emitter) };
  return { context: p.context, page: p.page };
}
