import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSession } from './browser';
import { createPadSession } from './flows';
import { useAppFixture } from './fixture';

const f = useAppFixture();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const SCREENS = ['', '#/game/royal-stake', '#/game/royal-stake/rules', '#/game/jackal', '#/pad', '#/history', '#/players', '#/settings', '#/backup', '#/card-values', '#/nowhere'];

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource); // runs through the DevTools protocol: not subject to the page's CSP
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/** Interactive elements smaller than 44x44 CSS px (inline links inside prose are exempt). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a[href], input, select, summary, [role=button]')]
      .filter((el) => !el.closest('.prose p, .prose li, .prose td') && el.offsetParent !== null && !el.matches('.sr-only, .skip'))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ el, r }) => (el.matches('input[type=radio], input[type=checkbox]') ? (el.closest('label')?.getBoundingClientRect().height ?? 0) < 44 : r.height < 44 || r.width < 44))
      .map(({ el, r }) => `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`),
  );
}

describe('accessibility on every screen', () => {
  for (const [locale, theme] of [['en-US', 'light'], ['ru-RU', 'dark']] as const) {
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
        await s.page.waitForTimeout(150);
        const found = [...(await axeViolations(s.page)), ...(await smallTargets(s.page)).map((t) => `target-size: ${t}`)];
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
    await s.page.locator('.session').filter({ hasText: evil }).first().waitFor();
    expect(await s.page.locator('img').count()).toBe(0);
    expect(s.errors).toEqual([]); // no alert dialog, no error
    await s.context.close();
  });
});
