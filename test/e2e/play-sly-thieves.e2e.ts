/**
 * Sly Thieves pass-and-play in Chromium, through taps only: a whole basic game of a person
 * against an easy bot (always the first lit choice), a reload mid-game, undo, the result in
 * History; an advanced game against a bot that stalls and ends by Stolik's rule
 * (ruling-stalled-game); and a browser killed right after a move of an advanced game that comes
 * back with it. (An advanced game played out by taps takes about a hundred decisions, so that
 * test fast-forwards the saved moves, computed by the engine from the game's own seed.)
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { engine, type SlyConfig, type SlyMove, type SlyState } from '../../src/games/sly-thieves/engine';
import { quietTurns, stallLimit } from '../../src/games/sly-thieves/engine/limits';
import { nextInt, seedRng } from '../../src/lib/rng';
import { auditScreen, axeViolations, smallTargets } from './audit';
import { openSession, persistentProfile } from './browser';
import { withoutPauses } from './phone';
import { useAppFixture } from './fixture';
import { dumpDatabase, press, tapGamesPlay } from './flows';

const f = useAppFixture();

/** Every room's label in room order: the position as a screen reader hears it. */
const boardLabels = (page: Page) => page.locator('[data-room]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

/** Moves in the log so far (the log's summary counts them once there are two). */
const moveCount = (page: Page) =>
  page.evaluate(() => {
    const all = document.querySelector('.move-log summary')?.textContent?.match(/\d+/);
    if (all) return Number(all[0]);
    return document.querySelector('[data-testid="last-move"]')?.textContent === 'No moves yet.' ? 0 : 1;
  });

/** From the home screen: Anya against an easy bot, in the variant asked for; returns the table's URL. */
async function startGame(page: Page, url: string, variant: 'basic' | 'advanced', audit = false): Promise<string> {
  await page.goto(url);
  await page
    .getByRole('link', { name: /Sly Thieves/ })
    .first()
    .click();
  await page.waitForURL(/#\/game\/sly-thieves$/);
  await tapGamesPlay(page);
  await page.getByRole('heading', { name: 'New game: Sly Thieves', level: 1 }).waitFor();
  await page.locator('#picker-name').fill('Anya');
  await page.locator('#picker-name').press('Enter');
  await page.getByTestId('add-bot').click();
  await page.locator('select').nth(1).selectOption('easy');
  // The tile set in use is on the setup screen, as a summary and (advanced) a table by icon.
  await page
    .getByTestId('tile-set-summary')
    .filter({ hasText: "Stolik's default set: cash bundles — 30, gold bars — 20, diamonds — 10 (tiles in all: 60)." })
    .waitFor();
  if (audit) {
    await page.getByLabel('Advanced variant (icons and guards)').check();
    await page.getByTestId('tile-table').waitFor();
    await page.getByText('Change the tile set').click();
    expect(await auditScreen(page), 'setup screen').toEqual([]);
  }
  await page.getByLabel(variant === 'advanced' ? 'Advanced variant (icons and guards)' : 'Basic variant (for the youngest)').check();
  await page.getByTestId('start').click();
  await page.waitForURL(/#\/game\/sly-thieves\/play\/[0-9a-f-]+$/);
  return page.url();
}

/** Waits for Anya's turn or the end; true while the game goes on. */
async function anyasTurn(page: Page): Promise<boolean> {
  await page.locator('[data-testid="prompt"], [data-testid="result"]').first().waitFor({ timeout: 20_000 });
  return (await page.getByTestId('result').count()) === 0;
}

/**
 * One full decision of Anya's: the first lit target, else the first lit thief or guard and then
 * its first lit target, else Leave or Skip. Resolves once the move is in the log. What is lit is
 * read in one evaluation, the taps go through `press` (Playwright's click the first time of each
 * kind, then tap.ts) and the wait for the log runs in the page: a whole game is ~100 decisions.
 */
async function playFirstChoice(page: Page): Promise<void> {
  const { before, targets, sources } = await page.evaluate(() => ({
    before: Number(
      document.querySelector('.move-log summary')?.textContent?.match(/\d+/)?.[0] ??
        (document.querySelector('[data-testid="last-move"]')?.textContent === 'No moves yet.' ? 0 : 1),
    ),
    targets: document.querySelectorAll('[data-choice="target"]').length,
    sources: document.querySelectorAll('[data-choice="source"]').length,
  }));
  if (targets === 0 && sources > 0) {
    await press(page, page.locator('[data-choice="source"]').first(), 'source');
    await page.locator('[data-choice="target"]').first().waitFor();
  }
  if (targets > 0 || sources > 0) await press(page, page.locator('[data-choice="target"]').first(), 'target');
  else await press(page, page.locator('[data-testid="leave"], [data-testid="skip"]').first(), 'leave');
  await page.waitForFunction(
    (n) => {
      const all = document.querySelector('.move-log summary')?.textContent?.match(/\d+/);
      const count = all ? Number(all[0]) : document.querySelector('[data-testid="last-move"]')?.textContent === 'No moves yet.' ? 0 : 1;
      return count > n;
    },
    before,
    { timeout: 20_000, polling: 16 },
  );
}

describe('Sly Thieves, digital', () => {
  it('a whole game against an easy bot by taps; reload resumes; undo; accessible; result in History', async () => {
    const started = Date.now();
    const s = await openSession(f.browser);
    await withoutPauses(s.context); // whole games: no bot pace (test/e2e/README.md)
    const { page } = s;
    await startGame(page, f.server.url, 'basic', true);
    let decisions = 0;
    const checked = { reload: false, undo: false };
    while (await anyasTurn(page)) {
      decisions++;
      if (decisions === 8) {
        // Mid-game: the board passes the audit, and a reload brings back the same position.
        expect(await auditScreen(page), 'board').toEqual([]);
        const labels = await boardLabels(page);
        const count = await moveCount(page);
        await page.reload();
        await page.getByTestId('prompt').waitFor();
        expect(await boardLabels(page)).toEqual(labels);
        expect(await moveCount(page)).toBe(count);
        checked.reload = true;
      }
      if (decisions === 12 && (await page.locator('[data-choice="source"]').count()) > 0) {
        // Undo: Anya's move and the bot's answer go back together; the position is as before.
        const labels = await boardLabels(page);
        const count = await moveCount(page);
        await playFirstChoice(page);
        const undo = page.getByTestId('undo');
        await undo.filter({ hasText: "Take back Anya's move" }).waitFor();
        await page.getByTestId('prompt').waitFor();
        await undo.click();
        await expect.poll(() => moveCount(page), { timeout: 20_000, interval: 25 }).toBe(count);
        expect(await boardLabels(page)).toEqual(labels);
        checked.undo = true;
      }
      await playFirstChoice(page);
    }
    expect(checked).toEqual({ reload: true, undo: true });
    await page.getByTestId('winners').waitFor();
    expect(await page.getByTestId('winners').textContent()).toMatch(/^(Anya|Bot: easy) wins!$|share first place/);
    await page.getByRole('heading', { name: 'Game over' }).waitFor();
    // The result on screen is the one saved for History, with the scorer's breakdown.
    const saved = (
      (await dumpDatabase(page)).sessions as Array<{ game: string; players: Array<{ id: string; name: string }>; result?: { totals: Record<string, number> } }>
    ).find((x) => x.game === 'sly-thieves')!;
    for (const p of saved.players) {
      const total = saved.result!.totals[p.id]!;
      await page
        .getByTestId(`breakdown-total-${p.name}`)
        .filter({ hasText: new RegExp(`^${total} points?$`) })
        .waitFor();
    }
    await page.goto(`${f.server.url}#/history`);
    await page
      .getByTestId('history-row')
      .filter({ hasText: 'Anya' })
      .filter({ hasText: 'Bot: easy' })
      .filter({ has: page.locator('.h-done') })
      .waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
    console.log(`full game: ${decisions} decisions by Anya, ${Date.now() - started} ms`);
  }, 240_000);

  it("an advanced game against a bot that stalls ends by Stolik's rule; the log and the result say so", async () => {
    const started = Date.now();
    const s = await openSession(f.browser);
    await withoutPauses(s.context); // whole games: no bot pace (test/e2e/README.md)
    const { page } = s;
    const table = await startGame(page, f.server.url, 'advanced');
    await page.goto(f.server.url); // off the table, so no bot move races the rewrite below
    type Saved = { id: string; game: string; players: Array<{ name: string }>; data: { config: SlyConfig; seed: string; seats: Array<{ kind: string }> } };
    const saved = ((await dumpDatabase(page)).sessions as Saved[]).find((x) => x.game === 'sly-thieves')!;
    expect(saved.players[0]!.name).toBe('Anya');
    expect(saved.data.seats.map((x) => x.kind)).toEqual(['human', 'bot']);
    // The same game, played on by the engine to 19 turns in a row without a tile, Anya to move.
    const { moves, last } = stalledGame(saved.data.config, saved.data.seed);
    await writeMoves(page, saved.id, moves);
    await page.goto(table);
    await page.getByTestId('prompt').waitFor({ timeout: 20_000 });
    await page.getByTestId('stall-note').filter({ hasText: 'No tile taken for 19 turns in a row: after 20 the game ends' }).waitFor();
    await page.locator(`[data-room="${last.from}"]`).click();
    await page.locator(`[data-room="${last.to}"][data-choice="target"]`).click();
    await page.getByTestId('result').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('last-move').textContent()).toMatch(
      /^Anya runs \S+ → \S+; the room left was empty\. No tile taken for 10 rounds in a row: the game is over by Stolik's rule/,
    );
    await page.locator('.breakdown').getByText("Stopped by Stolik's rule: no tile taken for 10 rounds in a row").first().waitFor();
    await page.goto(`${f.server.url}#/history`);
    await page
      .getByTestId('history-row')
      .filter({ hasText: 'Anya' })
      .filter({ hasText: 'Bot: easy' })
      .filter({ has: page.locator('.h-done') })
      .waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
    console.log(`stalled advanced game: ${moves.length + 1} moves, ${Date.now() - started} ms`);
  }, 60_000);

  it("two people at one phone never see each other's loot: a hand-over curtain at every change of turn", async () => {
    const s = await openSession(f.browser);
    await withoutPauses(s.context); // whole games: no bot pace (test/e2e/README.md)
    const { page } = s;
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(f.server.url);
    await page
      .getByRole('link', { name: /Sly Thieves/ })
      .first()
      .click();
    await page.waitForURL(/#\/game\/sly-thieves$/);
    await tapGamesPlay(page);
    for (const name of ['Anya', 'Boris']) {
      await page.locator('#picker-name').fill(name);
      await page.locator('#picker-name').press('Enter');
    }
    await page.getByLabel('Basic variant (for the youngest)').check();
    await page.getByTestId('start').click();
    await page.waitForURL(/#\/game\/sly-thieves\/play\/[0-9a-f-]+$/);
    const savedData = async () =>
      ((await dumpDatabase(page)).sessions as Array<{ game: string; data: { config: SlyConfig; seed: string; moves: SlyMove[] } }>).find(
        (x) => x.game === 'sly-thieves',
      )!.data;
    const savedState = async (): Promise<SlyState> => {
      const saved = { data: await savedData() };
      let st = engine.setup(saved.data.config, saved.data.seed);
      for (const m of saved.data.moves) if (st.ok) st = engine.apply(st.value, m);
      if (!st.ok) throw new Error(st.error);
      return st.value;
    };
    const names = ['Anya', 'Boris'];
    let curtains = 0;
    let lootChecks = 0;
    let seat = -1;
    for (let turn = 0; turn < 20; turn++) {
      // When the turn passes to the other person the curtain names them and shows nothing of the
      // table; when the same person moves again (the heist opens after the placements) it stays down.
      await page.locator('[data-testid="curtain"], [data-testid="prompt"]').first().waitFor({ timeout: 20_000 });
      if (await page.getByTestId('curtain').count()) {
        curtains++;
        const title = (await page.locator('#curtain-h').textContent()) ?? '';
        seat = title.includes('Boris') ? 1 : 0;
        expect(await page.locator('[data-testid="board"], [data-testid="my-loot"], [data-testid="show-loot"]').count()).toBe(0);
        await press(page, page.getByTestId('reveal'), 'reveal');
        await page.getByTestId('prompt').waitFor();
        // The pile starts face down for whoever takes the phone.
        expect(await page.getByTestId('my-loot').count()).toBe(0);
        await press(page, page.getByTestId('show-loot'), 'show-loot');
      }
      expect(await page.getByTestId(`gang-${seat}`).textContent()).toContain(`${names[seat]} (you)`);
      const state = await savedState();
      expect(state.seat).toBe(seat);
      const points = state.loot.map((l) => l.reduce((a, b) => a + b, 0));
      const text = (await page.getByTestId('my-loot').textContent()) ?? '';
      expect(text).toContain(`Your loot: ${points[seat]} point`);
      if (points[seat] !== points[1 - seat]) expect(text).not.toContain(`Your loot: ${points[1 - seat]} point`);
      lootChecks++;
      if (turn === 10) expect(await auditScreen(page), 'board with the loot shown').toEqual([]);
      // Play the first lit choice (a thief first if nothing is lit yet).
      if ((await page.locator('[data-choice="target"]').count()) === 0 && (await page.locator('[data-choice="source"]').count()) > 0) {
        await press(page, page.locator('[data-choice="source"]').first(), 'source');
        await page.locator('[data-choice="target"]').first().waitFor();
      }
      const before = (await savedData()).moves.length;
      const target = page.locator('[data-choice="target"]').first();
      if (await target.count()) await press(page, target, 'target');
      else await press(page, page.locator('[data-testid="leave"], [data-testid="skip"]').first(), 'leave');
      await expect.poll(async () => (await savedData()).moves.length, { timeout: 20_000 }).toBeGreaterThan(before);
    }
    expect(curtains).toBeGreaterThanOrEqual(15);
    expect(lootChecks).toBe(20);
    // The same table in Russian and dark: the curtain or the board with the loot passes the audit.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.locator('.lang-switch').click();
    await page.locator('[data-testid="curtain"], [data-testid="prompt"]').first().waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ru');
    if (await page.getByTestId('curtain').count()) await page.getByTestId('reveal').click();
    await page.getByTestId('show-loot').waitFor();
    if ((await page.getByTestId('my-loot').count()) === 0) await page.getByTestId('show-loot').click();
    await page
      .getByTestId('my-loot')
      .filter({ hasText: /^Ваша добыча/ })
      .waitFor();
    // axe and tap sizes on the whole page; overflow checked on the game's own part (the app
    // header overflowed in Russian at 360 px when this was written: reported, not ours to fix here).
    expect([...(await axeViolations(page)), ...(await smallTargets(page))], 'board with the loot shown, Russian, dark').toEqual([]);
    const right = await page.evaluate(() => Math.max(...[...document.querySelectorAll('.sly-play, .sly-play *')].map((e) => e.getBoundingClientRect().right)));
    expect(right).toBeLessThanOrEqual(360);
    expect(s.errors).toEqual([]);
    await s.context.close();
  }, 180_000);

  it('a browser killed right after a move resumes with that move (persistent profile)', async () => {
    const profile = await persistentProfile('stolik-sly-');
    try {
      let { page } = await profile.open();
      const table = await startGame(page, f.server.url, 'advanced');
      await page.getByTestId('prompt').waitFor({ timeout: 20_000 });
      expect(await auditScreen(page), 'advanced board').toEqual([]);
      const room = await page.locator('[data-choice="target"]').first().getAttribute('data-room');
      await playFirstChoice(page);
      await page.locator(`[data-room="${room}"][aria-label*="your thief"]`).waitFor();
      await profile.kill(); // no goodbye: the move must already be on disk
      ({ page } = await profile.open());
      await page.goto(table);
      await page.locator(`[data-room="${room}"][aria-label*="your thief"]`).waitFor();
      expect(await moveCount(page)).toBeGreaterThanOrEqual(1);
    } finally {
      await profile.dispose();
    }
  }, 180_000); // two browser launches on one profile: 101 s alone under a load average of 45, like the Royal Stake one (180 s)
});

/** A main run: a thief from one room to another. */
type Run = Extract<SlyMove, { type: 'move' }>;

/**
 * Moves of an advanced game from `seed` that leave Anya (seat 0) to move after 19 turns in a row
 * without a tile, and her quiet run that makes it 20: seeded play that prefers runs from and to
 * empty rooms, retried with another draw whenever the game ends some other way.
 */
function stalledGame(config: SlyConfig, seed: string): { moves: SlyMove[]; last: Run } {
  for (let attempt = 0; attempt < 200; attempt++) {
    const start = engine.setup(config, seed);
    if (!start.ok) throw new Error(start.error);
    let s: SlyState = start.value;
    let rng = seedRng(`stall:${attempt}`);
    const moves: SlyMove[] = [];
    const quietRuns = (st: SlyState) => engine.legalMoves(st).filter((m): m is Run => m.type === 'move' && !st.tiles[m.from] && !st.tiles[m.to]);
    while (s.phase !== 'over' && moves.length < 1500) {
      const quiet = s.phase === 'play' && !s.pending ? quietRuns(s) : [];
      if (s.seat === 0 && quiet.length > 0 && quietTurns(s) === stallLimit(s) - 1) return { moves, last: quiet[0]! };
      const legal = engine.legalMoves(s);
      const toEmpty = legal.filter((m) => m.type === 'move' && !s.tiles[m.to]);
      const any = nextInt(rng, 10); // now and then any legal move, so retries differ
      const pool: SlyMove[] = any.value === 0 ? legal : quiet.length ? quiet : toEmpty.length ? toEmpty : legal;
      const pick = nextInt(any.state, pool.length);
      rng = pick.state;
      const next = engine.apply(s, pool[pick.value]!);
      if (!next.ok) throw new Error(next.error);
      s = next.value;
      moves.push(pool[pick.value]!);
    }
  }
  throw new Error('no stalled position found');
}

/** Replaces the saved moves of a play session straight in IndexedDB (the page is off the table). */
async function writeMoves(page: Page, id: string, moves: SlyMove[]): Promise<void> {
  await page.evaluate(
    async ({ id, moves }) => {
      const db = await new Promise<IDBDatabase>((res, rej) => {
        const r = indexedDB.open('stolik');
        r.onsuccess = () => res(r.result);
        r.onerror = () => rej(r.error);
      });
      await new Promise<void>((res, rej) => {
        const tx = db.transaction('sessions', 'readwrite');
        const store = tx.objectStore('sessions');
        const q = store.get(id);
        q.onsuccess = () => store.put({ ...q.result, data: { ...q.result.data, moves } });
        tx.oncomplete = () => res();
        tx.onerror = () => rej(tx.error);
      });
      db.close();
    },
    { id, moves },
  );
}
