/**
 * Royal Stake pass-and-play in Chromium, through taps only: a whole "I am King" game of a person
 * against two bots (three rounds: auction, set, discards, nine tricks), a reload in the middle of
 * a trick, the result with the scorer's breakdown in History; a browser killed right after a
 * played card that comes back with it; and two people at one phone, where the curtain and the
 * other person's view never put the first person's hand on the page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditScreen } from './audit';
import { openSession, persistentProfile } from './browser';
import { useAppFixture } from './fixture';

const f = useAppFixture();

/** Anything Anya can do right now, or the result once the game is over. */
const DECISION = [
  '[data-testid="pass"]', '[data-testid^="bid-"]', '[data-testid^="set-"]', '[data-testid^="special-"]',
  '[data-testid="discard-count"]', '[data-testid="play-panel"]', '[data-testid="reveal-card"]', '[data-testid="result"]',
  '[data-testid="curtain"]',
].join(', ');

/** Moves in the log so far (the log's summary counts them once there are two). */
const moveCount = (page: Page) =>
  page.evaluate(() => {
    const all = document.querySelector('.move-log summary')?.textContent?.match(/\d+/);
    if (all) return Number(all[0]);
    return document.querySelector('[data-testid="last-move"]')?.textContent === 'No moves yet.' ? 0 : 1;
  });

