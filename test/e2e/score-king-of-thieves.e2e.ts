import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CARD_BY_ID } from '../../src/games/king-of-thieves/data/cards';
import { openSession } from './browser';
import { useAppFixture } from './fixture';
import { auditScreen as a11y } from './audit';
import { offScreen, openSeededSheet } from './seedSession';
import { openPhone } from './phone';

const f = useAppFixture();

interface Vector {
  input: { players: Array<{ id: string; cards: string[]; coins: number; notoriety: number }> };
  expected: { totals: Record<string, number>; ranking: string[][] };
}
// A whole four-player end ("Подсчёт очков"): majorities, hideouts, golem, both maps, loyalty, campaign.
const vector = JSON.parse(readFileSync('test/vectors/king-of-thieves/17-full-four-player-game.json', 'utf8')) as Vector;
const NAMES: Record<string, string> = { A: 'Аня', B: 'Boris', C: 'Вера', D: 'Dima' };
const players = vector.input.players.map((p) => ({ ...p, name: NAMES[p.id]! }));

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
  // Saved once the sheet no longer lists this player's counts as missing.
  await expect.poll(() => page.getByTestId(`missing-${p.name}`).count()).toBe(0);
  expect(seat).toBe(players.indexOf(p));
}

// Places 2 and 3 on 26 points each, vector 17 with more notoriety: more cards decides ("Подсчёт очков").
const tied = { players: vector.input.players.map((p, i) => ({ ...p, id: `p${i}`, notoriety: p.id === 'A' ? 10 : p.id === 'B' ? 15 : p.notoriety })) };

describe('King of Thieves at the table: 360 px, five players, tie-breaks in words', () => {
  it('26 = 26: the result says who is ahead and why (issue 10 point 7)', async () => {
    const { context, page, errors } = await openPhone(f.browser);
    await openSeededSheet(page, f.server.url, 'king-of-thieves', ['Аня', 'Boris', 'Вера', 'Dima'], tied);
    await page.getByTestId('tie-breaks').waitFor();
    expect(await page.getByTestId('place-Boris').textContent()).toBe('2');
    expect(await page.getByTestId('place-Аня').textContent()).toBe('3');
    expect(await page.getByTestId('tie-breaks').textContent()).toBe('Boris ahead of Аня: equal totals (26), more cards, 7 to 5.');
    await page.getByRole('button', { name: 'Переключить на русский' }).click();
    await page.getByTestId('tie-breaks').filter({ hasText: 'Boris выше, чем Аня: итоги равны (26), больше карт — 7 против 5.' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('five players: every name, count and total of the result reads on a 360 px phone (issue 10 point 4)', async () => {
    const five = JSON.parse(readFileSync('test/vectors/king-of-thieves/16-five-players-second-place-tie.json', 'utf8')) as Vector;
    const names = ['Александра', 'Boris', 'Вероника', 'Dimitri', 'Екатерина'];
    const data = { players: five.input.players.map((p, i) => ({ ...p, id: `p${i}` })) };
    const { context, page, errors } = await openPhone(f.browser);
    await openSeededSheet(page, f.server.url, 'king-of-thieves', names, data);
    await page.getByTestId('place-list').waitFor();
    expect(await offScreen(page, '[data-testid^="total-"], [data-testid^="place-"], [data-testid^="count-"], .place-name')).toEqual([]);
    for (const name of names) expect(await page.getByTestId(`placed-${name}`).textContent()).toContain(name); // full names
    expect(await a11y(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await a11y(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a new sheet shows coins and notoriety as missing, not 0, and Finish waits for them (issue 10 point 5)', async () => {
    const { context, page, errors } = await openPhone(f.browser);
    await openSeededSheet(page, f.server.url, 'king-of-thieves', ['Аня', 'Boris', 'Вера'], { players: ['p0', 'p1', 'p2'].map((id) => ({ id, cards: [] })) });
    await page.getByTestId('still-missing').waitFor();
    expect(await page.getByTestId('missing-Boris').textContent()).toBe('Boris: coins, notoriety');
    expect(await page.getByLabel('Coins', { exact: true }).inputValue()).toBe('');
    expect(await page.getByTestId('finish').isDisabled()).toBe(true);
    expect(await page.getByTestId('place-list').count()).toBe(0);
    expect(await a11y(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

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
      expect(await page.locator('[data-testid="owned-cards"] li').count(), `${i}`).toBe(p.cards.length);
    }
    await enterPlayer(page, players[2]!, 2);
    await enterPlayer(page, players[3]!, 3);
    console.info(`entering four players took ${Date.now() - started} ms`);

    const places: Record<string, number> = {};
    vector.expected.ranking.forEach((ids, i) => ids.forEach((id) => (places[id] = i + 1)));
    // Every total first, then the places: a place read while a later player's last value is still
    // being saved may be a tie that is about to break.
    for (const p of players) await expect.poll(() => page.getByTestId(`total-${p.name}`).textContent()).toBe(String(vector.expected.totals[p.id]));
    for (const p of players) {
      expect(await page.getByTestId(`place-${p.name}`).textContent()).toBe(String(places[p.id]));
      expect(await page.getByTestId(`count-coins-${p.name}`).textContent()).toBe(String(p.coins));
      expect(await page.getByTestId(`count-cards-${p.name}`).textContent()).toBe(String(p.cards.length));
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

    // A row's rule link opens that section in a sheet over the score sheet (rules-overlay.e2e.ts has more).
    await first.locator('li', { hasText: 'Монеты' }).getByRole('link').click();
    const heading = page.locator('.rules-sheet #scoring-coins');
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(400);
    expect(page.url()).toMatch(/#\/game\/king-of-thieves\/score\/[0-9a-f-]+$/);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
