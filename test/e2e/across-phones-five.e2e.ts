/**
 * Issue 23 at a full table: a host and four guests, each a browser context of one Chromium, pair
 * by the text codes and play a whole Royal Stake round, each on their own phone, by taps. After
 * every move every guest's screen is checked against the true hands (the host's stored game
 * replayed with the engine): no guest's DOM holds a card of another seat's hand. One guest's page
 * is frozen for 10 s mid-round (CDP: its JavaScript held, standing in for a locked phone): it shows as away on every
 * phone and comes back by itself. Measured: pairing per guest, and the time from a tap to every
 * guest's updated table (median, p95). No fixed sleeps, except the freeze's own length.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { engine } from '../../src/games/royal-stake/engine';
import type { RsConfig, RsMove, RsState } from '../../src/games/royal-stake/engine/types';
import { freeze, pair, phone } from './across-phones-kit';
import { useAppFixture } from './fixture';
import { readSession, seatPeople } from './royal-stake-arrange';
import { decide } from './royal-stake-play';

const f = useAppFixture();
const NAMES = ['Anya', 'Boris', 'Vera', 'Gleb', 'Dasha'];

/** A decision for the person at this phone right now (not a summary or a passing moment). */
const MOVE_NOW = [
  '[data-testid="pass"]',
  '[data-testid^="bid-"]',
  '[data-testid^="set-"]',
  '[data-testid^="special-"]',
  '[data-testid="discard-count"]',
  '[data-testid="reveal-card"]',
  '[data-testid="curtain"]',
  '[data-testid="play-panel"] button[data-card]:not([aria-disabled="true"])',
].join(', ');

