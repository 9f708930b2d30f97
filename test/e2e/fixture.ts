/** Per-file browser + server against build A, for tests that need nothing special. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startStaticServer, type StaticServer } from '../../scripts/static-server';
import { launch } from './browser';
import { BASE, BUILD_A } from './paths';

export interface Fixture {
  browser: Browser;
  server: StaticServer;
}

/** Registers beforeAll/afterAll hooks and returns the (filled-in later) fixture. */
export function useAppFixture(): Fixture {
  const f = {} as Fixture;
  beforeAll(async () => {
    f.browser = await launch();
    f.server = await startStaticServer(BUILD_A, BASE);
  });
  afterAll(async () => {
    await f.browser?.close();
    await f.server?.close();
  });
  return f;
}
