import { afterEach, describe, expect, it } from 'vitest';
import { closeDb } from '../../../src/storage/db';
import { exportBackup, importBackup, wipeAll } from '../../../src/storage/backup';
import { BACKUP_VERSION, parseBackup } from '../../../src/storage/backupFormat';
import { setCardValue } from '../../../src/storage/cardValues';
import { listPlayers, savePlayer } from '../../../src/storage/players';
import { getSession, listSessions, newSession, saveSession } from '../../../src/storage/sessions';
import { getSetting, setSetting } from '../../../src/storage/settings';

afterEach(async () => {
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

async function seed() {
  const s = await saveSession(
    newSession({
      game: 'score-pad',
      kind: 'score',
      title: 'Pad',
      players: [{ id: 'a', name: 'Аня', color: '#c0392b' }],
      data: { players: [{ id: 'a', rounds: [1] }], lowestWins: false },
    }),
    1000,
  );
  await savePlayer({ name: 'Аня', color: '#c0392b' });
  await setCardValue('royal-stake', 'royal-stake/bet/hermit', 40);
  await setSetting('lang', 'ru');
  await setSetting('persistAsked', true);
  return s;
}

describe('backup', () => {
  it('export, wipe, import (replace) gives back identical data', async () => {
    await seed();
    const before = await exportBackup(5);
    await wipeAll();
    expect(await listSessions()).toEqual([]);
    const parsed = parseBackup(JSON.stringify(before));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    await importBackup(parsed.value, 'replace');
    expect(await exportBackup(5)).toEqual(before);
  });
  it('leaves device-only settings out of the file', async () => {
    await seed();
    const doc = await exportBackup();
    expect(doc.data.settings.map((s) => s.key)).toEqual(['lang']);
  });
  it('merge keeps local data and takes only newer or new records', async () => {
    const s = await seed();
    const doc = await exportBackup();
    await saveSession({ ...s, title: 'changed here later' }, 999_999);
    const other = newSession({ game: 'jackal', kind: 'score', title: 'From file', players: [], data: {} }, 1);
    const file = { ...doc, data: { ...doc.data, sessions: [...doc.data.sessions, { ...other, rev: 1 }] } };
    const report = await importBackup(file, 'merge');
    expect(report.sessions).toBe(1);
    expect((await getSession(s.id))?.title).toBe('changed here later');
    expect((await listSessions()).length).toBe(2);
    expect((await listPlayers()).length).toBe(1); // same id: not duplicated
  });
  it.each([
    ['not JSON', '{oops', 'ERR_BACKUP_NOT_JSON'],
    ['foreign JSON', '{"hello": 1}', 'ERR_BACKUP_FOREIGN'],
    ['a newer version', JSON.stringify({ format: 'stolik-backup', version: BACKUP_VERSION + 1, exportedAt: 0, data: {} }), 'ERR_BACKUP_NEWER'],
    [
      'a broken record',
      JSON.stringify({ format: 'stolik-backup', version: 1, exportedAt: 0, data: { sessions: [{ id: 1 }], players: [], settings: [], cardValues: [] } }),
      'ERR_BACKUP_FIELD',
    ],
  ])('refuses %s with a reason', (_, text, code) => {
    expect(parseBackup(text)).toMatchObject({ ok: false, error: code });
  });
  it('a failing import leaves existing data untouched (one transaction)', async () => {
    const s = await seed();
    const doc = await exportBackup();
    // A record the store cannot hold (no key) makes the transaction abort half-way.
    const bad = {
      ...doc,
      data: {
        ...doc.data,
        sessions: [
          { ...s, title: 'new' },
          { ...s, id: undefined as unknown as string },
        ],
      },
    };
    await expect(importBackup(bad, 'replace')).rejects.toBeTruthy();
    expect((await getSession(s.id))?.title).toBe('Pad');
    expect(await getSetting('lang')).toBe('ru');
  });
});
