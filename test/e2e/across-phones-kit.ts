/**
 * What the across-phones e2e files share: a "phone" (a browser context with the camera allowed,
 * as the app asks, and optionally the table's pauses off), pairing a guest by the two text codes
 * (the path of a phone without a working camera), the device settings a phone keeps in
 * IndexedDB, and freezing a page, which stands in for a locked phone (the page's JavaScript
 * stops; its sockets stay, as in findings 1c).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openSession, type Session } from './browser';
import { openPhone } from './phone';

/**
 * A phone: its own profile (IndexedDB, certificate), camera allowed; `pauses: false` for whole
 * games; `motion: false` for a phone whose animations nothing looks at (browser.ts `reducedMotion`).
 */
export async function phone(browser: Browser, opts: { pauses?: boolean; motion?: boolean } = {}): Promise<Session> {
  const s = await openSession(browser, { motion: opts.motion });
  await s.context.grantPermissions(['camera']);
  if (opts.pauses === false) await s.context.addInitScript(() => localStorage.setItem('stolik:pauses', '0'));
  return s;
}

/** What a host's seat row says (its status, any error) and whether its buttons can be tapped: for a failure's message. */
export const rowSays = (row: Locator) =>
  row.evaluate(
    (el) =>
      `"${(el as HTMLElement).innerText.replace(/\s+/g, ' ')}"; disabled: ${[...el.querySelectorAll('button:disabled')].map((b) => b.textContent).join(', ') || 'none'}`,
  );

/**
 * Taps `button` ("Invite", or "Invite again") on a host's seat row and reads the offer code. One
 * tap must be enough (issue 23: a first tap that came to nothing, docs/across-phones.md); if no
 * code comes, the failure says what the row showed.
 */
export async function inviteAndReadOffer(row: Locator, button = 'invite', timeout = 60_000): Promise<string> {
  await row.getByTestId(button).click();
  const code = row.getByTestId('pair-code');
  try {
    return (await code.textContent({ timeout }))!;
  } catch {
    throw new Error(`no offer ${timeout} ms after one tap on "${button}"; the row says ${await rowSays(row)}`);
  }
}

/** Waits until the host's `row` shows `name` connected; a failure says what the row showed instead. */
export async function waitConnected(row: Locator, name: string, timeout = 60_000): Promise<void> {
  try {
    await row
      .getByTestId('seat-status')
      .filter({ hasText: `${name} is connected` })
      .waitFor({ timeout });
  } catch {
    throw new Error(`${name} not connected after ${timeout} ms; the row says ${await rowSays(row)}`);
  }
}

/**
 * Two codes pasted across: the host's offer for `seat`, then the guest's answer; resolves once
 * the host shows `name` connected and the guest shows `board`. Returns the time it took (ms).
 */
export async function pair(url: string, host: Page, guest: Page, seat: number, name: string, board: string): Promise<number> {
  const started = Date.now();
  const row = host.getByTestId(`host-seat-${seat}`);
  const offer = await inviteAndReadOffer(row);
  expect(offer.length).toBeLessThanOrEqual(161);
  await guest.goto(`${url}#/join`);
  await guest.getByTestId('offer-input').fill(offer);
  await guest.getByTestId('offer-submit').click();
  const answer = (await guest.getByTestId('pair-code').textContent())!;
  await row.getByTestId('answer-input').fill(answer);
  await row.getByTestId('answer-submit').click();
  await waitConnected(row, name);
  await guest.locator(board).first().waitFor();
  return Date.now() - started;
}

/** A device setting of this phone's Stolik (IndexedDB `settings`), as the page reads it. */
export const readSetting = (page: Page, key: string) =>
  page.evaluate(
    (k) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('stolik');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('settings').objectStore('settings').get(k);
          get.onsuccess = () => (resolve((get.result as { value?: unknown } | undefined)?.value), open.result.close());
        };
      }),
    key,
  );

/** Waits until the setting `key` passes `ok` (a ticket stored, for instance). */
export async function waitForSetting(page: Page, key: string, ok: (v: unknown) => boolean): Promise<void> {
  await expect.poll(async () => ok(await readSetting(page, key)), { timeout: 20_000, interval: 50 }).toBe(true);
}

/**
 * Freezes a phone's page as a lock does: CDP's `Page.setWebLifecycleState: frozen` alone leaves
 * the data channel's message events running (the guest went on answering pings), so the page's
 * JavaScript is also held in the debugger: nothing on that phone runs until `thaw()`.
 */
export async function freeze(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Debugger.enable');
  await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
  await cdp.send('Debugger.pause');
  return async () => {
    await cdp.send('Debugger.resume');
    await cdp.send('Page.setWebLifecycleState', { state: 'active' });
    await cdp.send('Debugger.disable');
    await cdp.detach();
  };
}

/**
 * A phone at 360 x 640 (phone.ts `openPhone`) in `locale`, light or dark, its camera allowed and
 * the table's pauses off: for tests that audit the screens they pass through; `motion: false` as
 * for `phone`.
 */
export async function phoneAt(browser: Browser, opts: { locale?: string; dark?: boolean; motion?: boolean } = {}): Promise<Session> {
  const s = await openPhone(browser, { ...opts, pauses: false });
  await s.context.grantPermissions(['camera']);
  return s;
}

/** What a page received over its data channels (`recordReceived`): every view with its revision, and how many of each message. */
export interface Received {
  views: { t: 'view' | 'welcome'; rev: number; view: unknown; moves?: unknown[] }[];
  types: Record<string, number>;
}

/**
 * An init script: every message the page's data channels deliver is kept on `window.received`
 * (what the guest page was sent, whether or not its code keeps it), read with `received(page)`.
 */
export function recordReceived(): void {
  const got: Received = { views: [], types: {} };
  (window as unknown as { received: Received }).received = got;
  const listen = RTCDataChannel.prototype.addEventListener as (this: RTCDataChannel, ...a: unknown[]) => void;
  RTCDataChannel.prototype.addEventListener = function (this: RTCDataChannel & { recorded?: true }, ...a: unknown[]) {
    if (a[0] === 'message' && !this.recorded) {
      this.recorded = true;
      listen.call(this, 'message', (e: MessageEvent<string>) => {
        let m: { t?: unknown; rev?: unknown; view?: unknown; moves?: unknown[] };
        try {
          m = JSON.parse(e.data) as typeof m;
        } catch {
          got.types['(unreadable)'] = (got.types['(unreadable)'] ?? 0) + 1;
          return;
        }
        const t = String(m.t);
        got.types[t] = (got.types[t] ?? 0) + 1;
        if (t === 'view' || t === 'welcome') got.views.push({ t, rev: Number(m.rev), view: m.view, ...(m.moves ? { moves: m.moves } : {}) });
      });
    }
    listen.call(this, ...a);
  } as RTCDataChannel['addEventListener'];
}

/** What `recordReceived` kept on this page; `lastOnly` reads only the newest view. */
export const received = (page: Page, lastOnly = false): Promise<Received> =>
  page.evaluate((last) => {
    const r = (window as unknown as { received: Received }).received;
    return last ? { views: r.views.slice(-1), types: r.types } : r;
  }, lastOnly);

/** The card ids among `ids` that the page shows as a card face (`data-card`, `data-played`). */
export const cardsShown = (page: Page, ids: string[]): Promise<string[]> =>
  page.evaluate(
    (hidden) =>
      [...document.querySelectorAll('[data-card], [data-played]')]
        .map((e) => e.getAttribute('data-card') ?? e.getAttribute('data-played') ?? '')
        .filter((c) => hidden.includes(c)),
    ids,
  );
