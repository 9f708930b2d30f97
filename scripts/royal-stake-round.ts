/**
 * One typical 4-player Royal Stake round entered through the UI (standard game: squads, tricks,
 * only the counts the sheet asks for, then "Start round 2"), counting taps and typed digits.
 * Used by scripts/taps-royal-stake.ts and the Royal Stake e2e test.
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/** Seats of the typical round, in table order, with their ruler colours. */
export const TYPICAL_SEATS: Array<[string, string]> = [
  ['Аня', 'red'],
  ['Boris', 'blue'],
  ['Chen', 'white'],
  ['Dana', 'green'],
];

/** Squads of the typical round: the bet, then two face-up characters. */
const SQUADS: Array<[string, string, string[]]> = [
  ['Аня', 'Ninja', ['Healer', 'Hermit']],
  ['Boris', 'Cardsharp', ['Collector', 'Berserker']],
  ['Chen', 'Jester', ['Militia', 'Samurai']],
  ['Dana', 'Cardsharp', ['Ninja', 'Samurai']],
];

/** Tricks in table order, then the won-card counts in the order the sheet asks for them. */
const TRICKS = ['2', '1', '0', '2'];
const COUNTS = ['1', '2', '1', '0', '2']; // Аня blue, green; Boris rarities, white flags; Dana green (used king)

/**
 * Worked by hand (Подсчёт очков; Ставки; Валеты; Персонажи; Короли): Аня 2 wins: ninja bet 70 +
 * red jack 30 + healer 3 blue/green cards × 10 = 130. Boris 1 win: berserker 20 + blue jack 20 +
 * collector 1 card 20 = 60 (cardsharp bet fails). Chen: jester bet, one failed bet (Boris) = 30.
 * Dana 2 wins: cardsharp bet 60 + ninja face 30 + green jack 30 + used green king 2 × 10 = 140.
 */
export const TYPICAL_TOTALS: Record<string, number> = { Аня: 130, Boris: 60, Chen: 30, Dana: 140 };

/** Seats the typical table on a new standard sheet (not counted: setting up is not a round). */
export async function seatTypicalTable(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page
    .locator('.games')
    .getByRole('link', { name: /Royal Stake/ })
    .click();
  await page.getByRole('link', { name: 'New score sheet' }).click();
  for (const [name] of TYPICAL_SEATS) {
    await page.locator('#picker-name').fill(name);
    await page.locator('#picker-name').press('Enter');
  }
  await page.getByLabel('Standard game (3–5 players)').check();
  for (const [name, colour] of TYPICAL_SEATS) {
    await page
      .getByRole('group', { name: `${name}'s rulers` })
      .getByRole('button', { name: colour, exact: true })
      .click();
  }
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('heading', { name: 'Round 1 of 3', level: 2 }).waitFor();
}

/** Types digits as a person does: each count, then Enter (the keyboard's Next) to the next field. */
async function typeDigits(page: Page, digits: string[], count: () => void): Promise<void> {
  for (const d of digits) {
    // Enter moves on, as on every sheet (issue 20 point 2: no field moves on by itself).
    await page.keyboard.type(d);
    await page.keyboard.press('Enter');
    count();
    await page.waitForTimeout(120);
  }
}

/**
 * Enters the typical round from an empty round 1 and starts round 2. Returns the taps (clicks
 * on the screen) and the digits typed on the keyboard.
 */
export async function enterTypicalRound(page: Page, shots?: string): Promise<{ taps: number; digits: number }> {
  let taps = 0;
  let digits = 0;
  const tap = async (l: Locator) => (taps++, await l.click());
  for (const [name, bet, up] of SQUADS) {
    const editor = page.getByRole('group', { name: `${name}'s squad`, exact: true });
    await tap(editor.getByRole('group', { name: `${name}: bet` }).getByRole('button', { name: bet, exact: true }));
    for (const c of up) await tap(editor.getByRole('group', { name: `${name}: face up` }).getByRole('button', { name: c, exact: true }));
    await page.getByTestId(`squad-line-${name}`).waitFor();
  }
  if (shots) await page.screenshot({ path: join(shots, 'rs-after-squads.png'), fullPage: true });
  await tap(page.getByTestId('cards-Dana').getByRole('checkbox', { name: /^King used/ }));
  await tap(page.getByLabel('Аня: tricks', { exact: true }));
  await typeDigits(page, TRICKS, () => digits++);
  await page.getByTestId('tricks-sum').filter({ hasText: '5 of 5 tricks entered' }).waitFor();
  await page.getByLabel('Blue cards won').first().waitFor();
  await typeDigits(page, COUNTS, () => digits++);
  if (shots) await page.screenshot({ path: join(shots, 'rs-round-entered.png'), fullPage: true });
  await tap(page.getByTestId('add-round').filter({ hasText: 'Start round 2' }));
  await page.getByRole('heading', { name: 'Round 2 of 3', level: 2 }).waitFor();
  return { taps, digits };
}
