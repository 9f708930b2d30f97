/**
 * Royal Stake round-by-round sheet through the UI in Chromium: the three-player, three-round game
 * of vector 17 (Подсчёт очков; Третий раунд; Дама; Шулер) entered round by round in table
 * order, the berserker's bet back asked once, a reload mid-round, both languages, a rule link,
 * axe and 44 px targets; then one typical 4-player round at 360 px, timed and counted in taps.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSession } from './browser';
import { useAppFixture } from './fixture';
import { auditScreen as a11y } from './audit';
import { TYPICAL_TOTALS, enterTypicalRound, seatTypicalTable } from '../../scripts/royal-stake-round';

const f = useAppFixture();

type Won = Partial<Record<'red' | 'blue' | 'green' | 'black' | 'rarity' | 'whiteFlag', number>>;
interface Entry {
  faceUp: string[];
  bets: string[];
  tricks: number;
  won?: Won;
  kingUsed?: boolean;
  redQueen?: boolean;
  queenRecharged?: boolean;
}
interface Vector {
  input: {
    players: Array<{ id: string; rulers: string }>;
    printed: { bets: Record<string, Array<{ wins: number; vp: number }>> };
    rounds: Array<{ players: Record<string, Entry> }>;
  };
  expected: { totals: Record<string, number>; ranking: string[][] };
}
const vector = JSON.parse(readFileSync('test/vectors/royal-stake/17-full-game-three-players.json', 'utf8')) as Vector;
const NAMES: Record<string, string> = { A: 'Аня', B: 'Boris', C: 'Chen' };
const WON_LABEL: Record<string, string> = {
  red: 'Red cards won',
  blue: 'Blue cards won',
  green: 'Green cards won',
  black: 'Black cards won',
  rarity: 'Rarities won',
  whiteFlag: 'White flags won',
};
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// Copied from a11y.e2e.ts: axe-core's violations, then tap targets under 44x44 CSS px.
/** Opens the game's new sheet and seats the players with their rulers. */
async function setUp(page: Page, url: string, seats: Array<[string, string]>, mode = 'Standard game (3–5 players)') {
  await page.goto(url);
  await page
    .locator('.games')
    .getByRole('link', { name: /Royal Stake/ })
    .click();
  await page.getByRole('link', { name: 'New score sheet' }).click();
  await page.getByRole('heading', { name: 'Royal Stake', level: 1 }).waitFor();
  for (const [name] of seats) {
    await page.locator('#picker-name').fill(name);
    await page.locator('#picker-name').press('Enter');
  }
  await page.getByLabel(mode).check();
  if (!mode.includes('I am King'))
    for (const [name, colour] of seats)
      await page
        .getByRole('group', { name: `${name}'s rulers` })
        .getByRole('button', { name: colour, exact: true })
        .click();
}

/** A squad in table order: bets first (two in round 3 need that), then the face-up cards. */
async function enterSquad(page: Page, name: string, e: Entry) {
  const editor = page.getByRole('group', { name: `${name}'s squad`, exact: true });
  for (const b of e.bets)
    await editor
      .getByRole('group', { name: `${name}: bet` })
      .getByRole('button', { name: cap(b), exact: true })
      .click();
  for (const c of e.faceUp)
    await editor
      .getByRole('group', { name: `${name}: face up` })
      .getByRole('button', { name: new RegExp(`^${cap(c)}`) })
      .click();
  await page.getByTestId(`squad-line-${name}`).waitFor();
}

/** Marks first (a used king makes its colour's count appear), then the counts the sheet asks for. */
async function enterCards(page: Page, name: string, e: Entry): Promise<string[]> {
  const box = page.getByTestId(`cards-${name}`);
  const mark = async (label: RegExp, on: boolean | undefined) => {
    const check = box.getByRole('checkbox', { name: label });
    if (!on && (await check.count()) === 0) return;
    // A king used in an earlier round is already marked and locked face down.
    if (!(await check.isEnabled())) expect(await check.isChecked()).toBe(on === true);
    else if (on && !(await check.isChecked())) await check.check();
  };
  await mark(/^King used/, e.kingUsed);
  await mark(/^Red queen/, e.redQueen);
  await mark(/^Queen recharged/, e.queenRecharged);
  // A mark shows on screen once saved (and only then its count appears): look after that, as a person would.
  await page.getByTestId('save-status').filter({ hasText: 'Saved' }).waitFor();
  const skipped: string[] = [];
  for (const [key, n] of Object.entries(e.won ?? {})) {
    const field = box.getByLabel(WON_LABEL[key]!, { exact: true });
    if (await field.count()) await field.fill(String(n));
    else skipped.push(key);
  }
  // The vector leaves zeros out; the sheet asks for them (a count nobody typed is not 0).
  for (const key of Object.keys(WON_LABEL)) {
    const field = box.getByLabel(WON_LABEL[key]!, { exact: true });
    if ((await field.count()) && (await field.inputValue()) === '') await field.fill('0');
  }
  return skipped;
}

