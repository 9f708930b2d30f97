import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedInPage, seedPlayers, seedSessions } from '../../scripts/bench/history-seed';
import { auditScreen } from './audit';
import { openSession } from './browser';
import { createPadSession } from './flows';
import { useAppFixture } from './fixture';
import { openPhone } from './phone';

const f = useAppFixture();
const ROW = '[data-testid="history-row"]';
/** Waits until a history row lies in the viewport: the list has drawn the rows where the page is scrolled to. */
const rowInView = (page: Page) =>
  page.waitForFunction(
    (row) =>
      [...document.querySelectorAll(row)].some((r) => {
        const b = r.getBoundingClientRect();
        return b.bottom > 0 && b.top < innerHeight;
      }),
    ROW,
  );

describe('history', () => {
  it('shows winner, places and totals; filters by player, kind and search; deletes with confirmation and undo', async () => {
    const s = await openSession(f.browser);
    const { page } = s;
    const first = await createPadSession(page, f.server.url, ['Аня', 'Boris'], 'Carcassonne');
    await createPadSession(page, f.server.url, ['Chen', 'Dana'], 'Azul');
    await page
      .getByTestId('finish')
      .or(page.getByRole('button', { name: 'Finish game' }))
      .first()
      .click();
    await page.goto(`${f.server.url}#/history`);
    await page.locator(ROW).nth(1).waitFor();
    expect(await page.locator(ROW).count()).toBe(2);
    // Each entry: the game, finished or not, the winner of a finished one, every place and total.
    const azul = page.locator(ROW).filter({ hasText: 'Azul' });
    await azul.getByText('Winner: Chen').waitFor();
    expect((await azul.locator('.h-seats').innerText()).replace(/\s+/g, ' ')).toMatch(/^1\..*Chen 12 2\..*Dana 7$/);
    const carc = page.locator(ROW).filter({ hasText: 'Carcassonne' });
    expect(await carc.innerText()).toContain('not finished');
    expect(await carc.getByText(/^Winners?:/).count()).toBe(0); // an open session has no winner yet
    await expect.poll(() => page.getByRole('heading', { name: 'Today' }).count()).toBe(1);

    // Player filter (Аня was saved when typed at setup), then kind, then search.
    await page.getByLabel('Player').selectOption({ label: 'Аня' });
    await expect.poll(() => page.locator(ROW).count()).toBe(1);
    expect(await page.locator(ROW).innerText()).toContain('Carcassonne');
    await page.getByLabel('Player').selectOption('');
    await page.getByLabel('Kind').selectOption('play');
    await page.getByTestId('history-none').filter({ hasText: 'No session matches these filters.' }).waitFor();
    await page.getByLabel('Kind').selectOption('score');
    await page.getByLabel('Search by name').fill('dan');
    await expect.poll(() => page.locator(ROW).count()).toBe(1);
    expect(await page.locator(ROW).innerText()).toContain('Azul');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => page.locator(ROW).count()).toBe(2);

    await azul.getByRole('button', { name: 'Delete' }).click();
    await azul.getByRole('button', { name: 'Yes' }).click();
    await page.getByTestId('notice-undo-delete').waitFor();
    await expect.poll(() => page.locator(ROW).count()).toBe(1);
    await page.getByRole('button', { name: 'Undo' }).click();
    await azul.waitFor();
    expect(await page.locator(ROW).count()).toBe(2);
    // Resume: an unfinished session opens where it was, and home offers it under "Continue".
    await carc.getByRole('link').click();
    await page.getByTestId('total-Аня').filter({ hasText: '12' }).waitFor();
    expect(page.url()).toBe(first);
    await page.goto(f.server.url);
    await page.getByRole('heading', { name: 'Continue' }).waitFor();
    await page.locator('[data-testid="session-row"]').filter({ hasText: 'Carcassonne' }).waitFor();
    expect(await page.locator('[data-testid="session-row"]').filter({ hasText: 'Azul' }).count()).toBe(0); // finished: not offered
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('with 1,000 sessions draws only what is on screen, loads older pages while scrolling, keeps the DOM flat', async () => {
    const { context, page, errors } = await openPhone(f.browser);
    await page.goto(f.server.url);
    await page.locator('a.game-link').first().waitFor();
    const { sessions, summaries } = seedSessions(1000, Date.now());
    await seedInPage(page, { sessions, summaries, players: seedPlayers() });
    await page.goto(`${f.server.url}#/history`);
    await page.locator(ROW).first().waitFor();
    const nodes = () => page.evaluate(() => document.getElementsByTagName('*').length);
    const atStart = await nodes();
    expect(await page.locator(ROW).count()).toBeLessThan(20);
    // The newest entry comes first; its day heading sticks under the top bar while scrolling.
    expect(await page.locator(ROW).first().innerText()).toContain(sessions[sessions.length - 1]!.players[0]!.name);
    // 30 screens down, each drawn (a row in view) before the next scroll: in the page, one round
    // trip (two per screen were most of this test's time).
    await page.evaluate(async (row) => {
      const inView = () =>
        [...document.querySelectorAll(row)].some((r) => {
          const b = r.getBoundingClientRect();
          return b.bottom > 0 && b.top < innerHeight;
        });
      for (let i = 0; i < 30; i++) {
        // A full screen each time: when the older rows are not read yet the page is not that
        // long, so it scrolls again once they are.
        const target = scrollY + innerHeight;
        const end = performance.now() + 10_000;
        do {
          if (scrollY < target - 1) scrollTo(0, target);
          await new Promise((done) => requestAnimationFrame(done));
          if (performance.now() > end) throw new Error(`screen ${i + 1}: at ${scrollY} px of ${target}, a row in view: ${inView()}`);
        } while (scrollY < target - 1 || !inView());
      }
    }, ROW);
    // Just under the 48 px top bar there is always a day heading: the current day's, stuck, or,
    // while a day's last rows pass, its heading being pushed up and the next one arriving under it.
    // (A heading exactly at 48 px is not always there: the push-off spot depends on today's date.)
    const stuck = () => page.evaluate(() => !!document.elementFromPoint(20, 60)?.closest('.h-day'));
    await expect.poll(stuck).toBe(true);
    // 30 screens down: older pages were read (the first held 30), yet the DOM did not grow with them.
    const drawn = await page.locator(ROW).evaluateAll((rows) => rows.map((r) => r.closest('li')!.dataset.wkey!));
    expect(sessions.findIndex((x) => x.id === drawn[0]) < sessions.length - 30).toBe(true);
    expect(await nodes()).toBeLessThan(atStart * 2);
    expect(await page.locator(ROW).count()).toBeLessThan(20);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [locale, theme] of [
    ['en-US', 'light'],
    ['ru-RU', 'dark'],
  ] as const) {
    it(`History and Home pass axe, 44 px targets and fit 360 px (${locale}, ${theme})`, async () => {
      const { context, page } = await openPhone(f.browser, { locale });
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(f.server.url);
      await page.locator('a.game-link').first().waitFor();
      const { sessions, summaries } = seedSessions(60, Date.now());
      await seedInPage(page, { sessions, summaries, players: seedPlayers() });
      const report: Record<string, string[]> = {};
      for (const hash of ['#/history', '#/']) {
        await page.goto('about:blank');
        await page.goto(f.server.url + hash);
        await page
          .locator(hash === '#/' ? '[data-testid="session-row"]' : ROW)
          .first()
          .waitFor();
        const found = await auditScreen(page);
        if (found.length) report[hash] = found;
      }
      // With a confirmation open, and scrolled into older days.
      await page.goto(`${f.server.url}#/history`);
      await page.locator(ROW).first().getByRole('button').click();
      await page.evaluate(() => window.scrollBy(0, 2500));
      await rowInView(page);
      const found = await auditScreen(page);
      if (found.length) report['#/history scrolled'] = found;
      expect(report).toEqual({});
      await context.close();
    });
  }
});
