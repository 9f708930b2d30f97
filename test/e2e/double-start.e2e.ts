/**
 * Issue 21, point 8: two taps on Start at machine speed (both inside one frame, before the
 * screen can react) used to create two sessions from the pad and the Royal Stake sheet setups.
 * Now the second tap finds the first still running (useSingleFlight) and does nothing.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSession } from './browser';
import { useAppFixture } from './fixture';
import { dumpDatabase } from './flows';

const f = useAppFixture();

async function addNames(page: Page, names: string[]): Promise<void> {
  for (const n of names) {
    await page.locator('#picker-name').fill(n);
    await page.locator('#picker-name').press('Enter');
  }
}
/** Two clicks in one task: no frame, no re-render between them. */
const doubleTapStart = (page: Page) =>
  page.evaluate(() => {
    const start = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Start')!;
    start.click();
    start.click();
  });

describe('a double tap on Start creates one session', () => {
  it('score pad', async () => {
    const { page, context } = await openSession(f.browser);
    await page.goto(`${f.server.url}#/pad`);
    await addNames(page, ['Аня', 'Boris']);
    await doubleTapStart(page);
    await page.waitForURL(/#\/pad\/[0-9a-f-]+$/);
    await page.locator('.score-table tbody input').first().waitFor();
    expect((await dumpDatabase(page)).sessions).toHaveLength(1);
    await context.close();
  });
  it('Royal Stake score sheet', async () => {
    const { page, context } = await openSession(f.browser);
    await page.goto(f.server.url);
    await page
      .locator('a.game-link', { hasText: /Royal Stake/ })
      .first()
      .click();
    await page.getByRole('link', { name: 'New score sheet' }).click();
    await addNames(page, ['Аня', 'Boris', 'Chen']);
    // "I am King" asks for rulers round by round, so Start is ready at once.
    await page.getByLabel('“I am King” (3 players)').check();
    await doubleTapStart(page);
    await page.waitForURL(/\/score\/[0-9a-f-]+$/);
    await page.getByTestId('save-status').waitFor();
    expect((await dumpDatabase(page)).sessions).toHaveLength(1);
    await context.close();
  });
});
