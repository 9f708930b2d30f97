/**
 * The setup the two-tab tests share (issue 11 point 1): a second tab on the same session in the
 * same browser profile, optionally deaf to the first tab's save announcements, so its copy falls
 * a save behind and every save it makes has to be refused as stale and rebased.
 */
import type { Page } from 'playwright-core';
import type { Session } from './browser';

/** Makes a page deaf to other tabs' save announcements (it still announces its own). */
async function deafen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Real = BroadcastChannel;
    (window as unknown as { BroadcastChannel: unknown }).BroadcastChannel = class {
      real: BroadcastChannel;
      constructor(name: string) {
        this.real = new Real(name);
      }
      postMessage(m: unknown) {
        this.real.postMessage(m);
      }
      addEventListener() {}
      removeEventListener() {}
      close() {
        this.real.close();
      }
    };
  });
}

/** Opens `url` in a second tab of `s` (deaf when asked); its page errors go to `s.errors`, marked "B". */
export async function openSecondTab(s: Session, url: string, opts: { deaf?: boolean } = {}): Promise<Page> {
  const b = await s.context.newPage();
  if (opts.deaf) await deafen(b);
  b.on('pageerror', (e) => s.errors.push(`pageerror B: ${e.message}`));
  await b.goto(url);
  return b;
}
