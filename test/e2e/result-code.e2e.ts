/**
 * Issue 23, "a finished score sheet can show its result as a QR that another phone's Stolik scans
 * into its own History, no connection needed": phone A finishes a score pad sheet and shows the
 * result as a code, copies its text; phone B pastes it in History, sees the game, players and
 * totals, saves it and finds it in History with the right totals (after a reload too); the same
 * code again is "already there"; junk says so in words. Axe and the 360 px audit on the code
 * dialog and the History panel, in Russian and English. And one code read through a fake camera.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate, correction } from 'lean-qr';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodeResult } from '../../src/share/resultCode/codec';
import { PLAYER_COLORS } from '../../src/ui/colors';
import { auditScreen, loaded } from './audit';
import { CHROME, E2E_FLAGS } from './browser';
import { useAppFixture } from './fixture';
import { createPadSession } from './flows';
import { openPhone } from './phone';

const f = useAppFixture();
let t0 = Date.now();
/** Marks a step in the log when STOLIK_STEPS is set (to see where the time goes). */
const step = (name: string) => process.env.STOLIK_STEPS && console.log(`${((Date.now() - t0) / 1000).toFixed(1)} s ${name}`);
const ROW = '[data-testid="history-row"]';
/** Screenshots for a person to look at, when asked for (STOLIK_SHOTS=dir). */
const shot = async (page: Page, name: string) => {
  if (process.env.STOLIK_SHOTS) await page.screenshot({ path: `${process.env.STOLIK_SHOTS}/${name}.png`, fullPage: true });
};
/** Switches a phone's language the way the saved choice does, and reloads. */
async function speak(page: Page, lang: 'en' | 'ru'): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('stolik.lang', l), lang);
  await page.reload();
}
async function openCodeDialog(page: Page): Promise<string> {
  await page.getByTestId('share-code').click();
  const dialog = page.getByTestId('result-code-dialog');
  const text = dialog.getByTestId('pair-code');
  await text.waitFor();
  // The QR code is drawn (lean-qr loads with the dialog).
  await page.waitForFunction(() => (document.querySelector<HTMLCanvasElement>('.rc-dialog canvas')?.width ?? 0) > 0);
  return (await text.textContent())!;
}
async function openAddPanel(page: Page): Promise<void> {
  await page.goto(`${f.server.url}#/history`);
  await loaded(page);
  await page.getByTestId('add-result-open').click();
  await page.getByTestId('add-result-input').waitFor();
}
async function paste(page: Page, code: string): Promise<void> {
  await page.getByTestId('add-result-input').fill(code);
  await page.getByTestId('add-result-submit').click();
}

describe('a result travels from phone to phone as a code', () => {
  it('A shows it, B pastes, previews and saves it; twice is "already there"; junk is refused in words', async () => {
    t0 = Date.now();
    const a = await openPhone(f.browser, { locale: 'en-US' });
    const b = await openPhone(f.browser, { locale: 'ru-RU', dark: true });
    await a.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(f.server.url).origin });
    try {
      // Phone A: a finished sheet, its result as a code (QR and text), copied.
      await createPadSession(a.page, f.server.url, ['Аня', 'Boris'], 'Каркассон');
      await a.page.getByTestId('finish').click();
      const shown = await openCodeDialog(a.page);
      expect(shown).toMatch(/^[0-9A-Z $%*+\-./:]{40,200}$/);
      await a.page.getByTestId('result-code-dialog').getByRole('button', { name: 'Copy' }).click();
      await a.page.getByTestId('result-code-dialog').getByText('Copied.').waitFor();
      const copied = await a.page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(shown);
      expect(await auditScreen(a.page)).toEqual([]);
      await shot(a.page, 'result-code-dialog-en-light');

      step('Phone B (Russian');
      // Phone B (Russian, dark): History, "Add a result from another phone", paste, preview.
      await openAddPanel(b.page);
      expect(await auditScreen(b.page)).toEqual([]);
      await paste(b.page, copied);
      await b.page.getByTestId('add-result-preview').waitFor();
      expect(await b.page.getByTestId('add-result-game').textContent()).toBe('Каркассон');
      expect(await b.page.getByTestId('add-result-seat').allTextContents()).toEqual(['1. Аня: 12 очков', '2. Boris: 7 очков']);
      expect(await auditScreen(b.page)).toEqual([]);
      await shot(b.page, 'add-result-preview-ru-dark');
      await b.page.getByTestId('add-result-save').click();
      await b.page.getByTestId('add-result-status').getByText('Сохранено: игра теперь в истории.').waitFor();
      const row = b.page.locator(ROW).first();
      await expect.poll(() => row.textContent()).toMatch(/Каркассон.*получена с другого телефона \(здесь хранится только итог\).*Аня.*12.*Boris.*7/);
      await shot(b.page, 'add-result-saved-ru-dark');

      step('Kept, not just dr');
      // Kept, not just drawn: after a reload History still has it, read-only (no link to a sheet).
      await b.page.reload();
      await b.page.locator(ROW).first().waitFor();
      expect(await b.page.locator(ROW).count()).toBe(1);
      expect(await b.page.locator(`${ROW} a.h-main`).count()).toBe(0);

      step('The same code aga');
      // The same code again: already there, nothing written twice.
      await b.page.getByTestId('add-result-open').click();
      await paste(b.page, copied);
      await b.page.getByTestId('add-result-already').waitFor();
      expect(await b.page.getByTestId('add-result-save').count()).toBe(0);

      step('English on B');
      // English on B: a junk code and a cut one are refused in words, nothing changes.
      await speak(b.page, 'en');
      await openAddPanel(b.page);
      await paste(b.page, 'https://example.com/not-a-code');
      await expect.poll(() => b.page.getByTestId('add-result-error').textContent()).toMatch(/not a Stolik result code/);
      await paste(b.page, copied.slice(0, -7));
      await expect.poll(() => b.page.getByTestId('add-result-error').textContent()).toMatch(/damaged or incomplete/);
      expect(await auditScreen(b.page)).toEqual([]);
      await shot(b.page, 'add-result-refused-en-dark');
      expect(await b.page.locator(ROW).count()).toBe(1);

      step('Russian on A');
      // Russian on A: the same dialog passes the audit in the other language.
      await speak(a.page, 'ru');
      await a.page.getByTestId('share-code').waitFor();
      expect(await openCodeDialog(a.page)).toBe(shown);
      expect(await auditScreen(a.page)).toEqual([]);
      await shot(a.page, 'result-code-dialog-ru-light');
      expect([...a.errors, ...b.errors]).toEqual([]);
      step('done');
    } finally {
      await a.context.close();
      await b.context.close();
    }
    // About 15 s on a quiet machine; the margin is for a shared one (five axe runs, two phones).
  }, 180_000);
});

