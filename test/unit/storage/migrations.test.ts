import { afterEach, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '../../../src/storage/db';
import { DB_VERSION, FACTS_DUE, SUMMARIES_DUE } from '../../../src/storage/migrations';
import { listPlayers } from '../../../src/storage/players';
import { allSummaries, getSession, listSessions, listUnfinished } from '../../../src/storage/sessions';
import { getSetting } from '../../../src/storage/settings';
import { withV5Facts } from '../../../src/storage/legacyFacts';
import { summarize } from '../../../src/storage/summary';
import type { SessionRecord } from '../../../src/storage/types';
import { writeV1Database } from './v1-writer';
import { V2_SESSIONS, writeV2Database } from './v2-writer';

afterEach(async () => {
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

describe('schema migrations', () => {
  it('current code writes the latest version', () => expect(DB_VERSION).toBe(5));

  it('opens a v1 database written by v1 code and finds every record after migrating', async () => {
    await writeV1Database('stolik');
    const db = await getDb();
    expect(db.version).toBe(DB_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual(['cardValues', 'players', 'sessions', 'settings', 'summaries', 'summaryCache']);
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
    // v3: every session got its summary, through v2's rewrite.
    expect(await allSummaries()).toEqual(sessions.map(summarize));
    expect((await allSummaries())[0]).toMatchObject({ id: 's-active', kind: 'score', finished: false, seats: [{ name: 'Аня' }, { name: 'Boris' }] });
  });

  it("opens a v2 database written by v2 code: summaries for every session, v4's facts moved into the sessions, nothing else changed", async () => {
    await writeV2Database('stolik');
    const db = await getDb();
    expect(db.version).toBe(DB_VERSION);
    expect([...db.transaction('summaries').store.indexNames]).toEqual(['by-game', 'by-open', 'by-seat', 'by-updated']);
    // Sessions are untouched, byte for byte (read as stored: getSession reads damaged ones defensively),
    // but for the facts v4 showed for them (v5, legacyFacts.ts).
    for (const s of V2_SESSIONS) expect(await db.get('sessions', s.id)).toEqual(withV5Facts(s as SessionRecord));
    expect(await db.get('sessions', 's-king')).toEqual({
      ...V2_SESSIONS.find((s) => s.id === 's-king')!,
      facts: { mode: 'i-am-king', counters: { kingRounds: 1, kingWins: 1 } },
    });
    expect((await db.get('sessions', 's-score'))?.facts).toBeUndefined();
    const summaries = await allSummaries();
    expect(summaries.map((s) => s.id)).toEqual(['s-score', 's-king', 's-play', 's-odd']);
    for (const s of summaries) expect(s).toEqual(summarize((await db.get('sessions', s.id)) as SessionRecord));
    const byId = new Map(summaries.map((s) => [s.id, s]));
    expect(byId.get('s-score')).toMatchObject({
      totals: { a: 40, b: 40 },
      ranking: [['a', 'b']],
      competitive: true,
      seats: [{ playerId: 'p1' }, { name: 'Boris' }],
    });
    expect(byId.get('s-play')).toMatchObject({ mode: 'i-am-king', seats: [{ playerId: 'p1' }, { bot: 'easy' }, { bot: 'hard' }] });
    expect(byId.get('s-king')).toMatchObject({ mode: 'i-am-king', counters: { kingRounds: 1, kingWins: 1 } });
    expect(byId.get('s-odd')).toEqual({
      id: 's-odd',
      game: '',
      kind: 'score',
      title: '',
      createdAt: 0,
      updatedAt: 10,
      finished: false,
      seats: [],
      competitive: false,
      openAt: 10,
    });
    expect((await listUnfinished(5)).map((s) => s.id)).toEqual(['s-king', 's-play', 's-odd']);
    expect(await listPlayers()).toEqual([{ id: 'p1', name: 'Аня', color: '#1f6fb2', createdAt: 10 }]);
    expect(await getSetting('lang')).toBe('en');
    // Built once, right after the upgrade: the "due" mark is gone, so the next start does nothing.
    expect(await getSetting(SUMMARIES_DUE as never)).toBeUndefined();
    expect(await getSetting(FACTS_DUE as never)).toBeUndefined();
  });

  it('a fresh install gets the latest schema directly', async () => {
    const db = await getDb();
    expect(db.version).toBe(DB_VERSION);
    expect(await listSessions()).toEqual([]);
    expect(await allSummaries()).toEqual([]);
  });
});
