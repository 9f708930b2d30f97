// Knights vs Steambots gold count through the UI in real Chromium: one full game of vector 01
// (every row of "Подсчет очков" and the personal orders add-on), a reload mid-entry, a language
// switch, a rule link, and axe on the setup and filled-in screens.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSession } from './browser';
import { useAppFixture } from './fixture';
import { auditScreen as a11y } from './audit';

const f = useAppFixture();

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
