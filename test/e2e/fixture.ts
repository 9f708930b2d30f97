/** Per-file server against build A (or B) and the worker's browser, for tests that need nothing special. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startStaticServer, type StaticServer } from '../../scripts/static-server';
import { AXE_ON_ORIGIN } from './audit';
import { E2E_FLAGS, launch } from './browser';
import { BASE, BUILD_A } from './paths';

export interface Fixture {
  browser: Browser;
  server: StaticServer;
}

const KEY = Symbol.for('stolik.e2e.browser');
type Holder = { [KEY]?: Promise<Browser> };

/**
 * One Chromium per vitest worker, shared by the files that worker runs one after another
 * (vitest.e2e.config.ts: `isolate: false` keeps the worker process): every test still gets a
 * fresh context (empty storage, its own service worker), so sharing the browser shares nothing a
 * test can see, and saves a launch, a first renderer and a close per file. A browser that died
 * (a crash in an earlier file) is launched again. Playwright kills it when the worker exits.
 */
export async function workerBrowser(): Promise<Browser> {
  const g = globalThis as Holder;
  const held = await g[KEY]?.catch(() => undefined);
  if (held?.isConnected()) return held;
  g[KEY] = launch(E2E_FLAGS);
  return g[KEY];
}

/** Registers beforeAll/afterAll hooks and returns the (filled-in later) fixture, serving `root` (build A unless told). */
export function useAppFixture(root = BUILD_A): Fixture {
  const f = {} as Fixture;
  beforeAll(async () => {
    f.browser = await workerBrowser();
    f.server = await startStaticServer(root, BASE, AXE_ON_ORIGIN);
  });
  afterAll(async () => {
    // Contexts a failed test left open would otherwise live on into the next file.
    await Promise.all(f.browser?.contexts().map((c) => c.close().catch(() => undefined)) ?? []);
    await f.server?.close();
  });
  return f;
}