/** Card ids shown in the hand of the seat holding the phone. */
const handCards = (page: Page) => page.locator('[data-testid="hand"] [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')!));
/** Every card id anywhere on the page (hands, the trick, finished tricks). */
const cardsOnPage = (page: Page) =>
  page.locator('[data-card], [data-played]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? e.getAttribute('data-played')!));
/** The card `decide` would play now: the first one not greyed out. */
const firstPlayable = (page: Page) => page.locator('[data-testid="hand"] button[data-card]:not([aria-disabled="true"])').first().getAttribute('data-card');
/** The trick on the table, as its cards in play order. */
const trickOnTable = (page: Page) => page.locator('[data-testid="trick"] [data-played]').evaluateAll((els) => els.map((e) => e.getAttribute('data-played')!));

/** From the home screen to the play setup, seated with these people and `bots` easy bots. */
async function seatTable(page: Page, url: string, people: string[], bots: number): Promise<void> {
  await page.goto(url);
  await page.getByRole('link', { name: /Royal Stake/ }).first().click();
  await page.getByRole('link', { name: 'Play', exact: true }).click();
  await page.getByRole('heading', { name: 'New game: Royal Stake', level: 1 }).waitFor();
  for (const name of people) {
    await page.locator('#picker-name').fill(name);
    await page.locator('#picker-name').press('Enter');
  }
  for (let i = 0; i < bots; i++) {
    await page.getByTestId('add-bot').click();
    await page.locator('select').nth(people.length + i).selectOption('easy');
  }
  await page.getByTestId('mode-about').waitFor();
  // Team and "Emperor" read the stored king numbers first: wait for the question or the answer.
  if (people.length + bots > 3) await page.locator('[data-testid="king-numbers-ask"], [data-testid="king-numbers-known"]').first().waitFor();
}

/** Starts the seated game (typing the king numbers if they are asked); returns the table's URL. */
async function startSeated(page: Page): Promise<string> {
  if (await page.getByTestId('king-numbers-ask').count()) await enterKingNumbers(page);
  await page.getByTestId('start').click();
  await page.waitForURL(/#\/game\/royal-stake\/play\/[0-9a-f-]+$/);
  return page.url();
}

/** From the home screen: a new Royal Stake game with these people and `bots` easy bots. */
async function startGame(page: Page, url: string, people: string[], bots: number): Promise<string> {
  await seatTable(page, url, people, bots);
  return startSeated(page);
}

/** Types the printed king numbers the setup asks for (fronts 1..5, backs 6..10) and saves them. */
async function enterKingNumbers(page: Page): Promise<void> {
  const fields = page.getByTestId('king-numbers-ask').locator('input');
  const count = await fields.count();
  expect(count).toBe(10);
  for (let i = 0; i < count; i++) await fields.nth(i).fill(String(i + 1));
  await page.getByTestId('save-king-numbers').click();
  await page.getByTestId('king-numbers-known').waitFor();
}

/** Plays Anya's decisions until the result; returns how many she made. */
async function playToTheEnd(page: Page): Promise<number> {
  let decisions = 0;
  while (await waitForDecision(page)) {
    decisions++;
    await decide(page, await roundShown(page));
  }
  return decisions;
}

/** Waits until a person can act (or the game is over); false once the result is shown. */
async function waitForDecision(page: Page): Promise<boolean> {
  await page.locator(DECISION).first().waitFor({ timeout: 30_000 });
  return (await page.getByTestId('result').count()) === 0;
}

/**
 * One decision, the simplest legal one: bid as much as allowed in round 1 (so Anya is King at
 * least once and picks the trump), pass later; the first set or special; the first cards offered
 * for a discard; the first playable card, confirmed with Play. Resolves once it is in the log.
 */
async function decide(page: Page, round: number): Promise<void> {
  const before = await moveCount(page);
  if (await page.getByTestId('curtain').count()) {
    await page.getByTestId('reveal').click();
    return;
  }
  const bids = page.locator('[data-testid^="bid-"]');
  if ((await page.getByTestId('pass').count()) || (await bids.count())) {
    if (round === 1 && (await bids.count())) await bids.last().click();
    else await page.getByTestId('pass').click();
  } else if (await page.locator('[data-testid^="set-"], [data-testid^="special-"]').count()) {
    await page.locator('[data-testid^="set-"], [data-testid^="special-"]').first().click();
  } else if (await page.getByTestId('reveal-card').count()) {
    await page.locator('[data-testid="hand"] button[data-card]:not([aria-disabled="true"])').first().click();
    await page.getByTestId('reveal-card').click();
  } else if (await page.getByTestId('discard-count').count()) {
    const owed = Number((await page.getByTestId('discard').textContent())?.match(/\d+/)?.[0] ?? 0);
    const offered = page.locator('[data-testid="hand"] button[data-card]:not([aria-disabled="true"])');
    for (let i = 0; i < owed; i++) await offered.nth(i).click();
    await page.getByTestId('discard').click();
  } else {
    await page.locator('[data-testid="hand"] button[data-card]:not([aria-disabled="true"])').first().click();
    await page.getByTestId('play').click();
  }
  // The curtain hides the log when the phone must pass to another person: that counts as done.
  await expect
    .poll(async () => (await page.getByTestId('curtain').count()) > 0 || (await moveCount(page)) > before, { timeout: 30_000, interval: 25 })
    .toBe(true);
}

/** The round shown on the standing panel ("Round 2 of 3"). */
const roundShown = async (page: Page) => Number((await page.getByTestId('standing').textContent())?.match(/round (\d)/i)?.[1] ?? 1);

describe('Royal Stake, digital', () => {
  it('a whole "I am King" game, one person and two bots; a reload mid-trick resumes; result in History', async () => {
    const started = Date.now();
    const s = await openSession(f.browser);
    const { page } = s;
    await startGame(page, f.server.url, ['Anya'], 2);
    let decisions = 0;
    const seen = { reload: false, audit: false, blocked: false, explained: false };
    while (await waitForDecision(page)) {
      decisions++;
      const trick = await trickOnTable(page);
      if (!seen.reload && trick.length > 0 && (await page.getByTestId('play-panel').count())) {
        // In the middle of a trick: the audit passes, and a reload shows the same trick and hand.
        expect(await auditScreen(page), 'trick').toEqual([]);
        const hand = await handCards(page);
        const count = await moveCount(page);
        await page.reload();
        await page.getByTestId('play-panel').waitFor({ timeout: 30_000 });
        expect(await trickOnTable(page)).toEqual(trick);
        expect(await handCards(page)).toEqual(hand);
        expect(await moveCount(page)).toBe(count);
        seen.reload = seen.audit = true;
      }
      if (!seen.blocked && (await page.locator('[data-testid="blocked-reasons"]').count())) {
        // Must-follow: the cards that may not be played say why.
        expect(await page.getByTestId('blocked-reasons').textContent()).toMatch(/follow/i);
        seen.blocked = true;
      }
      if (!seen.explained && (await page.getByTestId('done-trick-1').count())) {
        // Every finished trick explains its winner in words, with a link to the rule.
        await page.getByTestId('done-trick-1').locator('summary').click();
        await page.getByTestId('done-trick-1').getByRole('link').first().waitFor();
        seen.explained = true;
      }
      await decide(page, await roundShown(page));
    }
    expect(seen).toEqual({ reload: true, audit: true, blocked: true, explained: true });
    await page.getByRole('heading', { name: 'Game over' }).waitFor();
    expect(await page.getByTestId('winners').textContent()).toMatch(/wins!$|share first place/);
    await page.getByTestId('breakdown-total-Anya').waitFor();
    expect(await auditScreen(page), 'result').toEqual([]);
    await page.goto(`${f.server.url}#/history`);
    await page.locator('.session').filter({ hasText: 'Anya, Bot 1, Bot 2' }).filter({ hasText: 'finished' }).filter({ hasNotText: 'unfinished' }).waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
    console.log(`"I am King" full game: ${decisions} decisions by Anya, ${Date.now() - started} ms`);
  }, 300_000);

  it('team whist and "Emperor" against bots: the king numbers are asked once, then both games end', async () => {
    const started = Date.now();
    const s = await openSession(f.browser);
    const { page } = s;
    // Team whist: the setup asks for all ten printed numbers (nothing is invented), then plays.
    await seatTable(page, f.server.url, ['Anya'], 3);
    await page.getByTestId('king-numbers-ask').waitFor();
    expect(await auditScreen(page), 'king numbers asked').toEqual([]);
    await startSeated(page);
    await page.getByTestId('teams').filter({ hasText: 'Partners sit opposite' }).waitFor();
    const team = await playToTheEnd(page);
    await page.getByTestId('winners').waitFor();
    // "Emperor": the numbers are known now, so nothing is asked again.
    await seatTable(page, f.server.url, ['Anya'], 4);
    await page.getByTestId('king-numbers-known').waitFor();
    expect(await page.getByTestId('king-numbers-ask').count()).toBe(0);
    await startSeated(page);
    const emperor = await playToTheEnd(page);
    await page.getByTestId('winners').waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
    console.log(`team whist: ${team} decisions, "Emperor": ${emperor} decisions, ${Date.now() - started} ms`);
  }, 300_000);

  it('a browser killed right after a played card resumes with that card on the table', async () => {
    const profile = await persistentProfile('stolik-rs-');
    try {
      let { page } = await profile.open();
      const table = await startGame(page, f.server.url, ['Anya'], 2);
      // Through the auction, the sets and the discards to Anya's first card.
      while (await waitForDecision(page)) {
        if (await page.getByTestId('play-panel').count()) break;
        await decide(page, 2);
      }
      const hand = await handCards(page);
      const count = await moveCount(page);
      const card = await firstPlayable(page);
      await decide(page, 2);
      await profile.kill(); // no goodbye: the card must already be on disk
      ({ page } = await profile.open());
      await page.goto(table);
      await page.locator(DECISION).first().waitFor({ timeout: 30_000 });
      expect(await moveCount(page)).toBeGreaterThan(count);
      const after = await handCards(page);
      expect(after.length).toBe(hand.length - 1);
      expect(after.every((c) => hand.includes(c))).toBe(true);
      expect(after).not.toContain(card);
      expect(await cardsOnPage(page)).toContain(card); // on the table, or in the finished trick
    } finally {
      await profile.dispose();
    }
  }, 180_000);

  it('two people at one phone: the curtain and the other seat never show a hidden hand', async () => {
    const s = await openSession(f.browser);
    const { page } = s;
    await startGame(page, f.server.url, ['Anya', 'Boris'], 1);
    const seen: Record<string, string[]> = {};
    let curtains = 0;
    for (let step = 0; step < 40 && curtains < 3; step++) {
      if (!(await waitForDecision(page))) break;
      if (await page.getByTestId('curtain').count()) {
        // The curtain names the next player and shows no card at all.
        curtains++;
        expect(await cardsOnPage(page)).toEqual([]);
        await page.getByTestId('reveal').click();
        await page.locator(DECISION).first().waitFor();
        const who = (await page.getByTestId('turn').textContent()) ?? '';
        const mine = await handCards(page);
        const others = Object.entries(seen).filter(([k]) => !who.includes(k)).flatMap(([, cards]) => cards);
        const shown = new Set(await cardsOnPage(page));
        // Cards already played are public; the rest of the other person's hand must be absent.
        const table = new Set([...(await trickOnTable(page))]);
        expect(others.filter((c) => shown.has(c) && !table.has(c) && !mine.includes(c))).toEqual([]);
        continue;
      }
      const who = (await page.getByTestId('turn').textContent())?.includes('Anya') ? 'Anya' : 'Boris';
      seen[who] = await handCards(page);
      await decide(page, 2);
    }
    expect(curtains).toBeGreaterThan(0);
    expect(s.errors).toEqual([]);
    await s.context.close();
  }, 180_000);
});
