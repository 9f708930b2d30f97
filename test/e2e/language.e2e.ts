import { describe, expect, it } from 'vitest';
import { openSession } from './browser';
import { useAppFixture } from './fixture';

const f = useAppFixture();

describe('two languages', () => {
  it('follows the browser first, then the saved choice, which survives a reload', async () => {
    const s = await openSession(f.browser, { locale: 'ru-RU' });
    await s.page.goto(f.server.url);
    await s.page.getByRole('heading', { name: 'Игры' }).waitFor();
    expect(await s.page.getAttribute('html', 'lang')).toBe('ru');
    await s.page.goto(`${f.server.url}#/settings`);
    await s.page.getByRole('radio', { name: 'English' }).check();
    await s.page.getByRole('heading', { name: 'Settings' }).waitFor();
    expect(await s.page.getAttribute('html', 'lang')).toBe('en');
    await s.page.reload();
    await s.page.getByRole('heading', { name: 'Settings' }).waitFor();
    expect(await s.page.getAttribute('html', 'lang')).toBe('en');
    await s.context.close();
  });

  it('the other language loads only when asked for (the service worker precaches it separately)', async () => {
    const s = await openSession(f.browser);
    const pageRequests: string[] = [];
    s.page.on('request', (r) => pageRequests.push(r.url()));
    await s.page.goto(f.server.url);
    await s.page.getByRole('heading', { name: 'Games' }).waitFor();
    // Whatever the first visit loads after its first screen has been asked for: the network is quiet.
    await s.page.waitForLoadState('networkidle');
    expect(pageRequests.filter((u) => /i18n-en-common/.test(u))).toHaveLength(1);
    expect(pageRequests.filter((u) => /i18n-ru-|rules-/.test(u))).toEqual([]);
    await s.page.getByRole('button', { name: 'Переключить на русский' }).click();
    await s.page.getByRole('heading', { name: 'Игры' }).waitFor();
    expect(pageRequests.filter((u) => /i18n-ru-common/.test(u))).toHaveLength(1);
    await s.context.close();
  });

  it('switches at any moment without a reload and without losing what is typed', async () => {
    const s = await openSession(f.browser);
    await s.page.goto(`${f.server.url}#/pad`);
    await s.page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await s.page.locator('#picker-name').fill('Вася');
    await s.page.getByRole('button', { name: 'Переключить на русский' }).click();
    await s.page.getByRole('heading', { name: 'Подсчёт очков' }).waitFor();
    expect(await s.page.locator('#picker-name').inputValue()).toBe('Вася');
    expect(await s.page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42); // no reload
    expect(await s.page.getAttribute('html', 'lang')).toBe('ru');
    await s.context.close();
  });

  it('Russian plural forms in a live screen (1 очко / 2 очка / 5 очков)', async () => {
    const s = await openSession(f.browser, { locale: 'ru-RU' });
    await s.page.goto(`${f.server.url}#/pad`);
    await s.page.locator('#picker-name').fill('Аня');
    await s.page.locator('#picker-name').press('Enter');
    await s.page.getByRole('button', { name: 'Начать' }).click();
    const cell = s.page.locator('.score-table tbody input').first();
    for (const [n, text] of [
      ['1', '1 очко'],
      ['2', '2 очка'],
      ['5', '5 очков'],
      ['21', '21 очко'],
    ] as const) {
      await cell.fill(n);
      await s.page
        .getByTestId('leader')
        .filter({ hasText: `Аня, ${text}` })
        .waitFor();
    }
    await s.context.close();
  });
});
