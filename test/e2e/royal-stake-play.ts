/**
 * Driving a digital Royal Stake table through taps, as a person does: seat people and bots,
 * wait for the next decision, make the simplest legal one. Shared by the play e2e test and the
 * random-kill loop.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { setPauses } from './phone';
import { seatTable, startSeated } from './royal-stake-arrange';

export { PHONE, openPhone } from './phone';
export { seatPeople, seatTable, startSeated } from './royal-stake-arrange';

/** Anything a person can do right now, the table passing on, or the result once the game is over. */
export const DECISION = [
  '[data-testid="pass"]',
  '[data-testid^="bid-"]',
  '[data-testid^="set-"]',
  '[data-testid^="special-"]',
  '[data-testid="discard-count"]',
  '[data-testid="play-panel"]',
  '[data-testid="reveal-card"]',
  '[data-testid="result"]',
  '[data-testid="curtain"]',
  '[data-testid="round-summary"]',
  '[data-testid="trick-moment"]',
].join(', ');

/** Moves made so far, as the table counts them (the curtain hides the table: -1). */
export const moveCount = async (page: Page) =>
  Number(
    (await page
      .locator('[data-testid="rs-table"]')
      .getAttribute('data-moves', { timeout: 1000 })
      .catch(() => null)) ?? -1,
  );

/** The round the bar shows ("Round 2 of 3 · …"). */
export const roundShown = async (page: Page) => Number((await page.getByTestId('round').textContent())?.match(/(\d)/)?.[1] ?? 1);

/**
 * For tests that play whole games: the table's deliberate pauses off from here on (a bot's pace,
 * a finished trick's moment: localStorage `stolik:pauses`, test/e2e/README.md), and the stored
 * pause after each trick the shortest the settings offer (0.8 s), as a player in a hurry would
 * have it, should a test switch the pauses back on (`setPauses`). Call after the app has opened
 * its database (e.g. after seatTable).
 */
export async function shortTrickPause(page: Page): Promise<void> {
  await setPauses(page, false);
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('stolik');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('settings', 'readwrite');
          tx.objectStore('settings').put({ key: 'trickPauseMs', value: 800 });
          tx.oncomplete = () => (open.result.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

/**
 * Taps away the finished trick on the table (if it is still there) and waits until it has gone.
 * The tap is a click in the page, made only while the trick is on screen: a Playwright click on a
 * trick that left on its own first (always, without the pauses) waited out its whole 2 s timeout
 * for an element that would not come back, once per trick. Tapping it as a person does is covered
 * by moment-queue.test.tsx and rs-table-fit.e2e.ts.
 */
export async function dismissTrickMoment(page: Page): Promise<void> {
  await page.evaluate(() => document.querySelector<HTMLElement>('[data-testid="trick-moment"]')?.click());
  await page.getByTestId('trick-moment').waitFor({ state: 'detached' });
}

/** From the home screen: a new Royal Stake game with these people and `bots` easy bots. */
export async function startGame(page: Page, url: string, people: string[], bots: number): Promise<string> {
  await seatTable(page, url, people, bots);
  return startSeated(page);
}

/** What the table showed on the way: trick moments, round summaries (their titles). */
export interface Seen {
  moments: number;
  summaries: string[];
  /** Per summary: how many seats show the scorer's rows (or "no VP"), not only their VP. */
  explained?: number[];
}

/** Waits until a person can act (or the game is over); false once the result is shown. */
export async function waitForDecision(page: Page): Promise<boolean> {
  await page.locator(DECISION).first().waitFor({ timeout: 30_000 });
  return (await page.getByTestId('result').count()) === 0;
}

/**
 * One decision, the simplest legal one: bid as much as allowed in round 1 (so the person is King
 * at least once and picks the trump), pass later; the first set or special; the first cards
 * offered for a discard; the first playable card (a tap lifts it, "Play" plays it, unless one tap
 * already did). A finished trick is tapped away and a round summary closed with "Next round".
 * Resolves once the move is made (or the curtain came up).
 */
export async function decide(page: Page, round: number, seen?: Seen): Promise<void> {
  if (await page.getByTestId('round-summary').count()) {
    seen?.summaries.push((await page.getByTestId('round-summary').locator('h2').textContent()) ?? '');
    seen?.explained?.push(await page.getByTestId('round-summary').locator('[data-testid^="summary-"]:has(ul.rows, p.small)').count());
    await page.getByTestId('sheet-close').click();
    await page.getByTestId('round-summary').waitFor({ state: 'detached' });
    return;
  }
  if (await page.getByTestId('trick-moment').count()) {
    if (seen) seen.moments++;
    return dismissTrickMoment(page);
  }
  if (await page.getByTestId('curtain').count()) {
    await page.getByTestId('reveal').click();
    return;
  }
  const before = await moveCount(page);
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
    await discardOwed(page);
  } else {
    await playFirstCard(page, before);
  }
  await moveMade(page, before);
}

/** Discards the first cards the hand offers, as many as are owed. */
export async function discardOwed(page: Page): Promise<void> {
  const owed = Number((await page.getByTestId('discard').textContent())?.match(/\d+/)?.[0] ?? 0);
  const offered = page.locator('[data-testid="hand"] button[data-card]:not([aria-disabled="true"])');
  for (let i = 0; i < owed; i++) await offered.nth(i).click();
  await page.getByTestId('discard').click();
}

/** Lifts the first playable card and plays it ("Play", unless one tap already did). */
export async function playFirstCard(page: Page, before: number): Promise<void> {
  await page.locator('[data-testid="play-panel"] button[data-card]:not([aria-disabled="true"])').first().click();
  const play = page.getByTestId('play');
  // One tap may already have played the card: "Play" is then disabled while the move is saved and
  // gone after it. Wait for one or the other instead of clicking a button that is going away.
  const ready = async () => (await play.count()) > 0 && (await play.isEnabled().catch(() => false));
  await expect.poll(async () => (await moveCount(page)) > before || (await ready()), { timeout: 30_000, interval: 25 }).toBe(true);
  if ((await moveCount(page)) === before && (await ready())) await play.click();
}

/** Waits until the move counter passed `before`, the curtain came up or the result shows. */
export async function moveMade(page: Page, before: number): Promise<void> {
  await expect
    .poll(async () => (await page.getByTestId('curtain').count()) > 0 || (await page.getByTestId('result').count()) > 0 || (await moveCount(page)) > before, {
      timeout: 30_000,
      interval: 25,
    })
    .toBe(true);
}

/** Plays the person's decisions until the result; returns how many decisions it took. */
export async function playToTheEnd(page: Page, seen?: Seen): Promise<number> {
  let decisions = 0;
  while (await waitForDecision(page)) {
    decisions++;
    await decide(page, await roundShown(page).catch(() => 2), seen);
  }
  return decisions;
}
