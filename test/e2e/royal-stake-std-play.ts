/**
 * Driving the Royal Stake standard game (3-5 players and the game for two) through taps, for
 * play-royal-stake-standard.e2e.ts and play-royal-stake-two.e2e.ts: seat people and bots on the
 * game for two, wait for the next decision, make the simplest legal one; and write a saved game's
 * moves, found with the engine, to reach a chosen position.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { engine } from '../../src/games/royal-stake/engine';
import type { RsMove, RsState } from '../../src/games/royal-stake/engine/types';
import { nextInt, seedRng, type RngState } from '../../src/lib/rng';
import { auditScreen } from './audit';
import { discardOwed, dismissTrickMoment, moveMade, playFirstCard, press, seatPeople, shortTrickPause, startSeated } from './royal-stake-play';

export { openPhone } from './phone';

/** Anything a person can do in the standard game or the game for two, the table passing on, or the result. */
export const DECISION = [
  '[data-testid^="set-"]',
  '[data-testid^="char-"]:not([disabled])',
  '[data-testid="catch-up"] button',
  '[data-testid="jack-choice"] button',
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

/** The shared audit (axe, 44 px, no overflow); it waits until the screen has settled. */
export const audit = auditScreen;
/** The cards of the hand on the page. */
export const handCards = (page: Page) => page.locator('[data-testid="hand"] [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')!));
/** Every card id on the page (hand and table). */
export const cardsOnPage = (page: Page) =>
  page.locator('[data-card], [data-played]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? e.getAttribute('data-played')!));
/** The cards of the trick on the table. */
export const trickOnTable = (page: Page) =>
  page.locator('[data-testid="trick"] [data-played]').evaluateAll((els) => els.map((e) => e.getAttribute('data-played')!));
/**
 * The screen reached, in Russian and dark, switched in place (the app changes language live; the
 * theme follows the system's): it passes the audit, and the deal line, when shown, is returned for
 * the caller to check; then back to English and light. Replaces a second game played in a second
 * context in Russian dark to reach the same screens (play-royal-stake-two, -standard).
 */
export async function inRussianDark(page: Page, label: string, check?: () => Promise<void>): Promise<string> {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.locator('.lang-switch').click();
  await page.waitForFunction(() => document.documentElement.lang === 'ru');
  await check?.();
  expect(await audit(page), label).toEqual([]);
  const deal = (await page.getByTestId('std-deal').count()) ? ((await page.getByTestId('std-deal').textContent()) ?? '') : '';
  await page.locator('.lang-switch').click();
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await page.emulateMedia({ colorScheme: 'light' });
  return deal;
}

/** A finished trick or a round summary is on the screen (the table passes on). */
export const passingOn = async (page: Page) => (await page.getByTestId('round-summary').count()) + (await page.getByTestId('trick-moment').count()) > 0;

/**
 * Anya and Boris share one phone until the curtain has come up six times and `betLine` has checked
 * the other person's squad line once. Behind each curtain: no card is on the page, and after it no
 * card of the other person's hand (as last seen) shows but their cards on the table.
 * `betLine(other, line)` checks the other person's squad line while it shows a face-down bet and
 * says whether it did. Returns how many curtains and bet checks there were.
 */
export async function neitherSeesTheOther(page: Page, betLine: (line: Locator) => Promise<boolean>): Promise<{ curtains: number; betsChecked: number }> {
  const seen: Seen = { summaries: [], rows: [], catchUp: 0 };
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
      const otherLine = page.getByTestId('std-squads').locator('li').filter({ hasText: other });
      // While bets are open the other person's line says only "has bet" (bets are simultaneous, issue 20).
      if ((await otherLine.count()) && /has bet|face down/.test((await otherLine.textContent()) ?? '') && (await betLine(otherLine))) betsChecked++;
      continue;
    }
    if (!(await passingOn(page))) {
      const who = (await page.locator('.rs-own strong').textContent())?.includes('Anya') ? 'Anya' : 'Boris';
      hands[who] = await handCards(page);
    }
    await decide(page, seen);
  }
  return { curtains, betsChecked };
}

