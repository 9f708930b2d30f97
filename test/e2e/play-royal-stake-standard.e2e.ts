/**
 * The Royal Stake standard game (rulebook «Ход игры») on the card table in Chromium at 360 x 640,
 * through taps only: a whole 4-player game of a person against three bots with the jester deal
 * on (squad draft and redrafts, hidden bets, preparation, tricks, round summaries with the
 * scorer's rows), a reload in the middle of a trick, the result in History; the audit (axe,
 * 44 px, no overflow) in both languages, light and dark; and two people at one phone, where the
 * other person's hand and bet never reach the page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditScreen } from './audit';
import { useAppFixture } from './fixture';
import { moveCount, openPhone, shortTrickPause, seatTable, startSeated } from './royal-stake-play';

const f = useAppFixture();

/** Anything a person can do in the standard game, the table passing on, or the result. */
const DECISION = [
  '[data-testid^="set-"]',
  '[data-testid^="char-"]:not([disabled])',
  '[data-testid="bet-picks"]',
  '[data-testid^="partner-"]',
  '[data-testid^="copy-"]',
  '[data-testid^="recharge-"]',
  '[data-testid="discard-count"]',
  '[data-testid="give-panel"]',
  '[data-testid="play-panel"]',
  '[data-testid="result"]',
  '[data-testid="curtain"]',
  '[data-testid="round-summary"]',
  '[data-testid="trick-moment"]',
].join(', ');

