// Issue 11 points 4 and 8: the backup schema bounds every number, date, text and list to what
// the app can show, and names the reason for each refusal.
import { afterEach, describe, expect, it } from 'vitest';
import { importBackup } from '../../../src/storage/backup';
import { BACKUP_FORMAT, parseBackup } from '../../../src/storage/backupFormat';
import { closeDb, getDb } from '../../../src/storage/db';
import { listPlayers } from '../../../src/storage/players';
import { getSetting } from '../../../src/storage/settings';
import { formatDate } from '../../../src/screens/format';

afterEach(async () => {
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

const T = Date.UTC(2026, 0, 1);
const seat = { id: 'a', name: 'Аня', color: '#c0392b' };
const session = {
  id: 's1',
  game: 'score-pad',
  kind: 'score',
  title: '',
  players: [seat],
  createdAt: T,
  updatedAt: T,
  finished: false,
  rev: 1,
  data: { players: [{ id: 'a', rounds: [1] }], lowestWins: false },
};
const file = (patch: Record<string, unknown> = {}, data: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: BACKUP_FORMAT,
    version: 1,
    exportedAt: T,
    ...patch,
    data: { sessions: [session], players: [], settings: [], cardValues: [], ...data },
  });

describe('backup bounds', () => {
  it('a valid file passes', () => expect(parseBackup(file()).ok).toBe(true));

  it.each([
    ['exportedAt beyond the Date range', file({ exportedAt: 8640000000000001 }), 'exportedAt', 'date'],
    ['updatedAt 9e15', file({}, { sessions: [{ ...session, updatedAt: 9e15 }] }), 'data.sessions.0.updatedAt', 'date'],
    ['updatedAt 1e308', file({}, { sessions: [{ ...session, updatedAt: 1e308 }] }), 'data.sessions.0.updatedAt', 'date'],
    ['createdAt in 2200', file({}, { sessions: [{ ...session, createdAt: Date.UTC(2200, 0, 1) }] }), 'data.sessions.0.createdAt', 'date'],
    ['a negative rev', file({}, { sessions: [{ ...session, rev: -1 }] }), 'data.sessions.0.rev', 'number'],
    ['a rev beyond 2^31', file({}, { sessions: [{ ...session, rev: 2 ** 40 }] }), 'data.sessions.0.rev', 'number'],
    [
      'a total of 1e300',
      file({}, { sessions: [{ ...session, result: { totals: { a: 1e300 }, ranking: [['a']] } }] }),
      'data.sessions.0.result.totals.a',
      'number',
    ],
    ['a title of 201 characters', file({}, { sessions: [{ ...session, title: 'x'.repeat(201) }] }), 'data.sessions.0.title', 'text'],
    [
      '21 seats',
      file({}, { sessions: [{ ...session, players: Array.from({ length: 21 }, (_, i) => ({ ...seat, id: `p${i}` })) }] }),
      'data.sessions.0.players',
      'list',
    ],
    ['game data of 2 MB', file({}, { sessions: [{ ...session, data: 'x'.repeat(2_000_000) }] }), 'data.sessions.0.data', 'size'],
    ['lastBackupAt "yesterday"', file({}, { settings: [{ key: 'lastBackupAt', value: 'yesterday' }] }), 'data.settings.0', 'type'],
    ['lastBackupAt 9e15', file({}, { settings: [{ key: 'lastBackupAt', value: 9e15 }] }), 'data.settings.0', 'type'],
    [
      'a card value of 10^6',
      file({}, { cardValues: [{ key: 'royal-stake/x', game: 'royal-stake', value: 1e6, updatedAt: T }] }),
      'data.cardValues.0.value',
      'number',
    ],
    [
      'a player id twice',
      file(
        {},
        {
          players: [
            { id: 'p', name: 'A', color: '#c0392b', createdAt: T },
            { id: 'p', name: 'B', color: '#c0392b', createdAt: T },
          ],
        },
      ),
      'data.players.1',
      'duplicate',
    ],
    ['a session id twice', file({}, { sessions: [session, session] }), 'data.sessions.1', 'duplicate'],
  ])('refuses %s, naming the field and the reason', (_, text, path, reason) => {
    expect(parseBackup(text)).toMatchObject({ ok: false, error: 'ERR_BACKUP_FIELD', params: { path, reason } });
  });

  it('a replace-import reports exactly what it stored', async () => {
    const parsed = parseBackup(
      file(
        {},
        {
          players: [
            { id: 'p', name: 'A', color: '#c0392b', createdAt: T },
            { id: 'q', name: 'B', color: '#c0392b', createdAt: T },
          ],
        },
      ),
    );
    if (!parsed.ok) throw new Error(parsed.error);
    const report = await importBackup(parsed.value, 'replace');
    expect(report.players).toBe((await listPlayers()).length);
  });

  it('a damaged setting already in the database reads as "not set" (the Backup screen never sees it)', async () => {
    const db = await getDb();
    await db.put('settings', { key: 'lastBackupAt', value: 'yesterday' });
    expect(await getSetting('lastBackupAt')).toBeUndefined();
    await db.put('settings', { key: 'lastBackupAt', value: 9e15 });
    expect(await getSetting('lastBackupAt')).toBeUndefined();
    await db.put('settings', { key: 'lastBackupAt', value: T });
    expect(await getSetting('lastBackupAt')).toBe(T);
  });

  it('formatDate never throws, whatever a record holds', () => {
    for (const ms of [9e15, 1e308, NaN, -Infinity, 'yesterday' as unknown as number]) expect(formatDate(ms, 'ru')).toBe('?');
    expect(formatDate(T, 'en')).toContain('2026');
  });
});
