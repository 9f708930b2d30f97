/**
 * Issue 23: two "phones" (browser contexts) pair through the text codes alone, the way a phone
 * without a camera pastes them, and play a move of the hidden-hand toy game over the real data
 * channel: the guest's hello is answered with its own view only, its move is applied once, a
 * retry of the same id is not applied again. Camera permission is granted first, as the app will
 * ask for it (it makes Chromium publish every interface's address).
 */
import { buildSync } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { E2E_FLAGS, launch } from './browser';
import type * as Harness from './across-phones-harness';

type Message = { t: string; rev?: number; seat?: number; view?: { hand: number[]; pile: number } };
/** What each phone's page keeps on `window` between the steps below. */
interface PhoneWindow {
  Tables: typeof Harness;
  pairing: { channel: Promise<RTCDataChannel> };
  host: { state: unknown; table: ReturnType<typeof Harness.openTable>; applied: number };
  inbox: Message[];
  channel: Promise<RTCDataChannel>;
}

const bundle = buildSync({ entryPoints: ['test/e2e/across-phones-harness.ts'], bundle: true, format: 'iife', globalName: 'Tables', write: false })
  .outputFiles[0]!.text;

let browser: Browser;
beforeAll(async () => {
  browser = await launch(E2E_FLAGS);
});
afterAll(async () => {
  await browser?.close();
});

async function phone(): Promise<Page> {
  const context = await browser.newContext();
  await context.grantPermissions(['camera']);
  const page = await context.newPage();
  await page.goto('about:blank');
  await page.addScriptTag({ content: bundle });
  return page;
}

describe('pairing by text codes (no camera needed)', () => {
  it('opens a channel and carries the protocol: own view only, one apply per move id', async () => {
    const [host, guest] = [await phone(), await phone()];
    const offerCode = await host.evaluate(async () => {
      const w = window as unknown as PhoneWindow;
      const T = w.Tables;
      const p = await T.offer(await T.newCertificate());
      if (!p.ok) throw new Error(p.error);
      w.pairing = p.value;
      const state = T.hiddenNim.setup({ players: 2, pile: 9 }, 'e2e');
      w.host = {
        state: state.ok ? state.value : null,
        table: T.openTable('t1', 'toy', [
          { name: 'Guest', kind: 'guest' },
          { name: 'Host', kind: 'host' },
        ]),
        applied: 0,
      };
      return p.value.code as string;
    });
    // A QR of version <= 7 holds up to 154 alphanumeric characters at level M.
    expect(offerCode.length).toBeLessThanOrEqual(161);
    const answerCode = await guest.evaluate(async (code) => {
      const w = window as unknown as PhoneWindow;
      const T = w.Tables;
      const p = await T.answer(code, await T.newCertificate());
      if (!p.ok) throw new Error(p.error);
      w.inbox = [];
      w.channel = p.value.channel.then((ch: RTCDataChannel) => {
        ch.onmessage = (e) => w.inbox.push(JSON.parse(e.data));
        return ch;
      });
      return p.value.code as string;
    }, offerCode);
    const guestFingerprint = await host.evaluate(async (code) => {
      const w = window as unknown as PhoneWindow;
      const T = w.Tables;
      const fp = await T.accept(w.pairing as Parameters<typeof T.accept>[0], code);
      if (!fp.ok) throw new Error(fp.error);
      const ch: RTCDataChannel = await w.pairing.channel;
      ch.onmessage = (e) => {
        const r = T.hostReceive(T.hiddenNim as unknown as Parameters<typeof T.hostReceive>[0], w.host.state, w.host.table, fp.value, e.data, Date.now());
        w.host = { state: r.state, table: r.table, applied: w.host.applied + (r.applied ? 1 : 0) };
        for (const o of r.out) ch.send(JSON.stringify(o.message));
      };
      return fp.value as string;
    }, answerCode);
    expect(guestFingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);

    await guest.evaluate(async () => {
      const w = window as unknown as PhoneWindow;
      const ch = await w.channel;
      ch.send(JSON.stringify(w.Tables.hello('t1', 0, 'Guest')));
    });
    await guest.waitForFunction(() => (window as unknown as PhoneWindow).inbox.some((m) => m.t === 'welcome'));
    const welcome = await guest.evaluate(() => (window as unknown as PhoneWindow).inbox.find((m) => m.t === 'welcome')!);
    const expectedView = await host.evaluate(() => {
      const w = window as unknown as PhoneWindow;
      return w.Tables.hiddenNim.view(w.host.state as Parameters<typeof w.Tables.hiddenNim.view>[0], 0);
    });
    expect(welcome).toMatchObject({ seat: 0, rev: 0, view: expectedView });
    // The host's hand never reaches the guest: only sizes of other hands are in the view.
    const hostHand = await host.evaluate(() => ((window as unknown as PhoneWindow).host.state as { hands: number[][] }).hands[1]);
    expect(JSON.stringify(welcome.view?.hand)).not.toBe(JSON.stringify(hostHand));

    // The guest moves first; the same message sent twice (a retry) is applied once.
    await guest.evaluate(async () => {
      const ch = await (window as unknown as PhoneWindow).channel;
      const m = JSON.stringify({ t: 'move', id: 'm-1', rev: 0, move: { t: 'take', n: 2 } });
      ch.send(m);
      ch.send(m);
    });
    await guest.waitForFunction(() => (window as unknown as PhoneWindow).inbox.filter((m) => m.t === 'view').length >= 2);
    expect(await host.evaluate(() => (window as unknown as PhoneWindow).host.applied)).toBe(1);
    const views = await guest.evaluate(() => (window as unknown as PhoneWindow).inbox.filter((m) => m.t === 'view'));
    expect(views.map((v) => v.rev)).toEqual([1, 1]);
    expect(views[0]!.view?.pile).toBe(7);
  });

  it('refuses a code that is not an offer, and a cut code, in words the screen can show', async () => {
    const page = await phone();
    const codes = await page.evaluate(async () => {
      const T = (window as unknown as PhoneWindow).Tables;
      const p = await T.offer();
      if (!p.ok) throw new Error(p.error);
      const cut = await T.answer(p.value.code.slice(0, 40));
      const wrong = await T.accept(p.value, p.value.code);
      return [cut.ok ? 'ok' : cut.error, wrong.ok ? 'ok' : wrong.error];
    });
    expect(codes).toEqual(['ERR_CODE_UNREADABLE', 'ERR_CODE_WRONG_KIND']);
  });
});
