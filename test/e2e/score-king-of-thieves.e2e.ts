import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CARD_BY_ID } from '../../src/games/king-of-thieves/data/cards';
import { openSession } from './browser';
import { useAppFixture } from './fixture';
import { auditScreen as a11y } from './audit';

const f = useAppFixture();

interface Vector {
  input: { players: Array<{ id: string; cards: string[]; coins: number; notoriety: number }> };
  expected: { totals: Record<string, number>; ranking: string[][] };
}
// A whole four-player end ("Подсчёт очков"): majorities, hideouts, golem, both maps, loyalty, campaign.
const vector = JSON.parse(readFileSync('test/vectors/king-of-thieves/17-full-four-player-game.json', 'utf8')) as Vector;
const NAMES: Record<string, string> = { A: 'Аня', B: 'Boris', C: 'Вера', D: 'Dima' };
const players = vector.input.players.map((p) => ({ ...p, name: NAMES[p.id]! }));

/** The saved value of one count in the result table (rendered from the committed session). */
const tableCell = (page: Page, row: string, seat: number) =>
  page.locator('.score-table tbody tr').filter({ has: page.locator('th', { hasText: new RegExp(`^${row}$`) }) }).locator('td').nth(seat);

/** Enters one player's end of game the way a person does: search each card by name, tap it. */
async function enterPlayer(page: Page, p: (typeof players)[number], seat: number): Promise<void> {
  await page.getByTestId(`seat-${p.name}`).click();
  await page.locator('#kot-player-h').filter({ hasText: p.name }).waitFor();
  for (const id of p.cards) {
    await page.locator('#kot-card-search').fill(CARD_BY_ID.get(id)!.name.en);
    await page.getByTestId(`card-${id}`).click();
    await page.locator(`[data-testid="card-${id}"][aria-pressed="true"]`).waitFor({ state: 'attached' });
  }
  await page.getByLabel('Coins', { exact: true }).fill(String(p.coins));
  await page.getByLabel('Notoriety', { exact: true }).fill(String(p.notoriety));
  await expect.poll(() => tableCell(page, 'Coins', seat).textContent()).toBe(String(p.coins));
  await expect.poll(() => tableCell(page, 'Notoriety', seat).textContent()).toBe(String(p.notoriety));
}

describe('King of Thieves score sheet', () => {
  it('scores a full four-player game through the UI and matches its vector', async () => {
    const s = await openSession(f.browser);
    const { page } = s;
    await page.goto(f.server.url);
    await page.locator('a.game-link', { hasText: 'King of Thieves' }).click();
    await page.getByRole('link', { name: 'New score sheet' }).click();
    await page.getByTestId('setup-helper').waitFor();
    expect(await page.getByTestId('dice-4').textContent()).toBe('11');
    for (const p of players) {
      await page.locator('#picker-name').fill(p.name);
      await page.locator('#picker-name').press('Enter');
    }
    expect(await a11y(page)).toEqual([]);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/#\/game\/king-of-thieves\/score\/[0-9a-f-]+$/);

    const started = Date.now();
    await enterPlayer(page, players[0]!, 0);
    await enterPlayer(page, players[1]!, 1);
    // Mid-entry reload: everything entered so far is still there.
    await page.reload();
    for (const [i, p] of players.slice(0, 2).entries()) {
      await page.getByTestId(`seat-${p.name}`).click();
      await page.locator('#kot-player-h').filter({ hasText: p.name }).waitFor();
      for (const id of p.cards) expect(await page.getByTestId('owned-cards').textContent()).toContain(CARD_BY_ID.get(id)!.name.en);
      expect(await page.getByLabel('Coins', { exact: true }).inputValue()).toBe(String(p.coins));
      expect(await page.getByLabel('Notoriety', { exact: true }).inputValue()).toBe(String(p.notoriety));
      expect(await tableCell(page, 'Cards', i).textContent()).toBe(String(p.cards.length));
    }
    await enterPlayer(page, players[2]!, 2);
    await enterPlayer(page, players[3]!, 3);
    console.info(`entering four players took ${Date.now() - started} ms`);

    const places: Record<string, number> = {};
    vector.expected.ranking.forEach((ids, i) => ids.forEach((id) => (places[id] = i + 1)));
    for (const p of players) {
      await expect.poll(() => page.getByTestId(`total-${p.name}`).textContent()).toBe(String(vector.expected.totals[p.id]));
      expect(await page.getByTestId(`place-${p.name}`).textContent()).toBe(String(places[p.id]));
    }
    expect(await page.getByTestId('cannot-score').count()).toBe(0);
    expect(await a11y(page)).toEqual([]);

    // The breakdown follows the language switch.
    const first = page.locator('.breakdown details').filter({ hasText: NAMES.D! });
    await first.locator('summary').click();
    await first.getByText('Coins: 0 coins').waitFor();
    await page.getByRole('button', { name: 'Переключить на русский' }).click();
    await first.getByText('Монеты: 0 монет').waitFor();
    expect(await page.locator('.breakdown').textContent()).not.toContain('Coins:');
    expect(await a11y(page)).toEqual([]); // the filled-in sheet in Russian, one breakdown open

    // A row's rule link opens the rules page at that section.
    await first.locator('li', { hasText: 'Монеты' }).getByRole('link').click();
    await page.waitForURL(/#\/game\/king-of-thieves\/rules\/scoring-coins$/);
    const heading = page.locator('#scoring-coins');
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
