/**
 * Royal Stake trick judge in Chromium: from the game home to a verdict on the book's example
 * («Сила карт»: red 2 led, red 5, a higher red, a blue — the highest red wins; with four players
 * the deck has no 8s and 9s, «Подготовка к игре», so the example is played with 7s), a broken
 * follow rule («Правило зависимости»), both languages, the rule in an overlay, axe and 44 px
 * targets; then the judge opened from a score sheet, calling the players by their names.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSession } from './browser';
import { useAppFixture } from './fixture';
import { auditScreen as a11y } from './audit';
import { seatTypicalTable } from '../../scripts/royal-stake-round';

const f = useAppFixture();

// Copied from a11y.e2e.ts: axe-core's violations, then tap targets under 44x44 CSS px.
/** Taps chips by test id, in order. */
async function tap(page: Page, ...ids: string[]) {
  for (const id of ids) await page.getByTestId(id).click();
}

describe('Royal Stake trick judge', () => {
  it("judges the book's example from the game home, reads in both languages, opens the rule", async () => {
    const started = Date.now();
    const s = await openSession(f.browser);
    const { page } = s;
    await page.goto(f.server.url);
    await page
      .getByRole('link', { name: /Royal Stake/ })
      .first()
      .click();
    await page.getByRole('link', { name: 'Settle a dispute' }).click();
    await page.getByRole('heading', { level: 1, name: 'Trick judge' }).waitFor();
    expect(await a11y(page)).toEqual([]);

    // «Сила карт», first example, standard game with four players.
    await tap(page, 'judge-mode-standard', 'judge-players-5');
    expect(await page.getByTestId('judge-card-red-8').count()).toBe(1);
    await tap(page, 'judge-players-4', 'judge-leader-1');
    // Four players: no 8s and 9s in the deck, so none is offered.
    expect(await page.getByTestId('judge-card-red-8').count()).toBe(0);
    expect(await page.getByTestId('judge-card-red-9').count()).toBe(0);
    await tap(page, 'judge-colour-red', 'judge-card-red-2', 'judge-card-red-5', 'judge-card-red-7', 'judge-colour-blue', 'judge-card-blue-6');
    await page.getByTestId('judge-winner').filter({ hasText: 'Player 3 takes the trick with red 7.' }).waitFor();
    expect(await page.getByTestId('judge-reason').textContent()).toBe('The highest card of the lead colour takes the trick.');
    expect(await page.getByTestId('judge-order').textContent()).toBe('Order of play: Player 1 → Player 2 → Player 3 → Player 4');
    expect(await page.getByTestId('judge-play-1').textContent()).toContain('led');
    expect(await a11y(page)).toEqual([]); // full trick, last card's options open

    // Language switch mid-dispute: the trick stays, the verdict reads in Russian.
    await page.getByRole('button', { name: 'Переключить на русский' }).click();
    await page.getByRole('heading', { level: 1, name: 'Судья взятки' }).waitFor();
    expect(await page.getByTestId('judge-winner').textContent()).toBe('Игрок 3 берёт взятку: красная 7.');
    expect(await page.getByTestId('judge-reason').textContent()).toBe('Взятку берёт старшая карта ведущего цвета.');

    // The cited rule opens in a sheet over the judge; closing it, the trick is still there.
    await page.getByTestId('judge-rule').click();
    await page.locator('.rules-sheet #card-strength').waitFor();
    expect(await page.locator('.rules-sheet #card-strength').textContent()).toContain('Сила карт');
    expect(page.url()).toMatch(/#\/game\/royal-stake\/referee$/);
    await page.keyboard.press('Escape');
    await page.locator('.rules-sheet').waitFor({ state: 'detached' });
    await page.getByTestId('judge-winner').filter({ hasText: 'Игрок 3 берёт взятку: красная 7.' }).waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
    console.log(`judge e2e (example + languages + rule link): ${Date.now() - started} ms`);
  });

  it('flags a broken follow rule and names the trump winner (Russian, dark theme)', async () => {
    const s = await openSession(f.browser, { locale: 'ru-RU' });
    const { page } = s;
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${f.server.url}#/game/royal-stake`);
    await page.getByRole('link', { name: 'Рассудить спор' }).click();
    await page.getByRole('heading', { level: 1, name: 'Судья взятки' }).waitFor();

    // Second example of «Сила карт» with a twist: player 2 had red but played blue 9 at the end.
    await tap(page, 'judge-mode-standard', 'judge-players-4', 'judge-leader-2');
    await tap(page, 'judge-colour-red', 'judge-card-red-2', 'judge-card-red-7', 'judge-colour-black', 'judge-card-black-1');
    await tap(page, 'judge-colour-blue', 'judge-card-blue-6', 'judge-can-follow');
    await page.getByTestId('judge-winner').filter({ hasText: 'Игрок 4 берёт взятку: чёрная 1.' }).waitFor();
    expect(await page.getByTestId('judge-reason').textContent()).toBe('Взятку берёт старший козырь.');
    const violation = page.getByTestId('judge-violations');
    expect(await violation.textContent()).toContain('Карта 4 нарушила правило зависимости: у игрока был ведущий цвет (красный).');
    expect(await violation.textContent()).toContain('Игрок 1, синяя 6');
    expect(await violation.getByRole('link').getAttribute('href')).toBe('#/game/royal-stake/rules/follow-rule');
    await page.getByTestId('judge-green').locator('summary').click(); // the folded green-queen choice, too
    await page.getByTestId('judge-green-none').waitFor();
    expect(await a11y(page)).toEqual([]);

    // Undo the offending card: the complaint goes away with it.
    await tap(page, 'judge-undo');
    expect(await page.getByTestId('judge-violations').count()).toBe(0);
    expect(await page.getByTestId('judge-winner').textContent()).toContain('Пока взятку берёт Игрок 4');

    // Back to English: the same state, now in English.
    await page.getByRole('button', { name: 'Switch to English' }).click();
    await page.getByTestId('judge-winner').filter({ hasText: 'So far Player 4 takes it with black 1' }).waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('opens from a 4-player sheet: the players by name, the standard mode, no 8s or 9s; closing returns to the sheet', async () => {
    const s = await openSession(f.browser);
    const { page } = s;
    await page.setViewportSize({ width: 360, height: 640 });
    await seatTypicalTable(page, f.server.url);
    await page.getByTestId('open-judge').click();
    const sheet = page.getByTestId('judge-sheet');
    await sheet.getByRole('heading', { level: 2, name: 'Trick judge' }).waitFor();
    expect(await sheet.getByTestId('judge-table').textContent()).toBe('Standard; players: Аня, Boris, Chen, Dana');
    expect(await sheet.getByTestId('judge-mode-standard').count()).toBe(0); // given by the sheet, not asked
    expect(await sheet.getByTestId('judge-card-red-8').count()).toBe(0);
    expect(await sheet.getByTestId('judge-card-blue-9').count()).toBe(0);
    await tap(page, 'judge-leader-2');
    expect(await sheet.getByTestId('judge-order').textContent()).toBe('Order of play: Boris → Chen → Dana → Аня');
    await tap(page, 'judge-colour-green', 'judge-card-green-3', 'judge-card-green-10', 'judge-card-green-1', 'judge-card-green-7');
    await sheet.getByTestId('judge-winner').filter({ hasText: 'Chen takes the trick with green 10.' }).waitFor();
    expect(await sheet.textContent()).not.toContain('Player ');
    expect(await a11y(page), 'judge over the sheet, 360 px').toEqual([]);
    await page.getByTestId('judge-close').click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Round 1 of 3', level: 2 }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('open-judge');
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
