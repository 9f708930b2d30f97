// Jackal through the UI in Chromium: a whole ten-island game from a vector, a reload mid-game,
// the language switch, a rule link, the arrival judge booking an island, and an axe sweep.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSession } from './browser';
import { useAppFixture } from './fixture';
import { auditScreen } from './audit';
import { offScreen, openSeededSheet } from './seedSession';
import { openPhone } from './phone';

const f = useAppFixture();
const SHOTS = process.env.STOLIK_SHOTS; // a folder for screenshots when a person wants to look

interface Vector {
  input: { players: Array<{ id: string; islands: number[] }> };
  expected: { totals: Record<string, number>; ranking: string[][] };
}
const vector = (file: string) => JSON.parse(readFileSync(`test/vectors/jackal/${file}`, 'utf8')) as Vector;

/** Full-page screenshots cut into phone-screen pieces (only with STOLIK_SHOTS set). */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, i = 0; y < height; y += 800, i++) {
    await page.screenshot({ path: `${SHOTS}/jackal-${name}-${i}.png`, fullPage: true, clip: { x: 0, y, width: 390, height: Math.min(800, height - y) } });
  }
}

async function sweep(page: Page, name: string): Promise<string[]> {
  await shoot(page, name);
  return auditScreen(page);
}

/** Home -> Jackal -> new score sheet -> seats typed in -> Start. */
async function startGame(page: Page, url: string, names: string[]): Promise<string[]> {
  await page.goto(url);
  await page
    .getByRole('link', { name: /Jackal: the card game/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'New score sheet' }).click();
  await page.locator('#picker-name').waitFor();
  for (const name of names) {
    await page.locator('#picker-name').fill(name);
    await page.locator('#picker-name').press('Enter');
  }
  const found = await sweep(page, 'setup');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForURL(/#\/game\/jackal\/score\/[0-9a-f-]+$/);
  await page.getByRole('heading', { name: 'Island 1 of 10' }).waitFor();
  return found;
}

/** Taps one pirate's number for the island on screen and waits until it is saved and shown. */
async function enter(page: Page, name: string, value: number): Promise<void> {
  const box = page.getByTestId(`island-${name}`);
  const chip = value >= 0 ? box.getByRole('button', { name: String(value), exact: true }) : box.getByRole('button', { name: new RegExp(`^−${-value} → `) });
  // Tortuga trades are folded away behind one toggle (they are rare).
  if (value < 0 && !(await chip.isVisible())) await box.getByTestId('tortuga-toggle').click();
  await chip.click();
  await box
    .locator('button[aria-pressed="true"]')
    .filter({ hasText: value >= 0 ? String(value) : `−${-value}` })
    .waitFor();
}

describe('Jackal at the table: four pirates on 360 px, the coin supply as a warning', () => {
  it('45 coins in purses: scored with a warning, not refused; all four columns read without scrolling (issue 10 points 4, 9)', async () => {
    const v = vector('11-more-coins-than-the-box-warns.json');
    const names = ['Александра', 'Bonny', 'Вероника', 'Dimitri'];
    const data = { players: v.input.players.map((p, i) => ({ id: `p${i}`, islands: p.islands })), planned: 10, starter: 'p0' };
    const { context, page, errors } = await openPhone(f.browser);
    await openSeededSheet(page, f.server.url, 'jackal', names, data);
    await page.getByTestId('score-warning').filter({ hasText: 'After island 4 the purses hold more coins than the box has: 45 against 37.' }).waitFor();
    expect(await page.getByTestId('cannot-score').count()).toBe(0);
    const totals = ['12', '12', '12', '9'];
    for (const [i, name] of names.entries()) expect(await page.getByTestId(`total-${name}`).textContent(), name).toBe(totals[i]);
    expect(await page.getByTestId('tie-breaks').textContent()).toBe(
      'Александра, Bonny, and Вероника share place 1: equal totals (12), and the rules break no tie.',
    );
    // Every column of the island table is on screen: no sideways hunting for a total.
    expect(await offScreen(page, '[data-testid="island-table"] th, [data-testid^="total-"], [data-testid^="place-"]')).toEqual([]);
    expect(await page.locator('.island-table').evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth)).toBe(true);
    // A tap on a cut name shows every name in full.
    await page.locator('.island-table thead button').first().click();
    await page.locator('.island-table.full-names').waitFor();
    expect(await sweep(page, 'four-360')).toEqual([]);
    await page.getByRole('button', { name: 'Переключить на русский' }).click();
    await page.getByTestId('score-warning').filter({ hasText: 'После острова 4 в кошельках больше монет, чем в коробке: 45 против 37.' }).waitFor();
    expect(await sweep(page, 'four-360-ru')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Jackal score sheet', () => {
  it('scores the ten-island vector, keeps it over a reload, switches language and links to the rules', async () => {
    const v = vector('03-ten-islands-three-players.json');
    const NAMES: Record<string, string> = { A: 'Anne', B: 'Bonny', C: 'Calico' };
    const s = await openSession(f.browser);
    const report: Record<string, string[]> = {};
    const setupFound = await startGame(
      s.page,
      f.server.url,
      v.input.players.map((p) => NAMES[p.id]!),
    );
    if (setupFound.length) report.setup = setupFound;
    const islands = v.input.players[0]!.islands.length;
    for (let i = 0; i < islands; i++) {
      await s.page.getByRole('heading', { name: `Island ${i + 1} of 10` }).waitFor();
      for (const p of v.input.players) await enter(s.page, NAMES[p.id]!, p.islands[i]!);
      if (i === 4) {
        // Mid-game reload: every island entered so far is still there.
        await s.page.getByTestId('save-status').filter({ hasText: 'Saved' }).waitFor();
        await s.page.reload();
        await s.page.getByRole('heading', { name: 'Island 5 of 10' }).waitFor();
        for (const p of v.input.players) {
          for (let k = 0; k <= i; k++) {
            const want = p.islands[k]! < 0 ? `T −${-p.islands[k]!}` : String(p.islands[k]);
            expect(await s.page.getByTestId(`cell-${NAMES[p.id]}-${k + 1}`).textContent()).toContain(want);
          }
        }
      }
      if (i < islands - 1) await s.page.getByTestId('next-island').click();
    }
    // Every total first, then the places: a place read while a later player's last value is still
    // being saved may be a tie that is about to break.
    for (const p of v.input.players) {
      await s.page
        .getByTestId(`total-${NAMES[p.id]!}`)
        .filter({ hasText: new RegExp(`^${v.expected.totals[p.id]}$`) })
        .waitFor();
    }
    for (const p of v.input.players) {
      const place = v.expected.ranking.findIndex((ids) => ids.includes(p.id)) + 1;
      expect(await s.page.getByTestId(`place-${NAMES[p.id]!}`).textContent()).toBe(String(place));
    }
    expect(await s.page.getByTestId('standing').textContent()).toBe('Winner: Anne (coins: 13)');
    await s.page.getByTestId('judge-open').click();
    const filled = await sweep(s.page, 'sheet');
    if (filled.length) report.sheet = filled;
    expect(report).toEqual({});

    // The language switch re-labels the breakdown in place.
    const label = s.page.locator('.breakdown .row-label').first();
    expect(await label.textContent()).toBe('Island 1');
    await s.page.getByRole('button', { name: 'Переключить на русский' }).click();
    await s.page.getByRole('heading', { name: 'Остров 10 из 10' }).waitFor();
    expect(await label.textContent()).toBe('Остров 1');
    expect(await sweep(s.page, 'sheet-ru')).toEqual([]);

    // A breakdown row's rule link opens that section in a sheet over the score sheet.
    await s.page.locator('.breakdown summary').first().click();
    await s.page.locator('.breakdown a.rule-link').first().click();
    await s.page.locator('.rules-sheet #scoring-island').waitFor();
    expect(s.page.url()).toMatch(/#\/game\/jackal\/score\/[0-9a-f-]+$/);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('judges the rulebook first island and books it: 3, 1 and 0 coins', async () => {
    // Vector 01: you take the big treasure alone; Benbow reaches the small one first, Silver second.
    const v = vector('01-rulebook-first-island.json');
    const NAMES: Record<string, string> = { A: 'You', B: 'Benbow', C: 'Silver' };
    const s = await openSession(f.browser);
    await startGame(s.page, f.server.url, ['You', 'Benbow', 'Silver']);
    const { page } = s;
    await page.getByTestId('judge-open').click();
    const lay = async (pirate: string, moves: Array<[string, string]>) => {
      await page.getByTestId(`judge-pirate-${pirate}`).click();
      await page.getByTestId(`judge-pirate-${pirate}`).and(page.locator('[aria-pressed="true"]')).waitFor();
      for (const [n, [card, cell]] of moves.entries()) {
        await page.getByTestId(`add-${card}`).click();
        await page.getByTestId(`row-card-${n + 1}`).waitFor();
        await page.getByTestId(`cell-${cell}`).click();
        await page
          .getByTestId(`row-card-${n + 1}`)
          .filter({ hasText: '→' })
          .filter({ hasNotText: '?' })
          .waitFor();
      }
    };
    await lay('You', [
      ['arrowHorizontal', 'empty'],
      ['arrowVertical', 'empty'],
      ['horse', 'big'],
    ]);
    await lay('Benbow', [['arrowDiagonal', 'small']]);
    await lay('Silver', [
      ['arrowHorizontal', 'empty'],
      ['arrowAnyDiagonal', 'small'],
    ]);
    await page.getByTestId('order-small').filter({ hasText: '1. Benbow (step 1): 1 · 2. Silver (step 2): 0' }).waitFor();
    expect(await page.getByTestId('verdict-You').textContent()).toContain('steps: 3, coins: 3');
    expect(await sweep(page, 'judge')).toEqual([]);
    await page.getByTestId('book').click();
    await page.getByTestId('booked').waitFor();
    for (const p of v.input.players) {
      expect(await page.getByTestId(`total-${NAMES[p.id]}`).textContent()).toBe(String(v.expected.totals[p.id]));
    }
    // The judge's draft is part of the session: a reload shows the same verdict, still booked.
    await page.reload();
    await page.getByTestId('booked').waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
