/**
 * Every write is all or nothing (issue 21, point 4). For every write path, a failure is injected at
 * every request it makes, once thrown synchronously (as a DataError or DataCloneError does) and once
 * failing asynchronously (the browser aborts the transaction: quota, I/O). Each time the database must
 * be exactly as before (and the caller told it failed) or exactly as after (and the caller told it
 * worked), and no rejection may go unheard.
 */
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportBackup, importBackup, wipeAll } from '../../../src/storage/backup';
import { deleteCardValue, setCardValue } from '../../../src/storage/cardValues';
import { closeDb, getDb } from '../../../src/storage/db';
import { DB_VERSION, FACTS_DUE } from '../../../src/storage/migrations';
import { askPersistenceOnce } from '../../../src/storage/persistence';
import { deletePlayer, ensurePlayer, mergePlayers, renamePlayer, savePlayer, setPlayerColor, unmergePlayer } from '../../../src/storage/players';
import { fillFacts } from '../../../src/storage/fillFacts';
import { rebuildSummaries } from '../../../src/storage/rebuildSummaries';
import { deleteSession, newSession, restoreSession, saveSession } from '../../../src/storage/sessions';
import { setSetting } from '../../../src/storage/settings';
import { forgetSummaryCache, readSummaryFacts } from '../../../src/storage/summaryCache';
import { setStorageStatus } from '../../../src/storage/status';
import type { SessionRecord } from '../../../src/storage/types';
import { v3Sessions, writeV3Database } from './v3-writer';

// ---- failure injection: every IndexedDB request passes through here ----------------------------
type Mode = 'throw' | 'fail';
let counting = false;
let made = 0;
let armed: { at: number; mode: Mode } | null = null;

type Requester = Record<string, (...args: unknown[]) => unknown>;
const txOf = (x: { transaction?: IDBTransaction; objectStore?: IDBObjectStore; request?: IDBRequest }): IDBTransaction =>
  (x.transaction ?? x.objectStore?.transaction ?? x.request?.transaction)!;
const REQUESTS: Array<[object, string[]]> = [
  [IDBObjectStore.prototype, ['put', 'add', 'delete', 'clear', 'get', 'getAll', 'getAllKeys', 'getKey', 'count', 'openCursor', 'openKeyCursor']],
  [IDBIndex.prototype, ['get', 'getAll', 'getAllKeys', 'getKey', 'count', 'openCursor', 'openKeyCursor']],
  // Patched before idb first looks at them (it remembers the cursor methods by identity).
  [IDBCursor.prototype, ['continue', 'advance', 'update', 'delete']],
];
for (const [proto, names] of REQUESTS) {
  for (const name of names) {
    const original = (proto as Requester)[name]!;
    (proto as Requester)[name] = function (this: never, ...args: unknown[]) {
      if (counting) {
        const i = made++;
        if (armed?.at === i) {
          if (armed.mode === 'throw') throw new DOMException(`injected at request ${i}`, 'DataError');
          const request = original.apply(this, args);
          txOf(this).abort(); // the request (and its transaction) fail a moment later
          return request;
        }
      }
      return original.apply(this, args);
    };
  }
}

// ---- a database to write into ------------------------------------------------------------------
let ids = 0;
const STORES = ['sessions', 'summaries', 'summaryCache', 'players', 'settings', 'cardValues'] as const;

/** Everything stored, as text (Statistics' snapshot generation is random: named by its role). */
async function dump(): Promise<string> {
  const db = await getDb();
  const out: Record<string, unknown> = {};
  for (const s of STORES) out[s] = await db.getAll(s);
  return JSON.stringify(out).replace(/"gen":"[^"]*"/g, '"gen":"G"');
}

async function reset(): Promise<void> {
  await closeDb();
  await new Promise((resolve) => (indexedDB.deleteDatabase('stolik').onsuccess = resolve));
  forgetSummaryCache();
  setStorageStatus({ problem: null, lastSavedAt: null });
  ids = 0;
}

interface World {
  names: string[];
  results: number[];
  finished: boolean;
}
const pad = (w: World, i: number): SessionRecord => ({
  ...newSession({
    game: 'score-pad',
    kind: 'score',
    title: `Pad ${i}`,
    players: w.names.map((name, j) => ({ id: `s${j}`, name, color: '#c0392b', playerId: `p${j}` })),
    data: { players: w.names.map((_, j) => ({ id: `s${j}`, rounds: [w.results[j] ?? 0] })), lowestWins: false },
  }),
  id: `session-${i}`,
  finished: w.finished,
});

/** Two sessions, the players (p1 merged into p0), a setting, a card value and Statistics' snapshot. */
async function seed(w: World): Promise<void> {
  for (const i of [0, 1]) await saveSession(pad(w, i));
  for (const [j, name] of w.names.entries()) await savePlayer({ id: `p${j}`, name, color: '#1f6fb2' });
  await mergePlayers('p1', 'p0');
  await setSetting('lang', 'ru');
  await setCardValue('royal-stake', 'royal-stake/bet/hermit', 40);
  await readSummaryFacts();
}

