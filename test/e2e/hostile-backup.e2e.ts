/**
 * Issue 11 point 4 in a real browser: backups with dates or numbers no screen can show are
 * refused with the field and the reason; a backup at the very edge of what the schema accepts
 * is imported and every screen (Home, History, Backup, Settings, Card values, each session)
 * still renders without reaching the error boundary.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { drawn } from './audit';
import { openSession } from './browser';
import { useAppFixture } from './fixture';

const f = useAppFixture();
const CRASH = 'Something went wrong on this screen';
const EDGE = Date.UTC(2100, 0, 1); // the latest date the schema accepts
const seats = Array.from({ length: 20 }, (_, i) => ({ id: `s${i}`, name: `<b>${'Ж'.repeat(60)}${i}</b>`, color: '#c0392b' }));
const pad = {
  id: 'edge-pad',
  game: 'score-pad',
  kind: 'score',
  title: 'x'.repeat(200),
  players: seats,
  createdAt: 0,
  updatedAt: EDGE,
  finished: false,
  rev: 2 ** 31,
  data: { players: seats.map((s) => ({ id: s.id, rounds: [999999999, -5, 0] })), lowestWins: true },
};
const damaged = {
  ...pad,
  id: 'damaged',
  game: 'royal-stake',
  title: 'damaged',
  players: seats.slice(0, 2),
  updatedAt: EDGE - 1,
  data: { mode: 'standard', players: [{ id: 's0', rulers: 'red' }], rounds: [{ players: { s0: {} } }] },
};
const play = {
  ...pad,
  id: 'edge-play',
  game: 'sly-thieves',
  kind: 'play',
  title: '',
  players: seats.slice(0, 2),
  updatedAt: EDGE - 2,
  data: { config: { nonsense: true }, seed: '', moves: [1, 2, 3], seats: [] },
};
const doc = (patch: Record<string, unknown>, data: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: 'stolik-backup',
    version: 1,
    exportedAt: EDGE,
    ...patch,
    data: {
      sessions: [pad, damaged, play],
      players: [{ id: 'p', name: seats[0]!.name, color: '#c0392b', createdAt: EDGE }],
      settings: [{ key: 'lastBackupAt', value: EDGE }],
      cardValues: [{ key: 'royal-stake/bet/hermit', game: 'royal-stake', value: -999, updatedAt: EDGE }],
      ...data,
    },
  });

async function pick(page: Page, content: string): Promise<void> {
  const path = join(tmpdir(), `hostile-${Date.now()}-${Math.random()}.json`);
  writeFileSync(path, content);
  await page.getByTestId('import-file').setInputFiles(path);
}

describe('hostile backups', () => {
  it('are refused with the field and the reason, or render on every screen', async () => {
    const s = await openSession(f.browser);
    const { page } = s;
    await page.goto(`${f.server.url}#/backup`);
    // A broken file (its date) is refused whole.
    await pick(page, doc({ exportedAt: 8640000000000001 }));
    await page.getByTestId('backup-message').filter({ hasText: '“exportedAt”: a date outside 1970–2100' }).waitFor();
    expect(await page.getByTestId('import-replace').count()).toBe(0);
    // Issue 21: damaged records are mended when that is safe (a change time from the creation
    // time) or listed and left out; the rest of the file can still be restored.
    const partly: Array<[string, string, string]> = [
      [doc({}, { sessions: [{ ...pad, updatedAt: 9000000000000000 }] }), 'file-mended', '“data.sessions.0.updatedAt”, a date outside 1970–2100'],
      [doc({}, { sessions: [{ ...pad, updatedAt: 1e308 }] }), 'file-mended', '“data.sessions.0.updatedAt”, a date outside 1970–2100'],
      [
        doc({}, { settings: [{ key: 'lastBackupAt', value: 'yesterday' }] }),
        'file-left-out',
        'setting “lastBackupAt”: “data.settings.0”, a value of the wrong kind',
      ],
      [
        doc(
          {},
          {
            players: [
              { id: 'p', name: 'A', color: '#c0392b', createdAt: 1 },
              { id: 'p', name: 'B', color: '#c0392b', createdAt: 1 },
            ],
          },
        ),
        'file-left-out',
        'player “B”: “data.players.1”, the same id twice',
      ],
    ];
    for (const [content, list, line] of partly) {
      await pick(page, content);
      await page.getByTestId(list).filter({ hasText: line }).waitFor();
      expect(await page.getByTestId('import-replace').count()).toBe(1);
      expect(await page.getByText(CRASH).count()).toBe(0);
    }

    await pick(page, doc({}));
    await page.getByTestId('import-replace').click();
    await page
      .getByTestId('backup-message')
      .filter({ hasText: /3 sessions/ })
      .waitFor();
    for (const hash of [
      '#/',
      '#/history',
      '#/backup',
      '#/settings',
      '#/card-values',
      '#/players',
      '#/pad/edge-pad',
      '#/game/sly-thieves/play/edge-play',
      '#/game/royal-stake/score/damaged',
    ]) {
      await page.goto(`${f.server.url}${hash}`);
      await page.locator('main h1, main [role=alert]').first().waitFor();
      // What the screen read is drawn (or it crashed): nothing says it is loading any more.
      await page.waitForFunction((crash) => document.body.innerText.includes(crash) || document.querySelector('[aria-busy="true"]') === null, CRASH);
      await drawn(page);
      const crash = await page.locator('main pre').allTextContents();
      expect(await page.getByText(CRASH).count(), `${hash}: ${crash.join(' ')}`).toBe(0);
    }
    expect(s.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
    await s.context.close();
  });
});