/** Each table's move counter as it changes, with the time (all phones share one clock). */
function recordMoves(): void {
  const at: Record<string, number> = {};
  (window as unknown as { movesAt: typeof at }).movesAt = at;
  new MutationObserver(() => {
    const n = document.querySelector('[data-testid="rs-table"]')?.getAttribute('data-moves');
    if (n && !(n in at)) at[n] = Date.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-moves'] });
}
const movesAt = (p: Page) => p.evaluate(() => (window as unknown as { movesAt: Record<string, number> }).movesAt);
const movesShown = (p: Page) => p.evaluate(() => Number(document.querySelector('[data-testid="rs-table"]')?.getAttribute('data-moves') ?? -1));

/** Every seat's hand now: the host's stored game, replayed with the engine. */
async function trueHands(host: Page, id: string): Promise<string[][]> {
  const data = (await readSession(host, id)).data as { config: RsConfig; seed: string; moves: RsMove[] };
  const r = engine.setup(data.config, data.seed);
  if (!r.ok) throw new Error(r.error);
  let s: RsState = r.value;
  for (const m of data.moves) {
    const a = engine.apply(s, m);
    if (!a.ok) throw new Error(a.error);
    s = a.value;
  }
  return s.seats.map((x) => x.hand.map(String));
}

/** The page whose person has a decision now, or null once the host shows the round's end. */
async function nextMover(host: Page, phones: Page[]): Promise<Page | null> {
  for (;;) {
    if ((await host.locator('[data-testid="round-summary"], [data-testid="result"]').count()) > 0) return null;
    for (const p of phones) if ((await p.locator(MOVE_NOW).count()) > 0) return p;
    await host.waitForFunction(() => true, undefined, { polling: 'raf' });
  }
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

describe('five phones at one table', () => {
  it('a host and four guests pair by text codes and play a whole Royal Stake round; no guest ever holds another seat’s cards; a phone frozen for 10 s is away on every phone and comes back by itself', async () => {
    const phones = [];
    for (let i = 0; i < 5; i++) phones.push(await phone(f.browser, { pauses: false }));
    for (const p of phones) await p.context.addInitScript(recordMoves);
    const pages = phones.map((p) => p.page);
    const [host, ...guests] = pages as [Page, ...Page[]];
    await seatPeople(host, f.server.url, NAMES, 0);
    // The side mode of five seats (as the other Royal Stake play tests), not the standard game's draft.
    await host.getByTestId('choose-side').check();
    await host.getByTestId('mode-about').waitFor();
    await host.getByTestId('host-table').click();
    await host.waitForURL(/#\/game\/royal-stake\/play\/[0-9a-f-]+$/);
    const id = host.url().match(/([0-9a-f-]+)$/)![1]!;
    await host.getByTestId('host-panel').waitFor();
    const pairing: number[] = [];
    for (let i = 0; i < 4; i++) pairing.push(await pair(f.server.url, host, guests[i]!, i + 1, NAMES[i + 1]!, '[data-testid="rs-table"]'));

    const tapped: Record<number, number> = {};
    let frozenDone = false;
    let away = 0;
    let back = 0;
    for (;;) {
      const mover = await nextMover(host, pages);
      if (!mover) break;
      const before = await movesShown(host);
      tapped[before + 1] = Date.now();
      await decide(mover, 1);
      const now = await movesShown(host);
      // Every guest shows the new move (the host sends it only after storing it).
      await expect.poll(async () => Math.min(...(await Promise.all(guests.map(movesShown)))), { timeout: 30_000, interval: 20 }).toBe(now);
      const hands = await trueHands(host, id);
      for (const [i, g] of guests.entries()) {
        const shown = await g.$$eval('[data-card]', (els) => els.map((e) => e.getAttribute('data-card') ?? ''));
        const others = hands.filter((_, seat) => seat !== i + 1).flat();
        expect(
          shown.filter((c) => others.includes(c)),
          `${NAMES[i + 1]}'s phone shows another seat's cards after move ${now}`,
        ).toEqual([]);
      }
      if (!frozenDone && now >= 8) {
        // Vera's phone locks for 10 s: every other phone says she is not answering, then she is back.
        frozenDone = true;
        const vera = guests[1]!;
        const frozenAt = Date.now();
        const thaw = await freeze(vera);
        await host.getByTestId('host-seat-2').getByTestId('seat-status').filter({ hasText: 'Vera is not answering' }).waitFor({ timeout: 20_000 });
        for (const g of [guests[0]!, guests[2]!, guests[3]!]) await g.getByTestId('away').filter({ hasText: 'Vera' }).waitFor({ timeout: 20_000 });
        away = Date.now() - frozenAt;
        await expect.poll(() => Date.now() - frozenAt, { timeout: 15_000, interval: 100 }).toBeGreaterThanOrEqual(10_000);
        const thawedAt = Date.now();
        await thaw();
        await host.getByTestId('host-seat-2').getByTestId('seat-status').filter({ hasText: 'Vera is connected' }).waitFor({ timeout: 20_000 });
        for (const g of [guests[0]!, guests[2]!, guests[3]!]) await g.getByTestId('away').waitFor({ state: 'detached', timeout: 20_000 });
        back = Date.now() - thawedAt;
        expect(await movesShown(vera)).toBe(now);
      }
    }
    const moves = await movesShown(host);
    expect(moves).toBeGreaterThan(20);
    expect(frozenDone).toBe(true);
    // From the tap to the last guest's table showing the move.
    const seen = await Promise.all(guests.map(movesAt));
    const lag = Object.entries(tapped).flatMap(([n, t]) => {
      const last = Math.max(...seen.map((s) => s[n] ?? Number.NaN));
      return Number.isFinite(last) ? [last - t] : [];
    });
    expect(lag.length).toBeGreaterThan(20);
    for (const p of phones) expect(p.errors).toEqual([]);
    console.log(
      `five phones: pairing ${pairing.join(', ')} ms; ${moves} moves; tap to every guest's table: median ${quantile(lag, 0.5)} ms, p95 ${quantile(lag, 0.95)} ms; frozen guest away on every phone after ${away} ms, back ${back} ms after the thaw`,
    );
    await Promise.all(phones.map((p) => p.context.close()));
  }, 600_000);
});