/** Two seats (people and easy bots) on the play setup, the game for two with Stolik's values; returns the table's URL. */
export async function startTwo(page: Page, url: string, people: string[], bots: number, beforeStart?: () => Promise<void>): Promise<string> {
  await seatPeople(page, url, people, bots);
  // Two seats play only the game for two: no choice of game, its differences listed.
  await page.getByTestId('std-two-players').waitFor();
  expect(await page.getByTestId('rs-game-choice').count()).toBe(0);
  await shortTrickPause(page); // whole games: the shortest pause after each trick the settings offer
  await page.getByTestId('std-values-stolik').check();
  await beforeStart?.();
  return startSeated(page);
}

/** Waits until the person can act; false once the result is shown. */
export async function waitForDecision(page: Page): Promise<boolean> {
  await page.locator(DECISION).first().waitFor({ timeout: 30_000 });
  return (await page.getByTestId('result').count()) === 0;
}

/** What the person saw on the way. */
export interface Seen {
  summaries: string[];
  rows: number[];
  catchUp: number;
  /** Jack-shift decisions made (game for two, at scoring). */
  jack?: number;
}

/** What the person faces, read in one evaluation in the page (the table's move counter with it). */
const facing = (page: Page) =>
  page.evaluate(() => {
    const kinds: Array<[string, string]> = [
      ['summary', '[data-testid="round-summary"]'],
      ['moment', '[data-testid="trick-moment"]'],
      ['curtain', '[data-testid="curtain"]'],
      ['set', '[data-testid^="set-"], [data-testid^="char-"]:not([disabled])'],
      ['jack', '[data-testid="jack-choice"]'],
      ['catch-up', '[data-testid="catch-up"] button'],
      ['bet', '[data-testid="bet-picks"]'],
      ['partner', '[data-testid^="partner-"], [data-testid^="copy-"]'],
      ['recharge', '[data-testid="recharge-false"]'],
      ['discard', '[data-testid="discard-count"]'],
      ['give', '[data-testid="give-panel"]'],
    ];
    const kind = kinds.find(([, sel]) => document.querySelector(sel) !== null)?.[0] ?? 'play';
    return { kind, moves: Number(document.querySelector('[data-testid="rs-table"]')?.getAttribute('data-moves') ?? -1) };
  });

/**
 * One decision, the simplest legal one; resolves once it is made (or the curtain came up). Taps
 * through `press`: Playwright's click the first time of each kind on a page, `tap` after.
 */
export async function decide(page: Page, seen: Seen): Promise<void> {
  const { kind, moves: before } = await facing(page);
  const first = (sel: string) => press(page, page.locator(sel).first(), kind);
  if (kind === 'summary') {
    const sheet = page.getByTestId('round-summary');
    seen.summaries.push((await sheet.locator('h2').textContent()) ?? '');
    seen.rows.push(await sheet.locator('.rule-link').count());
    await press(page, page.getByTestId('sheet-close'), 'next-round');
    await sheet.waitFor({ state: 'detached' });
    return;
  }
  if (kind === 'moment') return dismissTrickMoment(page);
  if (kind === 'curtain') return press(page, page.getByTestId('reveal'), 'reveal');
  if (kind === 'set') {
    await first('[data-testid^="set-"], [data-testid^="char-"]:not([disabled])');
  } else if (kind === 'jack') {
    seen.jack = (seen.jack ?? 0) + 1;
    await first('[data-testid="jack-choice"] button');
  } else if (kind === 'catch-up') {
    seen.catchUp++;
    await first('[data-testid="catch-up"] button');
  } else if (kind === 'bet') {
    // The first choice that makes a bet (a face-up cheerleader's table may refuse some).
    const picks = page.locator('[data-testid="bet-picks"] input');
    for (let i = 0; i < (await picks.count()); i++) {
      await picks.nth(i).check();
      if (await page.getByTestId('bet-confirm').isEnabled()) break;
      await picks
        .nth(i)
        .setChecked(false)
        .catch(() => undefined);
    }
    await press(page, page.getByTestId('bet-confirm'), 'bet-confirm');
  } else if (kind === 'partner') {
    await first('[data-testid^="partner-"], [data-testid^="copy-"]');
  } else if (kind === 'recharge') {
    await first('[data-testid="recharge-false"]');
  } else if (kind === 'discard') {
    await discardOwed(page);
  } else if (kind === 'give') {
    await first('[data-testid="give-panel"] button[data-card]:not([aria-disabled="true"])');
    await press(page, page.getByTestId('give'), 'give-confirm');
  } else {
    await playFirstCard(page, before);
  }
  await moveMade(page, before);
}

