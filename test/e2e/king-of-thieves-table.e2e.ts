/**
 * King of Thieves on the table in Chromium at 360 x 640 with five players (Anya and four easy
 * bots), through taps: the split (pick a die in the centre, take it), the sale (open a market
 * card, pay); the board passes the audit (axe, 44 px targets, no sideways scroll) in English
 * (light) and Russian (dark). To keep it short the game is then fast-forwarded: its saved moves
 * are replaced by ones the engine plays from the game's own seed up to Anya's last turn, and Anya
 * plays that turn to the result, which History lists.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { engine, type KotConfig, type KotMove, type KotState } from '../../src/games/king-of-thieves/engine';
import type { SessionRecord } from '../../src/storage/types';
import { auditScreen } from './audit';
import { useAppFixture } from './fixture';
import { openPhone } from './phone';
import { readSession, writeSession } from './royal-stake-arrange';

const f = useAppFixture();

/** Moves in the log so far (the log's summary counts them once there are two). */
const moveCount = (page: Page) =>
  page.evaluate(() => {
    const all = document.querySelector('.move-log summary')?.textContent?.match(/\d+/);
    if (all) return Number(all[0]);
    return document.querySelectorAll('.move-log li').length;
  });

/** From the home screen: the people named (Anya first) and easy bots up to five seats, or `bots`; returns the session id. */
async function startGame(page: Page, url: string, people: string[] = ['Anya'], bots = 5 - people.length): Promise<string> {
  await page.goto(url);
  await page.locator('a[href$="#/game/king-of-thieves"]').first().click();
  await page.locator('a[href$="#/game/king-of-thieves/play"]').first().click();
  for (const name of people) {
    await page.locator('#picker-name').fill(name);
    await page.locator('#picker-name').press('Enter');
  }
  for (let i = 0; i < bots; i++) {
    await page.getByTestId('add-bot').click();
    await page
      .locator('select')
      .nth(people.length + i)
      .selectOption('easy');
  }
  await page.getByTestId('start').click();
  await page.waitForURL(/#\/game\/king-of-thieves\/play\/[0-9a-f-]+$/);
  return page.url().match(/play\/([0-9a-f-]+)$/)![1]!;
}

/** Waits for Anya's decision or the result; true while the game goes on. */
async function anyasTurn(page: Page): Promise<boolean> {
  await page
    .locator('[data-testid="take"], [data-testid="take-all"], [data-testid="keep-dice"], [data-testid="done"], [data-testid="result"]')
    .first()
    .waitFor({ timeout: 30_000 });
  return (await page.getByTestId('result').count()) === 0;
}

/** One decision of Anya's: take a die (or everything), keep the dice, buy the first card she can, or finish. */
async function decide(page: Page, open?: (page: Page) => Promise<void>): Promise<void> {
  const before = await moveCount(page);
  const dice = page.locator('[data-testid="centre-pool"] button');
  if (await page.getByTestId('take-all').count()) await page.getByTestId('take-all').click();
  else if (await page.getByTestId('take').count()) {
    await dice.first().click();
    await page.locator('[data-testid="take"]:not([disabled])').waitFor();
    await open?.(page);
    await page.getByTestId('take').click();
  } else if (await page.getByTestId('keep-dice').count()) await page.getByTestId('keep-dice').click();
  else if (await page.locator('.kot-card.can-buy').count()) {
    await page.locator('.kot-card.can-buy').first().click();
    await page.getByTestId('pay').first().waitFor();
    await open?.(page);
    await page.getByTestId('pay').first().click();
  } else {
    // Nothing she can pay for: a card opened shows what it does, then she finishes.
    const card = page.locator('button.kot-card');
    if (await card.count()) {
      await card.first().click();
      await page.getByTestId('card-detail').waitFor();
    }
    await open?.(page);
    await page.getByTestId('done').click();
  }
  await expect.poll(() => moveCount(page), { timeout: 30_000, interval: 25 }).toBeGreaterThan(before);
}

/** The fast-forward's choice among the legal moves of a position. */
type Pick = (s: KotState, legal: KotMove[]) => KotMove;
const firstPick: Pick = (_s, legal) => legal.find((x) => x.type === 'buy') ?? legal.find((x) => x.type === 'take' || x.type === 'skip') ?? legal[0]!;
const diceIn = (m: KotMove) => (m.type === 'take' ? Object.values(m.dice).reduce((a, b) => a + (b ?? 0), 0) : 0);
/** As firstPick, but Anya (seat 0) takes the most dice she can, so masks (notoriety) come her way. */
const anyaGreedy: Pick = (s, legal) =>
  s.seat === 0 && s.phase === 'split' && legal.some((x) => x.type === 'take')
    ? legal.filter((x) => x.type === 'take').reduce((a, b) => (diceIn(b) > diceIn(a) ? b : a))
    : firstPick(s, legal);

/**
 * Moves from the game's seed until `stop`: each seat takes the token alone (the first listed
 * take) or everything when last, and buys the first card it can, so the market runs down.
 */
function fastForward(config: KotConfig, seed: string, stop: (s: KotState, moves: number) => boolean, pick: Pick = firstPick): KotMove[] {
  const r = engine.setup(config, seed);
  if (!r.ok) throw new Error(r.error);
  let s = r.value;
  const moves: KotMove[] = [];
  while (!stop(s, moves.length)) {
    if (s.phase === 'over') throw new Error('the position was not reached');
    const legal = engine.legalMoves(s);
    const m = pick(s, legal);
    const a = engine.apply(s, m);
    if (!a.ok) throw new Error(a.error);
    s = a.value;
    moves.push(m);
  }
  return moves;
}

/** Replaces the stored game's moves (away from the table), then opens the table again. */
async function rearrange(page: Page, url: string, id: string, stop: (s: KotState, moves: number) => boolean, pick?: Pick): Promise<void> {
  await page.goto(url);
  await page.locator('a[href$="#/game/king-of-thieves"]').first().waitFor();
  const rec = await readSession(page, id);
  const data = rec.data as { config: KotConfig; seed: string; moves: KotMove[] };
  const moves = fastForward(data.config, data.seed, stop, pick);
  await writeSession(page, { ...rec, rev: rec.rev + 1, data: { ...data, moves } } as SessionRecord);
  await page.goto(`${url}#/game/king-of-thieves/play/${id}`);
}

/** Anya (seat 0) buying from turn 2 on, with a card she can pay for if that comes by turn 4. */
const anyaBuying = (s: KotState) => s.round >= 2 && s.phase === 'sale' && s.seat === 0 && (s.round >= 4 || engine.legalMoves(s).some((m) => m.type === 'buy'));

describe('King of Thieves on the table', () => {
  it.each([
    ['en-US', false],
    ['ru-RU', true],
  ] as const)(
    '%s (dark: %s): the split and the sale pass the audit at 360 x 640 with five players',
    async (locale, dark) => {
      const s = await openPhone(f.browser, { locale, dark, pauses: false });
      const { page } = s;
      const id = await startGame(page, f.server.url);
      expect(await anyasTurn(page)).toBe(true);
      // The split: a die picked in the centre, the whole board audited.
      await decide(page, async (p) => expect(await auditScreen(p), 'split').toEqual([]));
      // The sale: a market card opened (with its payments when she can pay), audited, then bought.
      await rearrange(page, f.server.url, id, anyaBuying);
      await page.getByTestId('sale-panel').waitFor();
      await decide(page, async (p) => expect(await auditScreen(p), 'sale').toEqual([]));
      expect(s.errors).toEqual([]);
      await s.context.close();
    },
    240_000,
  );

  it('fast-forwarded to the last turns, Anya plays to the result, which History lists', async () => {
    const s = await openPhone(f.browser, { pauses: false });
    const { page } = s;
    const id = await startGame(page, f.server.url);
    // The whole game under the fast-forward policy, then back to Anya's last split in it.
    const rec = await readSession(page, id);
    const data = rec.data as { config: KotConfig; seed: string };
    const all = fastForward(data.config, data.seed, (st) => st.phase === 'over');
    const first = engine.setup(data.config, data.seed);
    if (!first.ok) throw new Error(first.error);
    let st = first.value;
    let lastAnya = 0;
    all.forEach((m, i) => {
      if (st.phase === 'split' && st.seat === 0) lastAnya = i;
      const next = engine.apply(st, m);
      if (!next.ok) throw new Error(next.error);
      st = next.value;
    });
    await rearrange(page, f.server.url, id, (_st, n) => n >= lastAnya);
    let decisions = 0;
    while (await anyasTurn(page)) {
      await decide(page);
      if (++decisions > 80) throw new Error('the game did not end');
    }
    await page.getByTestId('winners').waitFor();
    await page.goto(`${f.server.url}#/history`);
    await page
      .getByTestId('history-row')
      .filter({ hasText: 'Anya' })
      .filter({ has: page.locator('.h-done') })
      .waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
  }, 240_000);

  it('Anya and two bots: a reload mid-game resumes the same position; the result reaches History and Statistics', async () => {
    const s = await openPhone(f.browser, { pauses: false });
    const { page } = s;
    const id = await startGame(page, f.server.url, ['Anya'], 2);
    expect(await anyasTurn(page)).toBe(true);
    await decide(page);
    // Anya's turn again (the bots have moved): nothing is pending, so a reload must show the very same position.
    expect(await anyasTurn(page)).toBe(true);
    const before = await moveCount(page);
    await page.reload();
    expect(await anyasTurn(page)).toBe(true);
    expect(await moveCount(page)).toBe(before);
    // Then on to Anya's last split of the game (fast-forward as above) and to the result by taps.
    const rec = await readSession(page, id);
    const data = rec.data as { config: KotConfig; seed: string };
    const all = fastForward(data.config, data.seed, (st) => st.phase === 'over');
    const first = engine.setup(data.config, data.seed);
    if (!first.ok) throw new Error(first.error);
    let st = first.value;
    let lastAnya = 0;
    all.forEach((m, i) => {
      if (st.phase === 'split' && st.seat === 0) lastAnya = i;
      const next = engine.apply(st, m);
      if (!next.ok) throw new Error(next.error);
      st = next.value;
    });
    await rearrange(page, f.server.url, id, (_st, n) => n >= lastAnya);
    for (let decisions = 0; await anyasTurn(page); decisions++) {
      if (decisions > 80) throw new Error('the game did not end');
      await decide(page);
    }
    await page.getByTestId('winners').waitFor();
    await page.goto(`${f.server.url}#/history`);
    await page
      .getByTestId('history-row')
      .filter({ hasText: 'Anya' })
      .filter({ has: page.locator('.h-done') })
      .waitFor();
    // Statistics: one game with bots for Anya, one King of Thieves game played.
    await page.goto(`${f.server.url}#/stats`);
    const anya = page.getByTestId('stats-player-link').filter({ hasText: 'Anya' });
    expect(await anya.getByTestId('stats-with-bots').innerText()).toMatch(/^With bots at the table: won [01] of 1\.$/);
    expect(await page.getByTestId('stats-games').locator('li').filter({ hasText: 'King of Thieves' }).innerText()).toMatch(/\b1\b/);
    expect(s.errors).toEqual([]);
    await s.context.close();
  }, 240_000);

  it("two people on one phone: neither sees the other's notoriety («Конец хода»: the tokens are kept hidden)", async () => {
    const s = await openPhone(f.browser, { pauses: false });
    const { page } = s;
    const id = await startGame(page, f.server.url, ['Anya', 'Boris'], 1);
    // A position where Anya holds notoriety and Boris is to decide.
    let hidden = 0;
    await rearrange(
      page,
      f.server.url,
      id,
      (st) => {
        hidden = st.notoriety[0]!;
        return hidden > 0 && st.phase !== 'over' && engine.toMove(st) === 1;
      },
      anyaGreedy,
    );
    await page.getByTestId('reveal').waitFor();
    expect(await page.getByTestId('board').count()).toBe(0); // nothing of the game behind the pass screen
    expect(await page.getByTestId('curtain').innerText()).toContain('Boris');
    await page.getByTestId('reveal').click();
    await page.getByTestId('board').waitFor();
    // Boris sees his own count and a question mark for Anya's, and Anya's number is nowhere in his view's state.
    expect(await page.getByTestId('notoriety-1').innerText()).toMatch(/\d/);
    expect(await page.getByTestId('notoriety-0').innerText()).not.toMatch(/\d/);
    expect(await page.getByTestId('notoriety-0').innerText()).toContain('?');
    expect(hidden).toBeGreaterThan(0);
    expect(s.errors).toEqual([]);
    await s.context.close();
  }, 240_000);
});
