/**
 * Jackal on the table in Chromium at 360 x 640 (bot pace 0). A whole learning game (four islands)
 * by taps, Anya against two bots, with a reload in the middle (the game resumes where it was) and
 * the result in History; the setup, the laying, the face-up cards, the routes and an island's
 * report pass the audit (axe, 44 px targets, no sideways scroll) in English (light). Then four
 * seats in Russian (dark), two people on one phone: neither sees the other's hand or face-down
 * row, the pass screen stands between them, the table fits the screen without scrolling at a
 * decision, and the screens pass the audit in Russian too.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditScreen } from './audit';
import { useAppFixture } from './fixture';
import { openPhone } from './phone';

const f = useAppFixture();

/** A decision is on screen (or the pass screen, a report, the result). */
const DECISION = [
  'button[data-testid="hand-card"]:not([disabled])',
  '[data-testid="done"]:not([disabled])',
  '[data-testid^="tortuga-"]:not([disabled])',
  '[data-testid="pass"]:not([disabled])',
  '[data-testid^="go-"]:not([disabled])',
  '[data-testid="sheet-close"]',
  '[data-testid="reveal"]',
  '[data-testid="result"]',
].join(', ');

/** From the home screen: the people, then `bots` bots, a learning game; returns nothing, the table is open. */
async function startGame(page: Page, url: string, people: string[], bots: number): Promise<void> {
  await page.goto(url);
  await page.locator('a[href$="#/game/jackal"]').first().click();
  await page.locator('a[href$="#/game/jackal/play"]').first().click();
  for (const name of people) {
    await page.locator('#picker-name').fill(name);
    await page.locator('#picker-name').press('Enter');
  }
  for (let i = 0; i < bots; i++) await page.getByTestId('add-bot').click();
  await page.getByTestId('length-learning').check();
  await page.getByTestId('own-islands').waitFor();
}

/** The table's move count (the board's data-moves), or -1 while no board is drawn. */
const moves = (page: Page) => page.evaluate(() => Number(document.querySelector('[data-testid="board"]')?.getAttribute('data-moves') ?? -1));

/** Taps and waits until the position moved on (or the board gave way to the curtain or the result). */
async function tapAndWait(page: Page, selector: string): Promise<void> {
  const before = await moves(page);
  await page.locator(selector).first().click();
  await page.waitForFunction((n) => {
    const b = document.querySelector('[data-testid="board"]');
    return !b || Number(b.getAttribute('data-moves')) !== n || document.querySelector('[data-testid="result"]') !== null;
  }, before);
}

/** One decision of whoever holds the phone; false once the result is shown. */
async function decide(page: Page, kinds: Set<string>, audit?: (kind: string) => Promise<void>): Promise<boolean> {
  await page.locator(DECISION).first().waitFor({ timeout: 30_000 });
  if (await page.getByTestId('result').count()) return false;
  const has = async (sel: string) => (await page.locator(sel).count()) > 0;
  if (await has('[data-testid="sheet-close"]')) {
    if (!kinds.has('report')) await audit?.('report');
    kinds.add('report');
    await page.getByTestId('sheet-close').click();
    return true;
  }
  if (await has('[data-testid="reveal"]')) {
    await page.getByTestId('reveal').click();
    return true;
  }
  const phase = await page.getByTestId('board').getAttribute('data-phase');
  if (phase && !kinds.has(phase)) await audit?.(phase);
  if (phase) kinds.add(phase);
  if (phase === 'lay') {
    // The laying buttons, once the last tap's save has let go of them.
    await page
      .locator('button[data-testid="hand-card"]:not([disabled]), [data-testid="done"]:not([disabled]), [data-testid^="tortuga-"]:not([disabled])')
      .first()
      .waitFor();
    const laid = await page.locator('[data-testid="own-row"] [data-face]').count();
    if (laid < 2 && (await has('button[data-testid="hand-card"]:not([disabled])'))) await tapAndWait(page, 'button[data-testid="hand-card"]:not([disabled])');
    else if (await has('[data-testid="done"]')) await tapAndWait(page, '[data-testid="done"]');
    else await tapAndWait(page, '[data-testid^="tortuga-"]'); // nothing to lay, coins to pay: Tortuga
  } else if (phase === 'open') await tapAndWait(page, '[data-testid="pass"]');
  else await tapAndWait(page, '[data-testid^="go-"]');
  return true;
}

