// Schema v4 (History's by-seat index, Statistics' summary cache): an old database full of
// sessions upgrades without losing or changing anything a player entered, and the new index
// answers exactly what a full scan answers.
// OWN_PROCESS (vitest.config.ts): fake-indexeddb walking these databases reads globals on every
// key it compares, which a VM context makes slow (the file's CPU 13-17 s there, 9 s in a process).
import { afterEach, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '../../../src/storage/db';
import { DB_VERSION } from '../../../src/storage/migrations';
import { playerKey, seatKeysOf } from '../../../src/storage/playerIds';
import { allSummaries, getSession, listSummaries, saveSession } from '../../../src/storage/sessions';
import { forgetSummaryCache, readSummaryFacts } from '../../../src/storage/summaryCache';
import { getStorageStatus } from '../../../src/storage/status';
import { summarize } from '../../../src/storage/summary';
import type { SessionRecord } from '../../../src/storage/types';
import { V3_PLAYERS, v3Sessions, v3Summary, writeV3Database } from './v3-writer';

afterEach(async () => {
  await closeDb();
  forgetSummaryCache();
  indexedDB.deleteDatabase('stolik');
});

const SESSIONS = v3Sessions(400);
/** Every seat key the history holds (saved players by id, typed names, bot levels). */
const RAW_KEYS = [...new Set(SESSIONS.flatMap((s) => seatKeysOf(summarize(s).seats, 0).map(([k]) => k)))];

/** Every page of a query, following `next`. */
async function pages(q: Parameters<typeof listSummaries>[0]): Promise<string[]> {
  const ids: string[] = [];
  let before = q.before;
  for (let guard = 0; guard < 500; guard++) {
    const page = await listSummaries({ ...q, before });
    ids.push(...page.items.map((s) => s.id));
    if (!page.next) return ids;
    before = page.next;
  }
  throw new Error('no end');
}

const newestFirst = (a: SessionRecord, b: SessionRecord) => b.updatedAt - a.updatedAt || (b.id < a.id ? -1 : 1);

// Each test writes and upgrades a 400-session database: slower than the default 5 s on a busy machine.
describe('schema v4', { timeout: 30_000 }, () => {
  it('upgrades a v3 database of 400 sessions: sessions, players, settings and card values untouched, summaries gain only their seat keys', async () => {
    await writeV3Database('stolik', SESSIONS);
    const db = await getDb();
    expect(db.version).toBe(DB_VERSION);
    expect(DB_VERSION).toBeGreaterThanOrEqual(4); // and every later migration leaves these sessions as they are
    const index = db.transaction('summaries').store.index('by-seat');
    expect(index.multiEntry).toBe(true);
    for (const s of SESSIONS) expect(await getSession(s.id)).toEqual(s);
    expect(await db.getAll('players')).toEqual(V3_PLAYERS);
    expect(await db.getAll('settings')).toEqual([{ key: 'lang', value: 'ru' }]);
    expect(await db.getAll('cardValues')).toEqual([{ key: 'royal-stake/bet/hermit', game: 'royal-stake', value: 3, updatedAt: 7 }]);
    const summaries = await db.getAll('summaries');
    expect(summaries).toHaveLength(SESSIONS.length);
    for (const s of summaries) {
      const session = SESSIONS.find((x) => x.id === s.id)!;
      const { seatKeys, ...rest } = s;
      expect(rest).toEqual(v3Summary(session)); // nothing else changed
      expect(s).toEqual(summarize(session)); // and it is what today's code writes
      expect(seatKeys!.length).toBeGreaterThan(0);
    }
    expect(await db.count('summaryCache')).toBe(0); // filled by the first Statistics screen
  });

  it('the by-seat index answers every seat key exactly as a scan of the sessions does', async () => {
    await writeV3Database('stolik', SESSIONS);
    const db = await getDb();
    for (const key of RAW_KEYS) {
      const found = await db.getAllFromIndex('summaries', 'by-seat', IDBKeyRange.bound([key, -Infinity], [key, Infinity]));
      const want = SESSIONS.filter((s) => summarize(s).seats.some((seat) => seatKeysOf([seat], 0)[0]![0] === key));
      expect(found.map((s) => s.id).sort(), key).toEqual(want.map((s) => s.id).sort());
    }
    expect(RAW_KEYS).toEqual(expect.arrayContaining(['p0', 'p3', 'p4', 'name:mike', 'name:ральф', 'bot:hard']));
  });

  it("History's player filter (through the index, merges followed) equals a full scan, for every player and page size", async () => {
    await writeV3Database('stolik', SESSIONS);
    for (const key of ['p0', 'p1', 'p2', 'p3', 'name:mike', 'name:ральф', 'name:гость', 'bot:easy']) {
      const want = SESSIONS.filter((s) => summarize(s).seats.some((seat) => playerKey(seat, V3_PLAYERS) === key))
        .sort(newestFirst)
        .map((s) => s.id);
      for (const limit of [1, 7, 30, 1000]) expect(await pages({ playerKey: key, limit }), `${key} by ${limit}`).toEqual(want);
      expect(await pages({ playerKey: key, limit: 5, game: 'jackal' })).toEqual(want.filter((id) => SESSIONS.find((s) => s.id === id)!.game === 'jackal'));
    }
    // p0's sessions include those seated as p3 and p4 (merged into p0, p4 through p3); p3 itself has none left.
    expect(await pages({ playerKey: 'p3', limit: 10 })).toEqual([]);
    const p0 = await pages({ playerKey: 'p0', limit: 10 });
    expect(p0.some((id) => SESSIONS.find((s) => s.id === id)!.players.some((p) => p.playerId === 'p4'))).toBe(true);
  });

  it('a save after the upgrade re-keys its summary: the index follows the new time', async () => {
    await writeV3Database('stolik', SESSIONS);
    const old = (await getSession('v3-0001'))!;
    await saveSession(old, 1_800_000_000_000);
    const [first] = (await listSummaries({ playerKey: 'p0', limit: 1 })).items;
    const seated = old.players.some((p) => p.playerId && ['p0', 'p3', 'p4'].includes(p.playerId));
    if (seated) expect(first!.id).toBe('v3-0001');
    expect((await allSummaries())[0]).toMatchObject({ id: 'v3-0001', seatKeys: expect.arrayContaining([expect.arrayContaining([1_800_000_000_000])]) });
  });

  it('Statistics reads the same facts from its cache as from the summaries', async () => {
    await writeV3Database('stolik', SESSIONS);
    const strip = (s: Awaited<ReturnType<typeof allSummaries>>[number]) => {
      const { kind: _k, openAt: _o, seatKeys: _s, seats, ...rest } = s;
      return { ...rest, seats: seats.map(({ color: _c, ...seat }) => seat) };
    };
    const want = (await allSummaries()).map(strip);
    expect(await readSummaryFacts()).toEqual(want); // builds the cache
    forgetSummaryCache();
    expect(await readSummaryFacts()).toEqual(want); // parses it
  });

  it('a tab still on v3 is asked to let go; once it closes, the upgrade runs and nothing is lost', async () => {
    await writeV3Database('stolik', SESSIONS);
    const old = await new Promise<IDBDatabase>((resolve) => {
      const r = indexedDB.open('stolik', 3);
      r.onsuccess = () => resolve(r.result);
    });
    let asked = false;
    // What the v3 build does on versionchange (db.ts `blocking`): close, and tell its user to reload.
    old.onversionchange = () => ((asked = true), old.close());
    const db = await getDb();
    expect(asked).toBe(true);
    expect(db.version).toBe(DB_VERSION);
    expect(getStorageStatus().problem).toBeNull();
    expect(await db.count('sessions')).toBe(SESSIONS.length);
    // The old tab cannot write behind the new index's back: its connection is closed.
    expect(() => old.transaction('sessions', 'readwrite')).toThrow();
  });
});