const saved = async (id: string) => (await (await getDb()).get('sessions', id))!;
/**
 * Each write path the app has, as the screens call it: what it needs read first (not counted),
 * then the write itself.
 */
type Path = (w: World) => Promise<() => Promise<unknown>>;
const PATHS: Record<string, Path> = {
  'session create (setup Start)': async (w) => () => saveSession(pad(w, 7)),
  'session save (a typed value)': async (w) => {
    const s = await saved('session-0');
    return () => saveSession({ ...s, data: { players: [{ id: 's0', rounds: [w.results[0]! + 1] }] } });
  },
  'session finish': async () => {
    const s = await saved('session-0');
    return () => saveSession({ ...s, finished: true });
  },
  'session reopen': async () => {
    const s = await saved('session-1');
    return () => saveSession({ ...s, finished: false });
  },
  'session save from a stale tab (refused)': async () => {
    const s = await saved('session-0');
    return () => saveSession({ ...s, rev: 0 });
  },
  'session delete (History)': async () => () => deleteSession('session-1'),
  'session restore (History undo)': async (w) => () => restoreSession({ ...pad(w, 9), rev: 3 }),
  'player add (Players, picker)': async () => () => savePlayer({ name: 'Новый', color: '#27ae60' }),
  'player save over an existing one': async (w) => () => savePlayer({ id: 'p0', name: `${w.names[0]}!`, color: '#27ae60', createdAt: 1 }),
  'player from a typed name (play setup)': async () => () => ensurePlayer('Незнакомец', '#27ae60'),
  'player rename': async () => () => renamePlayer('p0', 'Другое имя'),
  'player colour': async () => () => setPlayerColor('p0', '#000000'),
  'player merge': async () => () => mergePlayers('p2', 'p0'),
  'player unmerge': async () => () => unmergePlayer('p1'),
  'player delete (releasing who was merged into them)': async () => () => deletePlayer('p0'),
  setting: async () => () => setSetting('theme', 'dark'),
  'card value set': async () => () => setCardValue('royal-stake', 'royal-stake/bet/fox', 12),
  'card value delete': async () => () => deleteCardValue('royal-stake/bet/hermit'),
  'backup import (merge)': async (w) => {
    const file = await fileOf(w);
    return () => importBackup(file, 'merge');
  },
  'backup import (replace)': async (w) => {
    const file = await fileOf(w);
    return () => importBackup(file, 'replace');
  },
  'erase everything': async () => () => wipeAll(),
  'facts fill (after the v5 upgrade)': async (w) => {
    const db = await getDb();
    // A Royal Stake sheet as v4 saved it: no facts, its mode in the input (legacyFacts.ts).
    await db.put('sessions', { ...pad(w, 5), game: 'royal-stake', data: { mode: 'team', rounds: [] } } as SessionRecord);
    await db.put('settings', { key: FACTS_DUE, value: true });
    return () => fillFacts(db);
  },
  'summaries rebuild (after an upgrade)': async () => async () => rebuildSummaries(await getDb()),
  "Statistics' snapshot (first read after a change)": async () => {
    await (await getDb()).delete('summaryCache', 'meta'); // the next read writes a new one
    forgetSummaryCache();
    return () => readSummaryFacts();
  },
};

/** A backup file: this database with one session changed later and one new. */
async function fileOf(w: World) {
  const doc = await exportBackup(5);
  doc.data.sessions[0] = { ...doc.data.sessions[0]!, updatedAt: doc.data.sessions[0]!.updatedAt + 10, title: 'From the file' };
  doc.data.sessions.push({ ...pad(w, 8), rev: 1 });
  doc.data.players.push({ id: 'p9', name: 'Из файла', color: '#8e44ad', createdAt: 1 });
  return doc;
}

const worlds = fc.record({
  names: fc.uniqueArray(fc.constantFrom('Аня', 'Boris', 'Вера', 'Гриша', 'Ёжик', 'Zoë'), { minLength: 3, maxLength: 5 }),
  results: fc.array(fc.integer({ min: -50, max: 200 }), { minLength: 5, maxLength: 5 }),
  finished: fc.boolean(),
});

