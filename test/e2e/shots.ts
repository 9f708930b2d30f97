/**
 * Screenshots for a person to look at (`STOLIK_SHOTS=<dir>`), never taken otherwise: each one
 * costs the CPU-bound suite an encode of the whole screen, and CI looks at none of them.
 */
import type { Locator, Page } from 'playwright-core';
import { join } from 'node:path';

export const SHOTS_DIR = process.env.STOLIK_SHOTS;

/** Saves `target` as `<STOLIK_SHOTS>/<name>.png` when that variable is set; otherwise nothing. */
export async function shot(target: Page | Locator, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  if (!SHOTS_DIR) return;
  const path = join(SHOTS_DIR, `${name}.png`);
  await ('goto' in target ? target.screenshot({ path, ...opts }) : target.screenshot({ path }));
}
