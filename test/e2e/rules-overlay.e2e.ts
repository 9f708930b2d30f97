/**
 * Rules without leaving (issue 10, point 5), in Chromium at 360 x 640: a rule link in a score
 * sheet's breakdown opens the section in a sheet over the screen; closing it (button, Esc, the
 * phone's back button) returns to the same scroll position with the breakdown panel still open
 * and the screen never re-rendered. The header "Rules" action on a score and a play screen.
 * Both languages, light and dark, each audited (axe, 44 px targets, no sideways page scroll).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditScreen } from './audit';
import { swPolicy, waitForServiceWorker, withoutServiceWorker } from './browser';
import { useAppFixture } from './fixture';
import { shot } from './shots';

const f = useAppFixture();

/** A fresh profile on a 360 x 640 phone (the smallest screen Stolik promises). */
async function phone(colorScheme: 'light' | 'dark' = 'light', serviceWorker = false) {
  const context = await f.browser.newContext({
    viewport: { width: 360, height: 640 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    colorScheme,
    ...swPolicy(serviceWorker),
  });
  if (!serviceWorker) await withoutServiceWorker(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  return { context, page, errors };
}

/** A four-gang Sly Thieves sheet with every gang's tiles entered (enough rows to scroll). */
async function fourGangSheet(page: Page): Promise<void> {
  await page.goto(`${f.server.url}#/game/sly-thieves/score`);
  for (const name of ['Аня', 'Boris', 'Chen', 'Dana']) {
    await page.locator('#picker-name').fill(name);
    await page.locator('#picker-name').press('Enter');
  }
  await page.getByLabel('Not sure: check only the total of 60 tiles').check();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForURL(/#\/game\/sly-thieves\/score\/[0-9a-f-]+$/);
  for (const [i, name] of ['Аня', 'Boris', 'Chen', 'Dana'].entries()) {
    await page.getByTestId(`gang-${name}`).click();
    await page.locator('#gang-h').filter({ hasText: name }).waitFor();
    await page.getByLabel('Cash bundles, 1 point each', { exact: true }).fill(String(3 + i));
    await page.getByLabel('Gold bars, 2 points each', { exact: true }).fill(String(2 + i));
    await page.getByLabel('Diamonds, 3 points each', { exact: true }).fill(String(1 + i));
  }
  await page.getByTestId('save-status').filter({ hasText: 'Saved' }).waitFor();
}

const sheet = (page: Page) => page.getByTestId('rules-sheet');
/** Where the section heading sits inside the sheet's scrolling body (0 = at its top). */
const headingOffset = (page: Page, id: string) =>
  page.evaluate((anchor) => {
    const body = document.querySelector('.rules-sheet-body')!;
    return document.getElementById(anchor)!.getBoundingClientRect().top - body.getBoundingClientRect().top;
  }, id);

/** What must be exactly as it was: scroll, the open panel, and the same DOM node (no remount). */
const screenState = (page: Page) =>
  page.evaluate(() => ({
    // Where the breakdown sits on the screen (what a person sees), not the raw scrollY: a notice
    // appearing above the page (first visit: "ready offline") moves scrollY by scroll anchoring.
    top: Math.round((document.querySelector('.breakdown') as HTMLElement).getBoundingClientRect().top),
    open: [...document.querySelectorAll('.breakdown details')].map((d) => (d as HTMLDetailsElement).open),
    sameNode: (document.querySelector('.breakdown') as HTMLElement & { marked?: boolean }).marked === true,
    hash: location.hash,
  }));

describe('rules overlay', () => {
  it('a breakdown rule opens over the sheet and closes back to the same place (button, Esc, back)', async () => {
    const { context, page, errors } = await phone();
    await fourGangSheet(page);
    // No service worker here (phone()), so no "ready to work offline" notice arrives to push the
    // page down: the place compared below is only ever moved by the rules sheet.
    const dana = page.locator('.breakdown details').filter({ hasText: 'Dana' });
    await dana.locator('summary').click();
    const link = dana.locator('a.rule-link').first();
    await link.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -120));
    await page.evaluate(() => ((document.querySelector('.breakdown') as HTMLElement & { marked?: boolean }).marked = true));
    const before = await screenState(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    expect(before.open.filter(Boolean)).toHaveLength(1);

    for (const how of ['button', 'Escape', 'back'] as const) {
      await link.click();
      await sheet(page).getByRole('heading', { name: 'Rules of Sly Thieves' }).waitFor();
      await page.locator('.rules-sheet #scoring-values').waitFor();
      await expect.poll(() => headingOffset(page, 'scoring-values')).toBeLessThan(80);
      expect(await headingOffset(page, 'scoring-values')).toBeGreaterThanOrEqual(-1);
      expect(await page.evaluate(() => location.hash)).toBe(before.hash);
      if (how === 'button') {
        expect(await auditScreen(page), 'rule sheet, English, light').toEqual([]);
        await shot(page, 'rules-sheet-en-light');
        await sheet(page).getByRole('button', { name: 'Close' }).click();
      } else if (how === 'Escape') await page.keyboard.press('Escape');
      else await page.goBack();
      await sheet(page).waitFor({ state: 'detached' });
      await expect.poll(() => screenState(page)).toEqual({ ...before, sameNode: true });
      expect(await page.evaluate(() => document.activeElement?.classList.contains('rule-link'))).toBe(true);
      // The entry the sheet pushed for the back button is gone: the next back leaves the sheet's screen.
      await expect
        .poll(() => page.evaluate(() => typeof history.state !== 'object' || history.state === null || !('stolik-rules-sheet' in history.state)))
        .toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the header "Rules" action on a score sheet, Russian and dark, moves within the sheet', async () => {
    const { context, page, errors } = await phone('dark');
    await fourGangSheet(page);
    await page.getByRole('button', { name: 'Переключить на русский' }).click();
    await page.getByRole('heading', { name: 'Результаты' }).waitFor();
    const hash = await page.evaluate(() => location.hash);
    await page.getByTestId('rules-action').filter({ hasText: 'Правила' }).click();
    await sheet(page).getByRole('heading', { name: 'Правила: Ловкие воришки' }).waitFor();
    await sheet(page).locator('.prose h1').waitFor();
    expect(await auditScreen(page), 'whole rules sheet, Russian, dark').toEqual([]);
    await shot(page, 'rules-sheet-ru-dark');
    // The contents list scrolls the sheet, not the app: the route stays the score sheet.
    await sheet(page).getByText('Содержание').click();
    await sheet(page).locator('.toc a[href="#scoring"]').click();
    await expect.poll(() => headingOffset(page, 'scoring')).toBeLessThan(80);
    expect(await page.evaluate(() => location.hash)).toBe(hash);
    await sheet(page).getByRole('button', { name: 'Закрыть' }).click();
    await sheet(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('rules-action');
    // A rule link in dark Russian too.
    const dana = page.locator('.breakdown details').filter({ hasText: 'Dana' });
    await dana.locator('summary').click();
    await dana.locator('a.rule-link').first().click();
    await page.locator('.rules-sheet #scoring-values').waitFor();
    expect(await auditScreen(page), 'rule sheet, Russian, dark').toEqual([]);
    await page.keyboard.press('Escape');
    await sheet(page).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the header "Rules" action on a play table opens the rules over the game, offline too', async () => {
    const { context, page, errors } = await phone('light', true);
    await page.goto(`${f.server.url}#/game/sly-thieves/play`);
    // Offline from here on: the rules page is a precached chunk, first asked for below.
    await waitForServiceWorker(page);
    await page.locator('#picker-name').waitFor();
    await context.setOffline(true);
    await page.locator('#picker-name').fill('Anya');
    await page.locator('#picker-name').press('Enter');
    await page.getByTestId('add-bot').click();
    await page.getByTestId('start').click();
    await page.waitForURL(/#\/game\/sly-thieves\/play\/[0-9a-f-]+$/);
    const url = page.url();
    await page.locator('[data-room]').first().waitFor();
    await page.getByTestId('rules-action').click();
    await sheet(page).getByRole('heading', { name: 'Rules of Sly Thieves' }).waitFor();
    await sheet(page).locator('.prose h1').waitFor();
    expect(await auditScreen(page), 'rules sheet over the play table').toEqual([]);
    await shot(page, 'rules-sheet-play');
    await page.keyboard.press('Escape');
    await sheet(page).waitFor({ state: 'detached' });
    expect(page.url()).toBe(url);
    await page.locator('[data-room]').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the full rules page stays for reading, and its "see" links stay on it', async () => {
    const { context, page, errors } = await phone();
    await page.goto(`${f.server.url}#/game/jackal/rules`);
    await page.locator('.prose a[href="#tortuga"]').first().click();
    await page.waitForURL(/#\/game\/jackal\/rules\/tortuga$/);
    await expect.poll(() => page.locator('#tortuga').evaluate((h) => h.getBoundingClientRect().top)).toBeLessThan(200);
    expect(errors).toEqual([]);
    await context.close();
  });
});
