import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSession } from './browser';
import { openPhone } from './phone';
import { createPadSession, dumpDatabase } from './flows';
import { useAppFixture } from './fixture';
import { shot } from './shots';

const f = useAppFixture();

async function exportFile(page: Page, url: string): Promise<string> {
  await page.goto(`${url}#/backup`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()]);
  const path = join(tmpdir(), `stolik-e2e-${Date.now()}.json`);
  await download.saveAs(path);
  await page.getByTestId('last-backup').filter({ hasText: 'Last backup' }).waitFor();
  return path;
}

async function wipeDatabase(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.deleteDatabase('stolik');
        req.onsuccess = () => resolve();
        req.onerror = () => reject(req.error);
      }),
  );
}

const withoutDeviceSettings = (d: Record<string, unknown[]>) => ({
  ...d,
  settings: (d.settings as { key: string }[]).filter((s) => !['persisted', 'persistAsked', 'offlineReadyShown', 'lastBackupAt'].includes(s.key)),
});

describe('backup', () => {
  it('export, wipe, import gives back identical data', async () => {
    const s = await openSession(f.browser);
    await createPadSession(s.page, f.server.url);
    await s.page.goto(`${f.server.url}#/players`);
    await s.page.locator('#new-player').fill('Зоя');
    await s.page.getByRole('button', { name: 'Save player' }).click();
    await s.page.getByTestId('player-name').filter({ hasText: 'Зоя' }).waitFor();
    const file = await exportFile(s.page, f.server.url);
    const before = withoutDeviceSettings(await dumpDatabase(s.page));
    await wipeDatabase(s.page);
    await s.page.reload();
    await s.page.goto(`${f.server.url}#/history`);
    await s.page.getByText('No sessions yet').waitFor();
    await s.page.goto(`${f.server.url}#/backup`);
    await s.page.getByTestId('import-file').setInputFiles(file);
    await s.page.getByTestId('import-replace').click();
    await s.page.getByTestId('backup-message').filter({ hasText: 'Restored' }).waitFor();
    expect(withoutDeviceSettings(await dumpDatabase(s.page))).toEqual(before);
    await s.context.close();
  });

  it('a corrupted or foreign file is refused with a reason and leaves data intact', async () => {
    const s = await openSession(f.browser);
    await createPadSession(s.page, f.server.url);
    const good = await exportFile(s.page, f.server.url);
    const before = await dumpDatabase(s.page);
    const text = readFileSync(good, 'utf8');
    const cases: Array<[string, string]> = [
      [text.slice(0, text.length / 2), 'not even valid JSON'],
      ['{"some":"other app"}', 'not made by Stolik'],
      [text.replace('"version": 1', '"version": 99'), 'newer Stolik'],
    ];
    for (const [content, reason] of cases) {
      const path = join(tmpdir(), `broken-${Date.now()}.json`);
      writeFileSync(path, content);
      await s.page.getByTestId('import-file').setInputFiles(path);
      await s.page.getByTestId('backup-message').filter({ hasText: reason }).waitFor();
      expect(await s.page.getByTestId('import-replace').count()).toBe(0);
    }
    expect(await dumpDatabase(s.page)).toEqual(before);
    await s.context.close();
  });
  it('issue 21: a file with a damaged record offers the readable ones, lists the damaged one, and restores the rest', async () => {
    const s = await openSession(f.browser);
    await createPadSession(s.page, f.server.url);
    const good = await exportFile(s.page, f.server.url);
    const doc = JSON.parse(readFileSync(good, 'utf8')) as { data: { sessions: Array<Record<string, unknown>> } };
    const broken = { ...doc.data.sessions[0]!, id: 'broken', title: 'Broken', players: 'nobody' };
    doc.data.sessions.push(broken);
    const path = join(tmpdir(), `partly-${Date.now()}.json`);
    writeFileSync(path, JSON.stringify(doc));
    await s.page.getByTestId('import-file').setInputFiles(path);
    await s.page.getByTestId('file-left-out').filter({ hasText: 'session “Broken”: “data.sessions.1.players”, a value of the wrong kind' }).waitFor();
    await shot(s.page, 'i21-backup-partly-en', { fullPage: true });
    // The list at phone width, in Russian and dark: no sideways scroll.
    const ru = await openPhone(f.browser, { locale: 'ru-RU', dark: true });
    await ru.page.goto(`${f.server.url}#/backup`);
    await ru.page.getByTestId('import-file').setInputFiles(path);
    await ru.page.getByTestId('file-left-out').filter({ hasText: '«data.sessions.1.players»' }).waitFor();
    expect(await ru.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot(ru.page, 'i21-backup-partly-ru-dark', { fullPage: true });
    await ru.context.close();
    await s.page.getByTestId('import-replace').click();
    await s.page.getByTestId('backup-message').filter({ hasText: 'Restored: 1 session' }).waitFor();
    await s.context.close();
  });
});
