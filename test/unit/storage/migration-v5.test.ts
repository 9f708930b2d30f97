// Schema v5 (issue 22): a game tells History and Statistics about itself through the session's
// `facts`. A database written by v4 code keeps every fact it showed (mode, team places, the King's
// rounds), now in the sessions; anything without such facts stays as it was, byte for byte.
import { openDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import { importBackup } from '../../../src/storage/backup';
import { parseBackup } from '../../../src/storage/backupFormat';
import { closeDb, getDb } from '../../../src/storage/db';
import { DB_VERSION, FACTS_DUE, runMigrations } from '../../../src/storage/migrations';
import { allSummaries, getSession } from '../../../src/storage/sessions';
import { summarize } from '../../../src/storage/summary';
import type { SessionRecord, StolikSchema } from '../../../src/storage/types';

afterEach(async () => {
  await closeDb();
  indexedDB.deleteDatabase('stolik');
});

const seats = (ids: string[]) => ids.map((id) => ({ id, name: id.toUpperCase(), color: '#000000' }));
const base = { title: '', createdAt: 1000, updatedAt: 2000, finished: true, rev: 3 };

/** Sessions as v4 code saved them: the King's rounds of a played game kept in its result. */
const V4_SESSIONS = [
  {
    ...base,
    id: 'play-king',
    game: 'royal-stake',
    kind: 'play',
    players: seats(['a', 'b', 'c']),
    data: { config: { mode: 'i-am-king', players: 3 }, seed: 'x', moves: [], seats: [] },
    result: { totals: { a: 3, b: 2, c: 1 }, ranking: [['a'], ['b'], ['c']], kingRounds: { played: 4, won: 1 } },
  },
  {
    ...base,
    id: 'sheet-team',
    game: 'royal-stake',
    kind: 'score',
    players: seats(['a', 'b', 'c', 'd']),
    data: { mode: 'team', rounds: [] },
    result: {
      totals: { a: 1, b: 1, c: 0, d: 0 },
      ranking: [
        ['a', 'b'],
        ['c', 'd'],
      ],
    },
  },
  {
    ...base,
    id: 'jackal',
    game: 'jackal',
    kind: 'score',
    players: seats(['a', 'b']),
    data: { players: [] },
    result: { totals: { a: 5, b: 4 }, ranking: [['a'], ['b']] },
  },
] as unknown as SessionRecord[];

/** The summaries v4 code wrote for them (its own words: `kingRounds`, the mode read from the input). */
const V4_SUMMARY_FIELDS: Record<string, Record<string, unknown>> = {
  'play-king': { mode: 'i-am-king', competitive: true, kingRounds: { played: 4, won: 1 } },
  'sheet-team': { mode: 'team', competitive: false },
  jackal: { competitive: true },
};

/** A real v4 database: the shipped migrations 1-4, then the records v4 code wrote. */
async function writeV4Database(): Promise<void> {
  const db = await openDB<StolikSchema>('stolik', 4, {
    upgrade: (d, old, _new, tx) => runMigrations(d, old, 4, tx),
  });
  for (const s of V4_SESSIONS) {
    await db.put('sessions', s);
    const { counters: _v5, mode: _m, ...v4 } = summarize(s);
    await db.put('summaries', { ...v4, ...V4_SUMMARY_FIELDS[s.id] } as never);
  }
  db.close();
}

describe("schema v5: the game's facts live in the session", () => {
  it('current code writes v5', () => expect(DB_VERSION).toBe(5));

  it('a v4 database keeps every fact it showed, now in its sessions, and the summaries say them in v5 words', async () => {
    await writeV4Database();
    await getDb();
    const king = await getSession('play-king');
    expect(king?.facts).toEqual({ mode: 'i-am-king', counters: { kingRounds: 4, kingWins: 1 } });
    expect(king?.result).toEqual({ totals: { a: 3, b: 2, c: 1 }, ranking: [['a'], ['b'], ['c']] }); // the count moved out of it
    expect((await getSession('sheet-team'))?.facts).toEqual({ mode: 'team', teams: true });
    expect(await getSession('jackal')).toEqual(V4_SESSIONS[2]); // nothing to say: untouched
    const byId = new Map((await allSummaries()).map((s) => [s.id, s]));
    expect(byId.get('play-king')).toMatchObject({ mode: 'i-am-king', competitive: true, counters: { kingRounds: 4, kingWins: 1 } });
    expect(byId.get('play-king')).not.toHaveProperty('kingRounds');
    expect(byId.get('sheet-team')).toMatchObject({ mode: 'team', competitive: false });
    expect(byId.get('jackal')).toMatchObject({ competitive: true });
    expect(byId.get('jackal')).not.toHaveProperty('mode');
  });

  it('a fill that fails changes nothing and stays due; the next start gives the facts (fillFacts.ts runs after the upgrade, off the first load)', async () => {
    await writeV4Database();
    const update = IDBCursor.prototype.update;
    let refused = 0;
    // The second session's rewrite fails: the first one's must be undone with it.
    IDBCursor.prototype.update = function (this: IDBCursor, ...args: Parameters<IDBCursor['update']>) {
      if (++refused === 2) throw new DOMException('injected', 'DataError');
      return update.apply(this, args);
    };
    try {
      const db = await getDb(); // the app still opens
      expect(db.version).toBe(5);
      expect(await db.getAll('sessions')).toEqual([...V4_SESSIONS].sort((x, y) => (x.id < y.id ? -1 : 1))); // nothing lost, nothing half-written
      expect(await db.get('settings', FACTS_DUE)).toEqual({ key: FACTS_DUE, value: true });
    } finally {
      IDBCursor.prototype.update = update;
    }
    expect(refused).toBe(2);
    await closeDb();
    await getDb();
    expect((await getSession('play-king'))?.facts).toEqual({ mode: 'i-am-king', counters: { kingRounds: 4, kingWins: 1 } });
    expect((await getSession('sheet-team'))?.facts).toEqual({ mode: 'team', teams: true });
    expect(await (await getDb()).get('settings', FACTS_DUE)).toBeUndefined();
    expect(new Map((await allSummaries()).map((s) => [s.id, s])).get('play-king')?.counters).toEqual({ kingRounds: 4, kingWins: 1 });
  });

  it('a backup written before v5 is restored with the same facts', async () => {
    const file = parseBackup(
      JSON.stringify({ format: 'stolik-backup', version: 1, exportedAt: 5000, data: { sessions: V4_SESSIONS, players: [], settings: [], cardValues: [] } }),
    );
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    await importBackup(file.value, 'replace');
    expect((await getSession('play-king'))?.facts).toEqual({ mode: 'i-am-king', counters: { kingRounds: 4, kingWins: 1 } });
    expect((await getSession('sheet-team'))?.facts).toEqual({ mode: 'team', teams: true });
    const byId = new Map((await allSummaries()).map((s) => [s.id, s]));
    expect(byId.get('play-king')?.counters).toEqual({ kingRounds: 4, kingWins: 1 });
  });
});
