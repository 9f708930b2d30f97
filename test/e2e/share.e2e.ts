// Results that travel (issue 12): the result card as a real PNG with the names on it, the BG Stats
// link, the history as CSV; axe and the phone-width audit on the card dialog in both languages.
import { writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../unit/share/parseCsv';
import { auditScreen, axeViolations, smallTargets } from './audit';
import { openSession } from './browser';
import { useAppFixture } from './fixture';
import { createPadSession, dumpDatabase } from './flows';
import { engine, type SlyConfig, type SlyMove } from '../../src/games/sly-thieves/engine';
import { nextInt, seedRng } from '../../src/lib/rng';
import { shot } from './shots';

const f = useAppFixture();

/**
 * A phone whose share sheet takes files: Web Share is stubbed to keep what it was given, and
 * every text the canvas draws is recorded (the card's words, checked without OCR).
 */
async function phoneThatShares(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __shared: { name: string; type: string; bytes: number[] }[]; __drawn: string[] };
    w.__shared = [];
    w.__drawn = [];
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text: string, x: number, y: number, max?: number) {
      w.__drawn.push(text);
      return max === undefined ? fillText.call(this, text, x, y) : fillText.call(this, text, x, y, max);
    };
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: (d: { files?: File[] }) => !!d?.files?.length });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (d: { files?: File[] }) => {
        for (const file of d.files ?? []) w.__shared.push({ name: file.name, type: file.type, bytes: [...new Uint8Array(await file.arrayBuffer())] });
      },
    });
  });
}

/** Width and height from a PNG's IHDR chunk, after checking the 8-byte signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(bytes.slice(12, 16))).toBe('IHDR');
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A finished two-player pad game: Аня 12, Boris 7. */
async function finishedPad(page: Page): Promise<void> {
  await createPadSession(page, f.server.url, ['Аня', 'Boris'], 'Carcassonne');
  await page.getByTestId('finish').click();
  await page.getByTestId('share-image').waitFor();
}