async function enterRound(page: Page, r: number, opts: { reloadAfterTricks?: boolean } = {}): Promise<string[]> {
  const round = vector.input.rounds[r]!;
  await page.getByRole('heading', { name: `Round ${r + 1} of 3`, level: 2 }).waitFor();
  for (const id of Object.keys(NAMES)) await enterSquad(page, NAMES[id]!, round.players[id]!);
  for (const id of Object.keys(NAMES)) await page.getByLabel(`${NAMES[id]}: tricks`, { exact: true }).fill(String(round.players[id]!.tricks));
  await page.getByTestId('tricks-sum').filter({ hasText: '5 of 5 tricks entered' }).waitFor();
  if (opts.reloadAfterTricks) {
    await page.getByTestId('save-status').filter({ hasText: 'Saved' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: `Round ${r + 1} of 3`, level: 2 }).waitFor();
    for (const id of Object.keys(NAMES)) {
      const e = round.players[id]!;
      expect(await page.getByLabel(`${NAMES[id]}: tricks`, { exact: true }).inputValue()).toBe(String(e.tricks));
      await page
        .getByTestId(`squad-line-${NAMES[id]}`)
        .filter({ hasText: `bet: ${e.bets.map(cap).join(', ')}` })
        .waitFor();
    }
    await page.getByTestId('tricks-sum').filter({ hasText: '5 of 5 tricks entered' }).waitFor();
  }
  const skipped: string[] = [];
  for (const id of Object.keys(NAMES)) skipped.push(...(await enterCards(page, NAMES[id]!, round.players[id]!)).map((k) => `${id}${r + 1}.${k}`));
  return skipped;
}