/** The page scrolls neither way: the table fits the phone at a decision. */
const fits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight <= innerHeight + 1 && document.documentElement.scrollWidth <= innerWidth);

describe('Jackal on the table', () => {
  it('a whole learning game against two bots, with a reload in the middle; every screen passes the audit; the result is in History', async () => {
    const s = await openPhone(f.browser, { pauses: false });
    const { page } = s;
    await startGame(page, f.server.url, ['Anya'], 2);
    expect(await auditScreen(page), 'setup').toEqual([]);
    await page.getByTestId('start').click();
    await page.waitForURL(/#\/game\/jackal\/play\/[0-9a-f-]+$/);
    const kinds = new Set<string>();
    const audit = async (kind: string) => {
      expect(await auditScreen(page), kind).toEqual([]);
      if (kind !== 'report') expect(await fits(page), kind).toBe(true);
    };
    let reloaded = false;
    for (let n = 0; n < 400; n++) {
      if (!(await decide(page, kinds, audit))) break;
      // Read now, not waited for: after the last move the result replaces the board, and a
      // locator would wait its whole 30 s timeout for a board that never comes back.
      const island = Number(await page.evaluate(() => document.querySelector('[data-testid="board"]')?.getAttribute('data-island') ?? 0));
      if (!reloaded && island >= 2) {
        // A killed tab resumes exactly: the same island, the same move count. Read once the bots
        // have laid and Anya holds the decision, so no bot move can land between the count and the reload.
        await page.waitForFunction((decision) => document.querySelector('.jk-seat-thinking') === null && document.querySelector(decision) !== null, DECISION);
        const before = await moves(page);
        await page.reload();
        await page.getByTestId('board').waitFor();
        expect(await moves(page)).toBe(before);
        expect(await page.getByTestId('board').getAttribute('data-island')).toBe(String(island));
        reloaded = true;
      }
    }
    expect(reloaded).toBe(true);
    await page.getByTestId('winners').waitFor();
    // The app deals from a fresh seed: a choice of way (route) and face-up cards (open) come when
    // the cards allow and are audited then; laying and the report come in every game.
    expect([...kinds]).toEqual(expect.arrayContaining(['lay', 'report']));
    await page.goto(`${f.server.url}#/history`);
    await page
      .getByTestId('history-row')
      .filter({ hasText: 'Anya' })
      .filter({ has: page.locator('.h-done') })
      .waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  }, 120_000);

  it('ru, dark, four seats: two people on one phone never see each other’s hand or face-down row', async () => {
    const s = await openPhone(f.browser, { locale: 'ru-RU', dark: true, pauses: false });
    const { page } = s;
    await startGame(page, f.server.url, ['Аня', 'Борис'], 2);
    expect(await auditScreen(page), 'setup ru').toEqual([]);
    await page.getByTestId('start').click();
    // Both people lay once; at each pass screen nothing of the game is on the page.
    const rows: string[][] = [];
    for (let k = 0; k < 2; k++) {
      await page.getByTestId('reveal').waitFor();
      expect(await page.locator('[data-face]').count()).toBe(0);
      if (k === 0) expect(await auditScreen(page), 'curtain ru').toEqual([]);
      await page.getByTestId('reveal').click();
      await page.locator('button[data-testid="hand-card"]:not([disabled])').first().waitFor();
      // Only the holder's own cards are drawn: the hand, nothing else (no row laid yet, no stacks).
      const hand = await page.locator('[data-testid="hand"] [data-face]').count();
      expect(await page.locator('[data-face]').count()).toBe(hand);
      expect(await page.getByTestId('stacks').count()).toBe(0);
      if (k === 0) {
        expect(await fits(page), 'lay ru').toBe(true);
        expect(await auditScreen(page), 'lay ru').toEqual([]);
      }
      await tapAndWait(page, 'button[data-testid="hand-card"]:not([disabled])');
      const row = await page.locator('[data-testid="own-row"] [data-face]').evaluateAll((els) => els.map((e) => e.getAttribute('data-face') ?? ''));
      expect(row).toHaveLength(1);
      rows.push(row);
      await page.getByTestId('done').click();
    }
    expect(rows).toHaveLength(2);
    expect(s.errors).toEqual([]);
    await s.context.close();
  }, 120_000);
});