/** The saved moves of the play session `id` (read, or replaced when `moves` is given). */
export async function savedGame(page: Page, id: string, moves?: RsMove[]): Promise<{ config: unknown; seed: string; moves: RsMove[] }> {
  return page.evaluate(
    ([id, moves]) =>
      new Promise<{ config: unknown; seed: string; moves: RsMove[] }>((resolve, reject) => {
        const open = indexedDB.open('stolik');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('sessions', 'readwrite');
          const store = tx.objectStore('sessions');
          const get = store.get(id);
          get.onsuccess = () => {
            const rec = get.result;
            if (moves) store.put({ ...rec, data: { ...rec.data, moves }, rev: rec.rev + 1 });
            tx.oncomplete = () => (open.result.close(), resolve(rec.data));
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    [id, moves ?? null] as const,
  );
}

/** Random legal moves from `state` (seeded) until `stop`; null when the game ends first. */
export function playUntil(
  state: RsState,
  rng: RngState,
  stop: (s: RsState) => boolean,
  pick = (legal: RsMove[]) => legal,
): { moves: RsMove[]; state: RsState } | null {
  const moves: RsMove[] = [];
  let s = state;
  let r = rng;
  while (!stop(s)) {
    if (engine.toMove(s) === null) return null;
    const legal = pick(engine.legalMoves(s));
    const d = nextInt(r, legal.length);
    r = d.state;
    const next = engine.apply(s, legal[d.value]!);
    if (!next.ok) throw new Error(next.error);
    s = next.value;
    moves.push(legal[d.value]!);
  }
  return { moves, state: s };
}

/**
 * Plays the saved game at `table` on by random legal moves (every seat, seeded) up to the last
 * position before `stop` where the person (the first seat that is not a bot) is to move, and opens the table there: for tests about what
 * comes after (a result, round 2 on Home), not about the taps that lead there (the happy-dom
 * tap-throughs play those: test/unit/games/royal-stake/ui/play/whole-game.test.tsx). The page
 * goes off the table first, so no bot races the rewrite; the app then makes the remaining moves
 * itself and saves them as it always does (facts, summary, result).
 */
export async function fastForward(page: Page, appUrl: string, table: string, stop: (s: RsState) => boolean): Promise<RsState> {
  await page.goto(appUrl);
  await page.getByTestId('session-row').first().waitFor(); // Home has read the sessions: no save of the table is still in flight
  const id = table.split('/').pop()!;
  const data = await savedGame(page, id);
  const seat = (data as unknown as { seats: { kind: string }[] }).seats.findIndex((x) => x.kind !== 'bot');
  const start = engine.setup(data.config as never, data.seed);
  if (!start.ok) throw new Error(start.error);
  let s = start.value;
  for (const m of data.moves) {
    const next = engine.apply(s, m);
    if (!next.ok) throw new Error(next.error);
    s = next.value;
  }
  for (let k = 0; k < 100; k++) {
    // Never null: the game's end is a stop too.
    const run = playUntil(s, seedRng(`fast-forward-${k}`), (x) => stop(x) || engine.toMove(x) === null)!;
    // The last position on the way where `seat` is to move.
    let at: { moves: RsMove[]; state: RsState } | null = null;
    let x = s;
    for (const [i, m] of run.moves.entries()) {
      if (engine.toMove(x) === seat) at = { moves: run.moves.slice(0, i), state: x };
      const next = engine.apply(x, m);
      if (!next.ok) throw new Error(next.error);
      x = next.value;
    }
    if (!at) continue;
    await savedGame(page, id, [...data.moves, ...at.moves]);
    await page.goto(table);
    return at.state;
  }
  throw new Error('no way on to the stop found');
}
