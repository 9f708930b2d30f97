// Knights vs Steambots gold count through the UI in real Chromium: one full game of vector 01
// (every row of "Подсчет очков" and the personal orders add-on), a reload mid-entry, a language
// switch, a rule link, and axe on the setup and filled-in screens.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSession } from './browser';
import { useAppFixture } from './fixture';

const f = useAppFixture();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface PlayerInput {
  id: string;
  knights: number;
  mages: number;
  ghost: boolean;
  victories: Record<string, number>;
  inventory: Record<string, number>;
  settings: number;
  hand: Record<string, number>;
  orders: number[];
}
const vector = JSON.parse(readFileSync('test/vectors/knights-vs-steambots/01-issue-example.json', 'utf8')) as {
  input: { players: PlayerInput[] };
  expected: { totals: Record<string, number>; ranking: string[][] };
};
const NAMES: Record<string, string> = { A: 'Anya', B: 'Boris' };

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

const a11y = async (page: Page) => [...(await axeViolations(page)), ...(await smallTargets(page)).map((t) => `target-size: ${t}`)];

/** The count fields of a player in the scorer's shape, as the sheet's field paths. */
function counts(p: PlayerInput): Array<[string, number]> {
  const group = (name: string, g: Record<string, number>) => Object.entries(g).map(([k, v]): [string, number] => [`${name}.${k}`, v]);
  return [['knights', p.knights], ['mages', p.mages], ...group('victories', p.victories), ...group('inventory', p.inventory),
    ['settings', p.settings], ...group('hand', p.hand)];
}
const field = (page: Page, path: string) => page.locator(`[data-field="${path}"] input`);

/** Enters one player's cards (the first `limit` count fields only, to stop mid-entry). */
async function enterPlayer(page: Page, p: PlayerInput, limit = Infinity) {
  await page.getByTestId(`switch-${NAMES[p.id]}`).click();
  await page.locator('#kvs-player-h').filter({ hasText: NAMES[p.id]! }).waitFor();
  for (const [path, value] of counts(p).slice(0, limit)) await field(page, path).fill(String(value));
  if (limit !== Infinity) return;
  await page.locator('[data-field="ghost"] input').setChecked(p.ghost);
  for (const [i, gold] of p.orders.entries()) {
    await page.getByTestId('add-order').click();
    const entry = page.locator('[data-testid="orders"] li').nth(i).locator('input');
    await entry.waitFor();
    await entry.fill(String(gold));
  }
}

describe('Knights vs Steambots score sheet', () => {
  it('scores vector 01 through the UI, survives a reload, switches language and links to the rules', async () => {
    const s = await openSession(f.browser);
    const { page } = s;
    await page.goto(f.server.url);
    await page.getByRole('link', { name: /Knights vs Steambots/ }).first().click();
    await page.getByRole('link', { name: 'New score sheet' }).click();
    for (const p of vector.input.players) {
      await page.locator('#picker-name').fill(NAMES[p.id]!);
      await page.locator('#picker-name').press('Enter');
    }
    expect(await page.getByRole('radio', { name: 'Full game' }).isChecked()).toBe(true);
    expect(await a11y(page)).toEqual([]);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/#\/game\/knights-vs-steambots\/score\/[0-9a-f-]+$/);
    await page.getByTestId('reminder').waitFor();

    const [a, b] = vector.input.players as [PlayerInput, PlayerInput];
    await enterPlayer(page, a);
    await enterPlayer(page, b, 5); // knights, mages and the victory pile, then the phone is reloaded
    await page.getByTestId('total-Boris').filter({ hasText: /^6$/ }).waitFor(); // 3 knights + 2 + 1 steambots: saved
    await page.reload();
    await page.getByTestId('player-form').waitFor();
    for (const [path, value] of counts(a)) expect(await field(page, path).inputValue(), `Anya ${path}`).toBe(String(value));
    expect(await page.locator('[data-testid="orders"] input').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual(a.orders.map(String));
    await page.getByTestId('switch-Boris').click();
    for (const [path, value] of counts(b).slice(0, 5)) expect(await field(page, path).inputValue(), `Boris ${path}`).toBe(String(value));
    await enterPlayer(page, b);

    const place = Object.fromEntries(vector.expected.ranking.flatMap((ids, i) => ids.map((id) => [id, String(i + 1)])));
    for (const p of vector.input.players) {
      await page.getByTestId(`total-${NAMES[p.id]}`).filter({ hasText: new RegExp(`^${vector.expected.totals[p.id]}$`) }).waitFor();
      expect(await page.getByTestId(`place-${NAMES[p.id]}`).textContent()).toBe(place[p.id]);
    }
    await page.getByTestId('save-status').filter({ hasText: 'Saved' }).waitFor();
    expect(await a11y(page)).toEqual([]);

    const breakdown = page.locator('.breakdown');
    await breakdown.getByText('Living knights × 2').waitFor();
    await page.getByRole('button', { name: 'Переключить на русский' }).click();
    await breakdown.getByText('Живые рыцари × 2').waitFor();
    expect(await breakdown.getByText('Living knights × 2').count()).toBe(0);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await a11y(page)).toEqual([]);

    await breakdown.locator('li', { hasText: 'Живые рыцари × 2' }).getByRole('link').click();
    await page.waitForURL(/#\/game\/knights-vs-steambots\/rules\/scoring-team$/);
    const heading = page.locator('[id="scoring-team"]');
    await heading.waitFor();
    expect(await heading.textContent()).toContain('Отряд и призрак');
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(400);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