describe('Royal Stake round-by-round sheet', () => {
  it('enters vector 17 round by round, asks the berserker back once, survives a reload, reads in both languages', async () => {
    const started = Date.now();
    const s = await openSession(f.browser);
    const { page } = s;
    await setUp(
      page,
      f.server.url,
      vector.input.players.map((p) => [NAMES[p.id]!, p.rulers]),
    );
    expect(await a11y(page), 'setup screen').toEqual([]);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/#\/game\/royal-stake\/score\/[0-9a-f-]+$/);

    const skipped = await enterRound(page, 0);
    await page.getByTestId('add-round').filter({ hasText: 'Start round 2' }).click();
    skipped.push(...(await enterRound(page, 1, { reloadAfterTricks: true })));
    await page.getByTestId('add-round').filter({ hasText: 'Start round 3' }).click();
    skipped.push(...(await enterRound(page, 2)));
    // Only counts no ability of that squad uses were left out (the sheet never asked for them).
    expect(skipped).toEqual(['B1.red', 'C2.black', 'B3.red']);

    // The berserker bet's back was lost from the rulebook text: asked once, in words.
    const ask = page.getByTestId('ask-card-value');
    await ask.getByRole('heading', { name: 'What does the back of your Berserker show?' }).waitFor();
    const back = vector.input.printed.bets.berserker![0]!;
    await ask.getByLabel('Wins, line 1', { exact: true }).fill(String(back.wins));
    await ask.getByLabel(`VP for ${back.wins} wins`, { exact: true }).fill(String(back.vp));
    await ask.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Final scores' }).waitFor();

    for (const [id, total] of Object.entries(vector.expected.totals)) {
      await page
        .getByTestId(`total-${NAMES[id]}`)
        .filter({ hasText: new RegExp(`^${total}$`) })
        .waitFor();
    }
    const places: Record<string, string> = {};
    for (const id of Object.keys(NAMES)) places[id] = (await page.getByTestId(`place-${NAMES[id]}`).textContent()) ?? '';
    expect(places).toEqual(Object.fromEntries(vector.expected.ranking.flatMap((ids, i) => ids.map((id) => [id, String(i + 1)]))));
    await page
      .getByTestId('winner')
      .filter({ hasText: `Winner: Chen, ${vector.expected.totals.C} points` })
      .waitFor();

    // The winner's rows, round by round; the bet that used the entered back says so.
    const chen = page.getByTestId('explained-Chen');
    await chen.locator('summary').click();
    const berserkerRow = chen.locator('li').filter({ hasText: 'Bet: Berserker (wins: 2)' });
    await berserkerRow.filter({ hasText: 'entered by you' }).waitFor();
    expect(await a11y(page), 'filled-in sheet').toEqual([]);

    // Earlier rounds stay editable and totals follow: one more blue card for Boris in round 1
    // pays 10 more on his healer and 10 more on his used blue king; then it is taken back.
    await page.getByTestId('round-tab-1').click();
    await page.getByRole('heading', { name: 'Round 1 of 3', level: 2 }).waitFor();
    const blue = page.getByTestId('cards-Boris').getByLabel('Blue cards won', { exact: true });
    await blue.fill('4');
    await page
      .getByTestId('total-Boris')
      .filter({ hasText: new RegExp(`^${vector.expected.totals.B! + 20}$`) })
      .waitFor();
    await blue.fill('3');
    await page
      .getByTestId('total-Boris')
      .filter({ hasText: new RegExp(`^${vector.expected.totals.B}$`) })
      .waitFor();

    await page.getByRole('button', { name: 'Переключить на русский' }).click();
    await page.getByRole('heading', { name: 'Итоговый счёт' }).waitFor();
    await page.getByRole('heading', { name: 'Раунд 1 из 3', level: 2 }).waitFor();
    await page.getByTestId('cards-Boris').getByLabel('Синих карт взято', { exact: true }).waitFor();
    await chen.locator('li').filter({ hasText: 'Ставка: берсерк (побед: 2)' }).filter({ hasText: 'введено вами' }).waitFor();
    expect(await a11y(page), 'filled-in sheet, Russian').toEqual([]);

    // A row's rule link opens that section in a sheet over the score sheet (rules-overlay.e2e.ts has more).
    await chen.locator('li').filter({ hasText: 'Ставка: берсерк' }).locator('a.rule-link').click();
    await page.locator('.rules-sheet #scoring-bets').waitFor();
    expect(page.url()).toMatch(/#\/game\/royal-stake\/score\/[0-9a-f-]+$/);
    // The section is scrolled into view (no fixed wait: until it lies in the top of the sheet).
    const box = () => page.locator('.rules-sheet #scoring-bets').boundingBox();
    await expect.poll(async () => ((b) => !!b && b.y >= 0 && b.y < 400)(await box())).toBe(true);
    expect(s.errors).toEqual([]);
    await s.context.close();
    console.info(`royal-stake e2e (vector 17): ${Date.now() - started} ms`);
  });

  it('one typical 4-player round takes at most 15 taps plus typed digits at 360 x 640, totals worked out by hand', async () => {
    const s = await openSession(f.browser);
    const { page } = s;
    await page.setViewportSize({ width: 360, height: 640 });
    await seatTypicalTable(page, f.server.url);
    const started = Date.now();
    const { taps, digits } = await enterTypicalRound(page);
    const ms = Date.now() - started;
    expect(taps).toBeLessThanOrEqual(15);
    expect(digits).toBe(9);
    await page.getByTestId('round-tab-1').click();
    for (const [name, total] of Object.entries(TYPICAL_TOTALS))
      await page
        .getByTestId(`total-${name}`)
        .filter({ hasText: new RegExp(`^${total}$`) })
        .waitFor();
    expect(await a11y(page), '4-player round filled in, 360 px').toEqual([]);
    expect(s.errors).toEqual([]);
    await s.context.close();
    console.info(`royal-stake typical 4-player round: ${taps} taps + ${digits} digits, ${ms} ms automated`);
  });

  it('every other way to play opens on round 1 with its own questions; axe and 44 px targets hold', async () => {
    const s = await openSession(f.browser);
    const { page } = s;
    const all: Array<[string, string]> = [
      ['Аня', 'white'],
      ['Boris', 'black'],
      ['Chen', 'red'],
      ['Dana', 'blue'],
      ['Eve', 'green'],
    ];
    const modes: Array<[string, number, string]> = [
      ['Two players', 2, 'Which king lies by the jester deal card this round?'],
      ['“I am King” (3 players)', 3, 'Who is King this round?'],
      ['Team whist (4 players)', 4, 'Teams: Аня + Chen against Boris + Dana'],
      ['“Emperor” (5 players)', 5, "Emperor's side: Аня + Boris; the others: Chen + Dana + Eve"],
    ];
    for (const [mode, n, question] of modes) {
      await setUp(page, f.server.url, all.slice(0, n), mode);
      expect(await a11y(page), `${mode}: setup`).toEqual([]);
      await page.getByRole('button', { name: 'Start' }).click();
      await page.getByRole('heading', { name: /^Round 1 of [23]$/, level: 2 }).waitFor();
      await page.getByText(question).first().waitFor();
      if (n === 5) await page.getByTestId('cards-Аня').locator('summary').click();
      if (n === 3) await page.getByRole('group', { name: 'Who is King this round?' }).getByRole('button', { name: 'Boris' }).click();
      if (n === 3) await page.getByRole('group', { name: 'Who is King this round?' }).getByRole('button', { name: 'Boris', pressed: true }).waitFor();
      expect(await a11y(page), `${mode}: round 1`).toEqual([]);
    }
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});
