// Issue 21, point 5: one damaged stored record must not poison a backup. Export checks each record
// against the backup schema, mends what is safe and leaves out the rest, saying which; a file
// with some damaged records restores the others and lists the rest.
import { afterEach, describe, expect, it } from 'vitest';
import { exportBackup, exportChecked, importBackup, wipeAll } from '../../../src/storage/backup';
import { parseBackupRecords } from '../../../src/storage/backupCheck';
import { parseBackup } from '../../../src/storage/backupFormat';
import { closeDb, getDb } from '../../../src/storage/db';
import { savePlayer } from '../../../src/storage/players';
import { getSession, listSessions, newSession, saveSession } from '../../../src/storage/sessions';
import type { SessionRecord } from '../../../src/storage/types';

afterEach(async () => {
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

const good = (id: string, title: string): SessionRecord => ({
  ...newSession({
    game: 'score-pad',
    kind: 'score',
    title,
    players: [{ id: 'a', name: 'Аня', color: '#c0392b' }],
    data: { players: [{ id: 'a', rounds: [5] }], lowestWins: false },
  }),
  id,
  createdAt: 1000,
  updatedAt: 2000,
});

/** The damage the attack stored (written around the app, as a bad import or a hand edit would). */
async function seedDamaged(): Promise<void> {
  await saveSession(good('fine', 'Fine'));
  await savePlayer({ id: 'anna', name: 'Аня', color: '#c0392b' });
  const db = await getDb();
  await db.put('sessions', { ...good('late', 'Not a time'), updatedAt: 'yesterday' as never });
  await db.put('sessions', { ...good('nulls', 'Null seat'), players: [null as never] });
  await db.put('players', { id: 'nameless', color: '#1f6fb2', createdAt: 1 } as never);
  await db.put('players', { id: 'grey', name: 'Вера', color: 'blue', createdAt: 1 });
  await db.put('settings', { key: 'theme', value: 42 });
}

describe('export with damaged stored records', () => {
  it('mends what is safe, leaves out the rest, says which, and the file restores', async () => {
    await seedDamaged();
    const { backup, repaired, left } = await exportChecked(5000);
    expect(repaired.map((n) => [n.list, n.id, n.path])).toEqual([
      ['sessions', 'late', 'updatedAt'],
      ['players', 'grey', 'color'],
    ]);
    expect(left.map((n) => [n.list, n.id, n.label, n.path, n.reason])).toEqual([
      ['sessions', 'nulls', 'Null seat', 'players.0', 'type'],
      ['players', 'nameless', '', 'name', 'type'],
      ['settings', 'theme', '', '-', 'type'],
    ]);
    expect(backup.data.sessions.map((s) => s.id).sort()).toEqual(['fine', 'late']);
    expect(backup.data.sessions.find((s) => s.id === 'late')!.updatedAt).toBe(1000); // its creation time
    // Before issue 21 the file carried the damaged records and the strict reader refused it whole.
    const strict = parseBackup(JSON.stringify(backup));
    expect(strict.ok).toBe(true);
    expect(await exportBackup(5000)).toEqual(backup);
  });
});

describe('import of a partly damaged file', () => {
  it('takes the valid records and lists the damaged ones (field and reason)', async () => {
    await saveSession(good('fine', 'Fine'));
    const doc = await exportBackup(5000);
    const text = JSON.stringify({
      ...doc,
      data: {
        ...doc.data,
        sessions: [...doc.data.sessions, { ...good('bad', 'Broken'), players: 'nobody' }, { ...good('fine', 'Twice') }],
        players: [
          { id: 'p', name: 'Борис', color: '#1f6fb2', createdAt: 1 },
          { id: 'q', color: '#1f6fb2', createdAt: 1 },
        ],
      },
    });
    expect(parseBackup(text).ok).toBe(false); // the strict reader still refuses it as a whole
    const read = parseBackupRecords(text);
    if (!read.ok) throw new Error(read.error);
    expect(read.value.left.map((n) => [n.list, n.index, n.label, n.path, n.reason])).toEqual([
      ['sessions', 1, 'Broken', 'players', 'type'],
      ['sessions', 2, 'Twice', '-', 'duplicate'],
      ['players', 1, '', 'name', 'type'],
    ]);
    await wipeAll();
    const report = await importBackup({ format: 'stolik-backup', version: 1, exportedAt: read.value.exportedAt, data: read.value.data }, 'replace');
    expect(report).toMatchObject({ sessions: 1, players: 1 });
    expect((await listSessions()).map((s) => s.id)).toEqual(['fine']);
    expect((await getSession('fine'))!.title).toBe('Fine');
  });

  it('a file itself broken (format, version, date, lists) is still refused as a whole', () => {
    expect(parseBackupRecords('{').ok).toBe(false);
    expect(parseBackupRecords('{"format":"x"}')).toMatchObject({ ok: false, error: 'ERR_BACKUP_FOREIGN' });
    const head = { format: 'stolik-backup', version: 1, exportedAt: 5, data: { sessions: [], players: [], settings: [], cardValues: [] } };
    expect(parseBackupRecords(JSON.stringify({ ...head, exportedAt: 'x' }))).toMatchObject({ ok: false, params: { path: 'exportedAt' } });
    expect(parseBackupRecords(JSON.stringify({ ...head, data: { ...head.data, players: {} } }))).toMatchObject({ ok: false, params: { path: 'data.players' } });
    expect(parseBackupRecords(JSON.stringify(head)).ok).toBe(true);
  });
});
