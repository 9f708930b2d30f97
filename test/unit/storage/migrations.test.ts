import { afterEach, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '../../../src/storage/db';
import { DB_VERSION } from '../../../src/storage/migrations';
import { listPlayers } from '../../../src/storage/players';
import { getSession, listSessions } from '../../../src/storage/sessions';
import { getSetting } from '../../../src/storage/settings';
import { writeV1Database } from './v1-writer';

afterEach(async () => {
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

describe('schema migrations', () => {
  it('current code writes the latest version', () => expect(DB_VERSION).toBe(2));

  it('opens a v1 database written by v1 code and finds every record after migrating', async () => {
    await writeV1Database('stolik');
    const db = await getDb();
    expect(db.version).toBe(DB_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual(['cardValues', 'players', 'sessions', 'settings']);
    const sessions = await listSessions();
    expect(sessions.map((s) => s.id)).toEqual(['s-active', 's-done']); // newest first via the new index
    expect(await getSession('s-active')).toMatchObject({
      finished: false,
      kind: 'score',
      rev: 1,
      title: 'Carcassonne',
      players: [{ name: 'Аня' }, { name: 'Boris' }],
    });
    expect(await getSession('s-done')).toMatchObject({ finished: true, kind: 'score', data: { players: [{ id: 'c', tiles: { '1': 4 } }] } });
    expect((await getSession('s-active'))?.data).toEqual({
      players: [
        { id: 'a', rounds: [3, 4] },
        { id: 'b', rounds: [5] },
      ],
      lowestWins: false,
    });
    expect(await getSession('s-active')).not.toHaveProperty('status');
    expect(await listPlayers()).toEqual([{ id: 'p1', name: 'Аня', color: '#1f6fb2', createdAt: 10 }]);
    expect(await getSetting('lang')).toBe('ru');
  });

  it('a fresh install gets the latest schema directly', async () => {
    const db = await getDb();
    expect(db.version).toBe(DB_VERSION);
    expect(await listSessions()).toEqual([]);
  });
});
