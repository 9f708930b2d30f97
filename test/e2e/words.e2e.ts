/**
 * Issue 10, point 10, as a Russian reader sees it in Chromium: names stand in the nominative
 * («Поднять выше: Аня», not «Поднять Аня выше»), sizes in Russian units («1,7 МБ», not «MB»),
 * the backup preview keeps its date and count apart, and the brand reads «Столик».
 */
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { swPolicy, withoutServiceWorker } from './browser';
import { useAppFixture } from './fixture';

const f = useAppFixture();

async function russianPhone() {
  const context = await f.browser.newContext({
    viewport: { width: 360, height: 640 },
    isMobile: true,
    hasTouch: true,
    locale: 'ru-RU',
    acceptDownloads: true,
    ...swPolicy(),
  });
  await withoutServiceWorker(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return { context, page, errors };
}

describe('Russian text at the table', () => {
  it('names in the nominative, sizes in МБ, the backup preview readable, the brand «Столик»', async () => {
    const { context, page, errors } = await russianPhone();
    await page.goto(`${f.server.url}#/game/sly-thieves/score`);
    // The Russian strings load after the first paint: wait for them, then read the brand.
    await expect.poll(async () => (await page.locator('.topbar .brand').textContent())?.trim()).toBe('Столик');
    for (const name of ['Аня', 'Борис']) {
      await page.locator('#picker-name').fill(name);
      await page.locator('#picker-name').press('Enter');
    }
    // The seat buttons are named with the name on its own, so it never needs declining.
    await page.getByRole('button', { name: 'Поднять выше: Борис', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Убрать из списка: Аня', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /Поднять Борис|Убрать Аня/ }).count()).toBe(0);

    await page.goto(`${f.server.url}#/settings`);
    const usage = page.locator('p.small').filter({ hasText: 'Занято' });
    await usage.waitFor();
    const used = (await usage.textContent())!.replace(/[\u00a0\u202f]/g, ' ');
    expect(used).toMatch(/^Занято [\d ]+(,\d)? (кБ|МБ|ГБ) из [\d ]+(,\d)? (кБ|МБ|ГБ)\.$/);
    expect(used).not.toMatch(/[A-Za-z]/);

    await page.goto(`${f.server.url}#/backup`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()]);
    const file = join(tmpdir(), `stolik-words-${Date.now()}.json`);
    await download.saveAs(file);
    await page.getByTestId('import-file').setInputFiles(file);
    const preview = page.getByRole('group', { name: 'Как восстановить' }).locator('p').first();
    await preview.waitFor();
    // «Копия от 26 нояб. 2026 г., 08:15: 0 партий.» — a colon between the time and the count.
    expect(await preview.textContent()).toMatch(/^Копия от .+\d{2}:\d{2}: \d+ парт(ия|ии|ий)\.$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