/**
 * A Y4M video (one frame) of `text` as a QR code for Chromium's fake camera (as the table's
 * camera test writes one): black modules on white, 6 px each, a quiet zone of 4; chroma grey.
 */
function qrVideo(text: string, file: string): void {
  const qr = generate(text, { minCorrectionLevel: correction.M });
  const scale = 6;
  const side = (qr.size + 8) * scale;
  const w = side + (side % 2);
  const y = Buffer.alloc(w * w, 255);
  for (let r = 0; r < qr.size; r++)
    for (let c = 0; c < qr.size; c++)
      if (qr.get(c, r))
        for (let dy = 0; dy < scale; dy++)
          y.fill(0, (4 * scale + r * scale + dy) * w + 4 * scale + c * scale, (4 * scale + r * scale + dy) * w + 4 * scale + (c + 1) * scale);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${w} H${w} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), y, Buffer.alloc((w / 2) * (w / 2) * 2, 128)]));
}

/** 200, 183, … 115 in Russian plural forms. */
const POINTS_RU = ['200 очков', '183 очка', '166 очков', '149 очков', '132 очка', '115 очков'];

describe('scanning a result code with the camera', () => {
  it('a phone without BarcodeDetector reads a six-player result with long Russian names through the fake camera', async () => {
    const names = [
      'Александра Константинопольская',
      'Вячеслав Преображенский',
      'Екатерина Воскресенская',
      'Святослав Новомосковский',
      'Анастасия Ветрова-Залесская',
      'Маргарита Белозерская',
    ];
    const code = encodeResult(
      {
        game: 'score-pad',
        kind: 'score',
        id: '0f8fad5b-d9cb-469f-a165-70867728950e',
        createdAt: Date.UTC(2026, 10, 29, 17),
        updatedAt: Date.UTC(2026, 10, 29, 18),
        title: 'Каркассон',
        seats: names.map((name, i) => ({ name, color: PLAYER_COLORS[i]!, place: i + 1, total: 200 - 17 * i })),
      },
      PLAYER_COLORS,
    );
    const dir = mkdtempSync(join(tmpdir(), 'stolik-result-qr-'));
    const video = join(dir, 'result.y4m');
    qrVideo(code, video);
    const camera = await chromium.launch({
      executablePath: CHROME,
      args: [...E2E_FLAGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
      headless: true,
    });
    try {
      const context = await camera.newContext({ viewport: { width: 360, height: 640 }, locale: 'ru-RU' });
      await context.grantPermissions(['camera']);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await openAddPanel(page);
      expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
      await page.getByTestId('add-result-scan').click();
      await page.getByTestId('add-result-preview').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('add-result-seat').allTextContents()).toEqual(names.map((n, i) => `${i + 1}. ${n}: ${POINTS_RU[i]}`));
      await page.getByTestId('add-result-save').click();
      await page.locator(ROW).filter({ hasText: 'Маргарита Белозерская' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await camera.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