const audit = async (page: Page) => (await page.waitForTimeout(400), auditScreen(page));
const handCards = (page: Page) => page.locator('[data-testid="hand"] [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')!));
const cardsOnPage = (page: Page) =>
  page.locator('[data-card], [data-played]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? e.getAttribute('data-played')!));
const trickOnTable = (page: Page) => page.locator('[data-testid="trick"] [data-played]').evaluateAll((els) => els.map((e) => e.getAttribute('data-played')!));

/** The standard game with the jester deal and Stolik's own values, seated with these people and bots. */
async function startStandard(page: Page, people: string[], bots: number): Promise<string> {
  await seatTable(page, f.server.url, people, bots);
  await shortTrickPause(page); // whole games: the shortest pause after each trick the settings offer
  await page.getByTestId('choose-standard').check();
  await page.getByTestId('std-jesterDeal').check();
  await page.getByTestId('std-values-stolik').check();
  return startSeated(page);
}

async function waitForDecision(page: Page): Promise<boolean> {
  await page.locator(DECISION).first().waitFor({ timeout: 30_000 });
  return (await page.getByTestId('result').count()) === 0;
}

/** One decision, the simplest legal one; resolves once it is made (or the curtain came up). */
async function decide(page: Page, seen: { summaries: string[]; rows: number[] }): Promise<void> {
  if (await page.getByTestId('round-summary').count()) {
    const sheet = page.getByTestId('round-summary');
    seen.summaries.push((await sheet.locator('h2').textContent()) ?? '');
    seen.rows.push(await sheet.locator('.rule-link').count());
    await page.getByTestId('sheet-close').click();
    await sheet.waitFor({ state: 'detached' });
    return;
  }
  if (await page.getByTestId('trick-moment').count()) {
    await page
      .getByTestId('trick-moment')
      .click({ timeout: 2000 })
      .catch(() => undefined);
    await page.getByTestId('trick-moment').waitFor({ state: 'detached' });
    return;
  }
  if (await page.getByTestId('curtain').count()) return void (await page.getByTestId('reveal').click());
  const before = await moveCount(page);
  const first = async (sel: string) => page.locator(sel).first().click();
  if (await page.locator('[data-testid^="set-"], [data-testid^="char-"]:not([disabled])').count()) {
    await first('[data-testid^="set-"], [data-testid^="char-"]:not([disabled])');
  } else if (await page.getByTestId('bet-picks').count()) {
    const picks = page.locator('[data-testid="bet-picks"] input');
    for (let i = 0; i < (await picks.count()); i++) {
      await picks.nth(i).check();
      if (await page.getByTestId('bet-confirm').isEnabled()) break;
      await picks
        .nth(i)
        .setChecked(false)
        .catch(() => undefined);
    }
    await page.getByTestId('bet-confirm').click();
  } else if (await page.locator('[data-testid^="partner-"], [data-testid^="copy-"]').count()) {
    await first('[data-testid^="partner-"], [data-testid^="copy-"]');
  } else if (await page.getByTestId('recharge-false').count()) {
    await page.getByTestId('recharge-false').click();
  } else if (await page.getByTestId('discard-count').count()) {
    const owed = Number((await page.getByTestId('discard').textContent())?.match(/\d+/)?.[0] ?? 0);
    const offered = page.locator('[data-testid="hand"] button[data-card]:not([aria-disabled="true"])');
    for (let i = 0; i < owed; i++) await offered.nth(i).click();
    await page.getByTestId('discard').click();
  } else if (await page.getByTestId('give-panel').count()) {
    await first('[data-testid="give-panel"] button[data-card]:not([aria-disabled="true"])');
    await page.getByTestId('give').click();
  } else {
    await first('[data-testid="play-panel"] button[data-card]:not([aria-disabled="true"])');
    const play = page.getByTestId('play');
    if ((await play.count()) && (await moveCount(page)) === before) await play.click();
  }
  await expect
    .poll(async () => (await page.getByTestId('curtain').count()) > 0 || (await page.getByTestId('result').count()) > 0 || (await moveCount(page)) > before, {
      timeout: 30_000,
      interval: 25,
    })
    .toBe(true);
}

describe('Royal Stake standard game, digital', () => {
  it('a whole 4-player game with the jester deal: squads, bets, tricks, a reload mid-trick, summaries with rules, the result in History', async () => {
    const started = Date.now();
    const s = await openPhone(f.browser);
    const { page } = s;
    await startStandard(page, ['Anya'], 3);
    const seen = { summaries: [] as string[], rows: [] as number[] };
    const once = { squad: false, bet: false, reload: false };
    let decisions = 0;
    while (await waitForDecision(page)) {
      decisions++;
      const passingOn = (await page.getByTestId('round-summary').count()) + (await page.getByTestId('trick-moment').count()) > 0;
      if (!once.squad && !passingOn && (await page.locator('[data-testid^="char-"]:not([disabled])').count())) {
        expect(await audit(page), 'squad draft').toEqual([]);
        once.squad = true;
      }
      if (!once.bet && !passingOn && (await page.getByTestId('bet-picks').count())) {
        expect(await audit(page), 'bet').toEqual([]);
        once.bet = true;
      }
      const trick = await trickOnTable(page);
      if (!once.reload && !passingOn && trick.length > 0 && (await page.getByTestId('play-panel').count())) {
        expect(await audit(page), 'trick').toEqual([]);
        const hand = await handCards(page);
        const count = await moveCount(page);
        await page.reload();
        await page.getByTestId('play-panel').waitFor({ timeout: 30_000 });
        expect(await trickOnTable(page)).toEqual(trick);
        expect(await handCards(page)).toEqual(hand);
        expect(await moveCount(page)).toBe(count);
        once.reload = true;
      }
      await decide(page, seen);
    }
    expect(once).toEqual({ squad: true, bet: true, reload: true });
    expect(seen.summaries).toEqual(['Round 1 is over', 'Round 2 is over', 'Round 3 is over']);
    // Every round's summary shows the scorer's rows with their rule links.
    expect(seen.rows.every((n) => n > 0)).toBe(true);
    await page.getByRole('heading', { name: 'Game over' }).waitFor();
    await page.getByTestId('breakdown-total-Anya').waitFor();
    expect(await audit(page), 'result').toEqual([]);
    await page.goto(`${f.server.url}#/history`);
    await page.getByTestId('history-row').filter({ hasText: 'Anya' }).filter({ hasText: 'finished' }).filter({ hasNotText: 'not finished' }).waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
    console.log(`standard 4-player game at 360x640: ${decisions} decisions by Anya, ${Date.now() - started} ms`);
  }, 600_000);

  it('Russian dark: the squad draft, the bets and the trick pass the audit', async () => {
    const s = await openPhone(f.browser, { locale: 'ru-RU', dark: true });
    const { page } = s;
    await startStandard(page, ['Аня'], 3);
    const seen = { summaries: [] as string[], rows: [] as number[] };
    const audited = new Set<string>();
    for (let step = 0; step < 80 && audited.size < 3 && (await waitForDecision(page)); step++) {
      const passingOn = (await page.getByTestId('round-summary').count()) + (await page.getByTestId('trick-moment').count()) > 0;
      for (const [id, sel] of [
        ['squad', '[data-testid^="char-"]:not([disabled])'],
        ['bet', '[data-testid="bet-picks"]'],
        ['trick', '[data-testid="play-panel"]'],
      ] as const) {
        if (!passingOn && !audited.has(id) && (await page.locator(sel).count())) {
          expect(await audit(page), `${id} ru dark`).toEqual([]);
          audited.add(id);
        }
      }
      await decide(page, seen);
    }
    expect([...audited].sort()).toEqual(['bet', 'squad', 'trick']);
    expect(s.errors).toEqual([]);
    await s.context.close();
  }, 300_000);

  it('two people at one phone: neither sees the other one’s hand or bet', async () => {
    const s = await openPhone(f.browser);
    const { page } = s;
    await startStandard(page, ['Anya', 'Boris'], 1);
    const seen = { summaries: [] as string[], rows: [] as number[] };
    const hands: Record<string, string[]> = {};
    let curtains = 0;
    let betsChecked = 0;
    for (let step = 0; step < 160 && (curtains < 6 || betsChecked < 1); step++) {
      if (!(await waitForDecision(page))) break;
      if (await page.getByTestId('curtain').count()) {
        curtains++;
        expect(await cardsOnPage(page)).toEqual([]);
        await page.getByTestId('reveal').click();
        await page.locator(DECISION).first().waitFor();
        const who = (await page.locator('.rs-own strong').textContent())?.includes('Anya') ? 'Anya' : 'Boris';
        const other = who === 'Anya' ? 'Boris' : 'Anya';
        const shown = new Set(await cardsOnPage(page));
        const table = new Set(await trickOnTable(page));
        const mine = await handCards(page);
        expect((hands[other] ?? []).filter((c) => shown.has(c) && !table.has(c) && !mine.includes(c))).toEqual([]);
        // During the bet step the other person's bet lies face down: their squad line counts it,
        // never names it (#ruling-std-bets-open names it only once both have bet).
        const otherLine = page.getByTestId('std-squads').locator('li').filter({ hasText: other });
        const phase = await page.locator('[data-phase]').first().getAttribute('data-phase');
        if (phase === 'bet' && (await otherLine.count()) && /face down/.test((await otherLine.textContent()) ?? '')) {
          expect(await otherLine.textContent()).toMatch(/\d+ cards? face down/);
          expect(await otherLine.textContent()).not.toMatch(/your bet|face down:/);
          betsChecked++;
        }
        continue;
      }
      if ((await page.getByTestId('round-summary').count()) + (await page.getByTestId('trick-moment').count()) === 0) {
        const who = (await page.locator('.rs-own strong').textContent())?.includes('Anya') ? 'Anya' : 'Boris';
        hands[who] = await handCards(page);
      }
      await decide(page, seen);
    }
    expect(curtains).toBeGreaterThan(0);
    expect(betsChecked).toBeGreaterThan(0);
    expect(s.errors).toEqual([]);
    await s.context.close();
  }, 300_000);
});