describe('results that travel', () => {
  it('shares the result card as a real PNG with every name on it, and offers the BG Stats link', async () => {
    const s = await openSession(f.browser);
    await phoneThatShares(s.context);
    const { page } = s;
    await finishedPad(page);

    await page.getByTestId('share-image').click();
    const dialog = page.getByTestId('card-dialog');
    await dialog.getByTestId('card-image').waitFor();
    const alt = await dialog.getByTestId('card-image').getAttribute('alt');
    expect(alt).toMatch(/^Carcassonne, .*2\d{3}; 1\. Аня: 12 points \(winner\); 2\. Boris: 7 points; Stolik$/);
    expect(await auditScreen(page)).toEqual([]);

    await dialog.getByTestId('card-share').click();
    await page.waitForFunction(() => (window as unknown as { __shared: unknown[] }).__shared.length === 1);
    const [shared] = await page.evaluate(() => (window as unknown as { __shared: { name: string; type: string; bytes: number[] }[] }).__shared);
    const png = Uint8Array.from(shared!.bytes);
    writeFileSync('/tmp/stolik-share-card.png', png);
    expect(shared!.type).toBe('image/png');
    expect(shared!.name).toMatch(/^stolik-score-pad-\d{4}-\d\d-\d\d\.png$/);
    expect(pngSize(png)).toEqual({ width: 1080, height: expect.any(Number) });
    expect(pngSize(png).height).toBeGreaterThan(400);
    expect(png.length).toBeLessThan(300 * 1024);
    const drawn = await page.evaluate(() => (window as unknown as { __drawn: string[] }).__drawn);
    for (const text of ['Carcassonne', 'Аня', 'Boris', '12 points', '7 points', 'winner', 'Stolik', '1', '2']) expect(drawn).toContain(text);

    // "Save the image" downloads the same card.
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('card-save').click()]);
    expect(download.suggestedFilename()).toBe(shared!.name);
    await dialog.getByTestId('card-close').click();
    await dialog.waitFor({ state: 'detached' });

    // BG Stats: the documented create-play link with both players, scores and the winner.
    const href = (await page.getByTestId('bgstats').getAttribute('href'))!;
    expect(href.startsWith('bgstats://app.bgstatsapp.com/createPlay.html?data=')).toBe(true);
    const play = JSON.parse(decodeURIComponent(href.split('?data=')[1]!));
    expect(play.sourceName).toBe('Stolik');
    expect(play.game).toEqual({ name: 'Carcassonne', sourceGameId: 'stolik:score-pad:carcassonne', highestWins: true, noPoints: false });
    expect(play.playDate).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(play.players.map((p: { name: string; score: number; winner: boolean; startPlayer: boolean }) => [p.name, p.score, p.winner, p.startPlayer])).toEqual(
      [
        ['Аня', 12, true, false],
        ['Boris', 7, false, false],
      ],
    );
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('without Web Share the card downloads; the dialog passes the audit in Russian at 360 px', async () => {
    const s = await openSession(f.browser, { locale: 'ru-RU' });
    const { page } = s;
    await finishedPad(page);
    await page.setViewportSize({ width: 360, height: 640 });
    await page.getByTestId('share-image').click();
    const dialog = page.getByTestId('card-dialog');
    await dialog.getByTestId('card-image').waitFor();
    expect(await dialog.getByTestId('card-share').count()).toBe(0); // nothing to share files with: only "save"
    expect(await dialog.getByTestId('card-image').getAttribute('alt')).toContain('1. Аня: 12 очков (победитель)');
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    // The dialog fits the phone (the page's own width is the shell's business: auditScreen elsewhere).
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
    await shot(page, 'stolik-share-dialog-ru');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('card-save').click()]);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const png = new Uint8Array(readFileSync(path));
    writeFileSync('/tmp/stolik-share-card-ru.png', png);
    expect(pngSize(png).width).toBe(1080);
    expect(png.length).toBeLessThan(300 * 1024);
    // The phone's back button closes the card and stays on the sheet.
    const sheet = page.url();
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(sheet);
    await page.getByTestId('share-image').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it('exports the whole history as CSV that parses back, one row per seat, hostile names guarded', async () => {
    const s = await openSession(f.browser);
    const { page } = s;
    await createPadSession(page, f.server.url, ['=HYPERLINK("x")', 'Борис, "Боря"'], 'Uno');
    await page.getByTestId('finish').click();
    await page.getByTestId('share-image').waitFor();
    await createPadSession(page, f.server.url, ['Аня', 'Gleb'], 'Azul');
    await page.goto(`${f.server.url}#/backup`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^stolik-history-\d{4}-\d\d-\d\d\.csv$/);
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(await download.path(), 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [head, ...rows] = parseCsv(text.slice(1));
    const col = (name: string) => head!.indexOf(name);
    expect(rows).toHaveLength(4);
    // `name` holds the name the seat played under; `seat` its place in the seating order (issue 20, point 16).
    const by = (name: string) => rows.find((r) => r[col('name')] === name)!;
    expect(by(`'=HYPERLINK("x")`)[col('game')]).toBe('Uno');
    expect(by(`'=HYPERLINK("x")`)[col('winner')]).toBe('true');
    expect(by('Борис, "Боря"')[col('total')]).toBe('7');
    expect(by('Борис, "Боря"')[col('place')]).toBe('2');
    expect(by('Аня')[col('finished')]).toBe('false');
    expect(by('Аня')[col('winner')]).toBe('');
    expect(by('Gleb')[col('date')]).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(by('Gleb')[col('seat')]).toBe('2');
    await page.getByTestId('csv-message').filter({ hasText: 'Games in the file: 2.' }).waitFor();
    expect(await auditScreen(page)).toEqual([]);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });

  it("a digital game's result offers the card and BG Stats, the bot named by its level", async () => {
    const s = await openSession(f.browser);
    await phoneThatShares(s.context);
    const { page } = s;
    await page.goto(`${f.server.url}#/game/sly-thieves/play`);
    await page.locator('#picker-name').fill('Anya');
    await page.locator('#picker-name').press('Enter');
    await page.getByTestId('add-bot').click();
    await page.locator('select').nth(1).selectOption('easy');
    await page.getByLabel('Basic variant (for the youngest)').check();
    await page.getByTestId('start').click();
    await page.waitForURL(/#\/game\/sly-thieves\/play\/[0-9a-f-]+$/);
    const table = page.url();
    await page.goto(f.server.url); // off the table, so no bot move races the rewrite below
    type Saved = { id: string; game: string; data: { config: SlyConfig; seed: string } };
    const saved = ((await dumpDatabase(page)).sessions as Saved[]).find((x) => x.game === 'sly-thieves')!;
    await writeMoves(page, saved.id, playedToTheEnd(saved.data.config, saved.data.seed));
    await page.goto(table);
    await page.getByTestId('result').waitFor({ timeout: 20_000 });
    const play = JSON.parse(decodeURIComponent((await page.getByTestId('bgstats').getAttribute('href'))!.split('?data=')[1]!));
    expect(play.sourcePlayId).toBe(saved.id);
    expect(play.game.name).toBe('Sly Thieves');
    expect(play.players.map((p: { name: string; sourcePlayerId: string }) => p.name)).toEqual(['Anya', 'Bot: easy']);
    expect(play.players[1].sourcePlayerId).toBe('bot:easy');
    expect(play.players.filter((p: { winner: boolean }) => p.winner).length).toBeGreaterThan(0);
    await page.getByTestId('share-image').click();
    const alt = (await page.getByTestId('card-image').getAttribute('alt'))!;
    expect(alt).toMatch(/^Sly Thieves, /);
    expect(alt).toContain('Anya: ');
    expect(alt).toContain('Bot: easy: ');
    await page.getByTestId('card-share').click();
    await page.waitForFunction(() => (window as unknown as { __shared: unknown[] }).__shared.length === 1);
    const [shared] = await page.evaluate(() => (window as unknown as { __shared: { bytes: number[] }[] }).__shared);
    const png = Uint8Array.from(shared!.bytes);
    writeFileSync('/tmp/stolik-share-card-play.png', png);
    expect(pngSize(png).width).toBe(1080);
    expect(s.errors).toEqual([]);
    await s.context.close();
  });
});

/** A whole game from the saved seed: seeded random legal moves until the engine says it is over. */
function playedToTheEnd(config: SlyConfig, seed: string): SlyMove[] {
  const start = engine.setup(config, seed);
  if (!start.ok) throw new Error(start.error);
  let state = start.value;
  let rng = seedRng('share-e2e');
  const moves: SlyMove[] = [];
  while (engine.outcome(state) === null) {
    if (moves.length > 5000) throw new Error('the game did not end');
    const legal = engine.legalMoves(state);
    const pick = nextInt(rng, legal.length);
    rng = pick.state;
    const next = engine.apply(state, legal[pick.value]!);
    if (!next.ok) throw new Error(next.error);
    state = next.value;
    moves.push(legal[pick.value]!);
  }
  return moves;
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
