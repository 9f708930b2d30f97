/**
 * Driving a digital Royal Stake table through taps, as a person does: seat people and bots,
 * wait for the next decision, make the simplest legal one. Shared by the play e2e test and the
 * random-kill loop.
 */
import type { Page } from 'playwright-core';
import { setPauses } from './phone';
import { seatTable, startSeated } from './royal-stake-arrange';
import { press } from './flows';

export { PHONE, openPhone } from './phone';
export { seatPeople, seatTable, startSeated } from './royal-stake-arrange';
export { press } from './flows';

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

/** What the person faces, read in one evaluation in the page (the table's move counter with it). */
const facing = (page: Page) =>
  page.evaluate(() => {
    const has = (sel: string) => document.querySelector(sel) !== null;
    const moves = Number(document.querySelector('[data-testid="rs-table"]')?.getAttribute('data-moves') ?? -1);
    const kind = has('[data-testid="round-summary"]')
      ? 'summary'
      : has('[data-testid="trick-moment"]')
        ? 'moment'
        : has('[data-testid="curtain"]')
          ? 'curtain'
          : has('[data-testid="pass"], [data-testid^="bid-"]')
            ? 'auction'
            : has('[data-testid^="set-"], [data-testid^="special-"]')
              ? 'set'
              : has('[data-testid="reveal-card"]')
                ? 'reveal'
                : has('[data-testid="discard-count"]')
                  ? 'discard'
                  : 'play';
    return { kind, moves, bids: has('[data-testid^="bid-"]') };
  });

/**
 * One decision, the simplest legal one: bid as much as allowed in round 1 (so the person is King
 * at least once and picks the trump), pass later; the first set or special; the first cards
 * offered for a discard; the first playable card (a tap lifts it, "Play" plays it, unless one tap
 * already did). A finished trick is tapped away and a round summary closed with "Next round".
 * Resolves once the move is made (or the curtain came up).
 */
export async function decide(page: Page, round: number, seen?: Seen): Promise<void> {
  const { kind, moves: before, bids } = await facing(page);
  if (kind === 'summary') {
    const summary = page.getByTestId('round-summary');
    seen?.summaries.push((await summary.locator('h2').textContent()) ?? '');
    seen?.explained?.push(await summary.locator('[data-testid^="summary-"]:has(ul.rows, p.small)').count());
    await press(page, page.getByTestId('sheet-close'), 'next-round');
    await summary.waitFor({ state: 'detached' });
    return;
  }
  if (kind === 'moment') {
    if (seen) seen.moments++;
    return dismissTrickMoment(page);
  }
  if (kind === 'curtain') return press(page, page.getByTestId('reveal'), 'reveal');
  if (kind === 'auction') {
    if (round === 1 && bids) await press(page, page.locator('[data-testid^="bid-"]').last(), 'bid');
    else await press(page, page.getByTestId('pass'), 'pass');
  } else if (kind === 'set') {
    await press(page, page.locator('[data-testid^="set-"], [data-testid^="special-"]').first(), 'set');
  } else if (kind === 'reveal') {
    await press(page, page.locator('[data-testid="hand"] button[data-card]:not([aria-disabled="true"])').first(), 'card');
    await press(page, page.getByTestId('reveal-card'), 'reveal-card');
  } else if (kind === 'discard') {
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
  for (let i = 0; i < owed; i++) await press(page, offered.nth(i), 'discard-card');
  await press(page, page.getByTestId('discard'), 'discard');
}

/** Lifts the first playable card and plays it ("Play", unless one tap already did). */
export async function playFirstCard(page: Page, before: number): Promise<void> {
  await press(page, page.locator('[data-testid="play-panel"] button[data-card]:not([aria-disabled="true"])').first(), 'card');
  // One tap may already have played the card: "Play" is then disabled while the move is saved and
  // gone after it. Wait (in the page) for one or the other instead of clicking a button that is going away.
  const next = await page.waitForFunction(
    (b) => {
      const moves = Number(document.querySelector('[data-testid="rs-table"]')?.getAttribute('data-moves') ?? -1);
      if (moves > b) return 'played';
      const play = document.querySelector<HTMLButtonElement>('[data-testid="play"]');
      return play && !play.disabled ? 'play' : false;
    },
    before,
    { timeout: 30_000, polling: 16 },
  );
  if ((await next.jsonValue()) === 'play') await press(page, page.getByTestId('play'), 'play');
}

/** Waits (in the page) until the move counter passed `before`, the curtain came up or the result shows. */
export async function moveMade(page: Page, before: number): Promise<void> {
  await page.waitForFunction(
    (b) =>
      document.querySelector('[data-testid="curtain"], [data-testid="result"]') !== null ||
      Number(document.querySelector('[data-testid="rs-table"]')?.getAttribute('data-moves') ?? -1) > b,
    before,
    { timeout: 30_000, polling: 16 },
  );
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
