import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditScreen } from './audit';
import { openSession } from './browser';
import { createPadSession } from './flows';
import { useAppFixture } from './fixture';
import { openPhone } from './phone';

const f = useAppFixture();
const ROW = '[data-testid="history-row"]';
const row = (page: Page, name: string) => page.getByTestId('player-row').filter({ has: page.getByTestId('player-name').getByText(name, { exact: true }) });

describe('players', () => {
  it('rename: refused in words when the name is taken; History and statistics follow, the session keeps its name', async () => {
    const s = await openSession(f.browser);
    const { page } = s;
    // Names typed at setup become saved players.
    await createPadSession(page, f.server.url, ['Аня', 'Boris'], 'Carcassonne');
    await page
      .getByTestId('finish')
      .or(page.getByRole('button', { name: 'Finish game' }))
      .first()
      .click(); // statistics count finished games
    await page.goto(`${f.server.url}#/players`);
    await row(page, 'Аня').waitFor();
    await row(page, 'Аня').getByRole('button', { name: 'Rename' }).click();
    const field = page.getByLabel('New name for Аня');
    await field.fill('boris');
    await field.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Another saved player is already called boris.' }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.fill('Анна');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await row(page, 'Анна').waitFor();
    expect(await row(page, 'Аня').count()).toBe(0);

    // History: the entry keeps the name it was played under and says who that is now; the filter finds it under the new name.
    await page.goto(`${f.server.url}#/history`);
    await page.locator(ROW).first().waitFor();
    expect(await page.locator(ROW).first().innerText()).toContain('Аня (now Анна)');
    await page.getByLabel('Player').selectOption({ label: 'Анна' });
    await expect.poll(() => page.locator(ROW).count()).toBe(1);

    // Statistics follow the player id.
    await page.goto(`${f.server.url}#/players`);
    await row(page, 'Анна').getByRole('link', { name: 'Statistics' }).click();
    await page.getByTestId('stats-player-name').filter({ hasText: 'Анна' }).waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('merge two players (explained first), History finds both under the survivor; separate again; delete keeps names', async () => {
    const s = await openSession(f.browser);
    const { page } = s;
    await createPadSession(page, f.server.url, ['Боря', 'Chen'], 'Azul');
    await createPadSession(page, f.server.url, ['Boris', 'Dana'], 'Uno');
    await page.goto(`${f.server.url}#/players`);
    await row(page, 'Боря').getByRole('button', { name: 'Merge…' }).click();
    await page.getByLabel('The same person as').selectOption({ label: 'Boris' });
    expect(await page.getByTestId('merge-explain').innerText()).toContain('Games of Боря will count for Boris');
    await page.getByRole('button', { name: 'Merge', exact: true }).click();
    await page.getByTestId('merged-row').filter({ hasText: 'Боря now counts as Boris' }).waitFor();
    expect(await row(page, 'Боря').count()).toBe(0);

    await page.goto(`${f.server.url}#/history`);
    await page.locator(ROW).nth(1).waitFor();
    await page.getByLabel('Player').selectOption({ label: 'Boris' });
    await expect.poll(() => page.locator(ROW).count()).toBe(2);
    expect(await page.locator(ROW).filter({ hasText: 'Azul' }).innerText()).toContain('Боря (now Boris)');

    await page.goto(`${f.server.url}#/players`);
    await page.getByTestId('merged-row').getByRole('button', { name: 'Separate' }).click();
    await row(page, 'Боря').waitFor();
    expect(await page.getByTestId('merged-row').count()).toBe(0);

    // Delete: the saved player goes, the sessions keep the name.
    await row(page, 'Dana').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Delete Dana? Past sessions keep the name.').waitFor();
    await row(page, 'Dana').getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => row(page, 'Dana').count()).toBe(0);
    await page.goto(`${f.server.url}#/history`);
    await page.locator(ROW).filter({ hasText: 'Uno' }).getByText('Dana').waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  for (const [locale, theme] of [
    ['en-US', 'light'],
    ['ru-RU', 'dark'],
  ] as const) {
    it(`Players passes axe, 44 px targets and fits 360 px, also renaming and merging (${locale}, ${theme})`, async () => {
      const { context, page } = await openPhone(f.browser, { locale });
      await page.emulateMedia({ colorScheme: theme });
      await createPadSession(page, f.server.url, ['Вера Павловна', 'Boris', 'Chen'], 'Azul');
      await page.goto(`${f.server.url}#/players`);
      await page.getByTestId('player-row').nth(2).waitFor();
      const report: Record<string, string[]> = {};
      const audit = async (what: string) => {
        const found = await auditScreen(page);
        if (found.length) report[what] = found;
      };
      await audit('list');
      const first = page.getByTestId('player-row').first();
      await first.getByRole('button', { name: /^(Rename|Переименовать)$/ }).click();
      await first.locator('input').fill('');
      await first.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
      await first.getByRole('alert').waitFor();
      await audit('rename refused');
      await first.getByRole('button', { name: /^(Cancel|Отмена)$/ }).click();
      await first.getByRole('button', { name: /^(Merge…|Объединить…)$/ }).click();
      await first.locator('select').selectOption({ index: 1 });
      await first.getByTestId('merge-explain').waitFor();
      await audit('merge');
      await first.getByRole('button', { name: /^(Merge|Объединить)$/ }).click();
      await page.getByTestId('merged-row').waitFor();
      await audit('merged');
      expect(report).toEqual({});
      await context.close();
    });
  }
});