const unheard: unknown[] = [];
const listen = (reason: unknown) => unheard.push(reason);
beforeAll(async () => {
  process.on('unhandledRejection', listen);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_700_000_000_000);
  vi.spyOn(crypto, 'randomUUID').mockImplementation(() => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`);
  await askPersistenceOnce(); // asked once per page: keep it out of the writes below
});
afterAll(() => {
  process.off('unhandledRejection', listen);
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterEach(reset);

/** Runs `path` with no failure; returns what it did and how many requests it made. */
async function clean(w: World, path: Path) {
  await reset();
  await seed(w);
  const write = await path(w);
  const before = await dump();
  counting = true;
  made = 0;
  const outcome = await write().then(
    () => 'ok',
    () => 'failed',
  );
  counting = false;
  return { before, after: await dump(), outcome, requests: made };
}

const covered: string[] = [];
afterAll(() => console.info(`all-or-nothing: ${covered.length} write paths covered: ${covered.join('; ')}`));

describe('every write is all or nothing', () => {
  for (const [name, path] of Object.entries(PATHS)) {
    it(`${name}: a failure at any request leaves the database exactly before (and says so) or exactly after`, async () => {
      await fc.assert(
        fc.asyncProperty(worlds, async (w) => {
          const { before, after, outcome, requests } = await clean(w, path);
          expect(requests).toBeGreaterThan(0);
          for (let at = 0; at < requests; at++) {
            for (const mode of ['throw', 'fail'] as const) {
              await reset();
              await seed(w);
              const write = await path(w);
              counting = true;
              made = 0;
              armed = { at, mode };
              const failed = await write().then(
                () => false,
                () => true,
              );
              counting = false;
              armed = null;
              // Let any rejection nobody listens to surface before looking.
              await new Promise((resolve) => setTimeout(resolve, 0));
              const now = await dump();
              const where = `${mode} at request ${at + 1} of ${requests}`;
              if (failed) expect(now, `${where}: said "not saved", so nothing may have changed`).toBe(before);
              else expect(now, `${where}: said "saved", so all of it must be there`).toBe(outcome === 'ok' ? after : before);
              expect(unheard.splice(0).map(String), `${where}: no unhandled rejection`).toEqual([]);
            }
          }
        }),
        { numRuns: 3 },
      );
      covered.push(name);
    });
  }
});

/** The sessions in a raw dump's text. */
const sessionsOf = (text: string): unknown => (JSON.parse(text) as { sessions: unknown }).sessions;

/** Every store of the database as it is on disk, whatever its version (no upgrade). */
async function rawDump(): Promise<{ version: number; text: string }> {
  const db = await new Promise<IDBDatabase>((resolve) => (indexedDB.open('stolik').onsuccess = (e) => resolve((e.target as IDBOpenDBRequest).result)));
  const out: Record<string, unknown> = {};
  for (const name of [...db.objectStoreNames]) {
    const tx = db.transaction(name);
    out[name] = await new Promise((resolve) => (tx.objectStore(name).getAll().onsuccess = (e) => resolve((e.target as IDBRequest).result)));
  }
  db.close();
  return { version: db.version, text: JSON.stringify(out) };
}

describe('a schema upgrade is all or nothing', () => {
  it('v3 to the current version with a failure at any request: the database stays v3 exactly as it was (and the open fails), or is fully upgraded, or upgraded with the facts fill still due and completed by the next start', async () => {
    const sessions = v3Sessions(6);
    await reset();
    await writeV3Database('stolik', sessions);
    const before = await rawDump();
    counting = true;
    made = 0;
    await getDb();
    counting = false;
    const requests = made;
    await closeDb();
    const after = await rawDump();
    let retried = 0;
    expect(after.version).toBe(DB_VERSION);
    expect(requests).toBeGreaterThan(1);
    for (let at = 0; at < requests; at++) {
      for (const mode of ['throw', 'fail'] as const) {
        await reset();
        await writeV3Database('stolik', sessions);
        counting = true;
        made = 0;
        armed = { at, mode };
        const failed = await getDb().then(
          () => false,
          () => true,
        );
        counting = false;
        armed = null;
        await closeDb();
        await new Promise((resolve) => setTimeout(resolve, 0));
        const where = `${mode} at request ${at + 1} of ${requests}`;
        const now = await rawDump();
        if (failed || now.text === after.text) expect(now, where).toEqual(failed ? before : after);
        else {
          // The v5 facts fill runs after the upgrade (fillFacts.ts, off the first load): when it
          // fails, the sessions are exactly as v3 left them and the mark stays; the next start completes it.
          expect(now.version, where).toBe(DB_VERSION);
          expect(sessionsOf(now.text), `${where}: the sessions untouched`).toEqual(sessionsOf(before.text));
          expect(now.text, `${where}: still due`).toContain(`{"key":"${FACTS_DUE}","value":true}`);
          await getDb();
          await closeDb();
          expect(await rawDump(), `${where}, then a start without failure`).toEqual(after);
          retried++;
        }
        expect(unheard.splice(0).map(String), `${where}: no unhandled rejection`).toEqual([]);
      }
    }
    expect(retried, 'some failures fell in the facts fill').toBeGreaterThan(0);
    covered.push(`schema upgrade v3 to v${DB_VERSION}`);
  });
});
