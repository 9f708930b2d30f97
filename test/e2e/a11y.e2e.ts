import { describe, expect, it } from 'vitest';
import { openSession } from './browser';
import { createPadSession } from './flows';
import { useAppFixture } from './fixture';
import { auditScreen } from './audit';

const f = useAppFixture();

const SCREENS = [
  '',
  '#/game/royal-stake',
  '#/game/royal-stake/rules',
  '#/game/jackal',
  '#/pad',
  '#/history',
  '#/players',
  '#/settings',
  '#/backup',
  '#/card-values',
  '#/nowhere',
];

describe('accessibility on every screen', () => {
  for (const [locale, theme] of [
    ['en-US', 'light'],
    ['ru-RU', 'dark'],
  ] as const) {
    it(`axe finds no violations and touch targets are >= 44 px (${locale}, ${theme})`, async () => {
      const s = await openSession(f.browser, { locale });
      await s.page.emulateMedia({ colorScheme: theme });
      await createPadSession(s.page, f.server.url);
      await s.page.goto(`${f.server.url}#/players`);
      await s.page.locator('#new-player').fill('Ольга');
      await s.page.locator('#new-player').press('Enter');
      await s.page.getByTestId('player-name').first().waitFor();
      const padUrl = s.page.url();
      const report: Record<string, string[]> = {};
      for (const hash of [...SCREENS, padUrl.slice(padUrl.indexOf('#'))]) {
        await s.page.goto(f.server.url + hash);
        await s.page.locator('main h1, main [role=alert]').first().waitFor();
        const found = await auditScreen(s.page);
        if (found.length) report[hash || '#/'] = found;
      }
      expect(report).toEqual({});
      await s.context.close();
    });
  }
});

describe('untrusted text', () => {
  it('a player named <img src=x onerror=alert(1)> is shown as text', async () => {
    const s = await openSession(f.browser);
    const evil = '<img src=x onerror=alert(1)>';
    await s.page.goto(`${f.server.url}#/players`);
    await s.page.locator('#new-player').fill(evil);
    await s.page.locator('#new-player').press('Enter');
    await s.page.getByTestId('player-name').filter({ hasText: evil }).waitFor();
    await s.page.goto(`${f.server.url}#/pad`);
    await s.page.getByRole('button', { name: evil }).click();
    await s.page.getByRole('button', { name: 'Start' }).click();
    await s.page.getByRole('columnheader', { name: evil }).waitFor();
    await s.page.goto(`${f.server.url}#/history`);
    await s.page.getByTestId('history-row').filter({ hasText: evil }).first().waitFor();
    expect(await s.page.locator('img').count()).toBe(0);
    expect(s.errors).toEqual([]); // no alert dialog, no error
    await s.context.close();
  });
});
