/**
 * Every summary for Statistics, fast. Reading 5,000 summary records costs about half a second on
 * a phone (the cost is per record, not per byte), so store `summaryCache` (v4) keeps them all as
 * ONE JSON record (`data`, with `meta` naming its generation) plus a `log:<id>` entry for every
 * session whose summary changed since. Every writer of `summaries` adds that entry in the same
 * transaction, or clears the store (backup import, rebuild): so the snapshot with the logged
 * summaries read afresh is always exactly the summaries store. Derived data, never exported.
 */
import type { IDBPObjectStore, StoreNames } from 'idb';
import { allOrNothing, getDb, type StolikDb } from './db';
import { summaryLogKey } from './migrations';
import { readSummary } from './readRecords';
import type { SessionSummary as Facts } from '../stats/types';
import type { SessionSummary, StolikSchema } from './types';

const META = 'meta';
const DATA = 'data';
const LOG = IDBKeyRange.bound(summaryLogKey(''), summaryLogKey('\uffff'));
/** Logged changes worth folding into a new snapshot (each costs one small read per Statistics screen). */
const FOLD_AT = 32;

/** The snapshot as last parsed in this page, by generation: screens after the first skip the big read. */
let parsed: { gen: string; list: Facts[] } | undefined;

/** What the statistics read of a summary (History's colours, kind and index keys left out: a smaller snapshot parses faster). */
function facts(stored: SessionSummary): Facts {
  const s = readSummary(stored); // a damaged record never stops Statistics (issue 21)
  const { kind: _kind, openAt: _open, seatKeys: _keys, damaged: _damaged, progress: _progress, seats, ...rest } = s;
  return { ...rest, seats: seats.map(({ color: _color, ...seat }) => seat) };
}

const newest = (a: Facts, b: Facts) => b.updatedAt - a.updatedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
const idOf = (key: IDBValidKey) => String(key).slice(summaryLogKey('').length);

/** The snapshot with the logged sessions replaced by their current summary (or removed, when deleted). */
function merged(list: Facts[], ids: string[], now: (SessionSummary | undefined)[]): Facts[] {
  if (ids.length === 0) return list.slice();
  const byId = new Map(list.map((s) => [s.id, s]));
  ids.forEach((id, i) => {
    const s = now[i];
    if (s) byId.set(id, facts(s));
    else byId.delete(id);
  });
  return [...byId.values()].sort(newest);
}

let pending: Promise<Facts[]> | undefined;

/**
 * The statistics' facts of every summary, newest first (allSummaries() less History's fields),
 * from the snapshot and the log. A call while one is on its way shares it (the screen's loader
 * starts the read alongside the screen's code; the screen then joins it).
 */
export function readSummaryFacts(): Promise<Facts[]> {
  pending ??= read().finally(() => (pending = undefined));
  return pending;
}

async function read(): Promise<Facts[]> {
  const db = await getDb();
  // One read-only transaction, each request awaited in turn (a failure rejects once, heard).
  const { meta, ids, count, known, data, now } = await allOrNothing(db.transaction(['summaryCache', 'summaries']), async (tx) => {
    const cache = tx.objectStore('summaryCache');
    const meta = await cache.get(META);
    const ids = (await cache.getAllKeys(LOG)).map(idOf);
    const count = await tx.objectStore('summaries').count();
    const known = meta?.gen !== undefined && parsed?.gen === meta.gen ? parsed : undefined;
    const data = meta && !known ? await cache.get(DATA) : undefined;
    const now: (SessionSummary | undefined)[] = [];
    for (const id of ids) now.push(await tx.objectStore('summaries').get(id));
    return { meta, ids, count, known, data, now };
  });
  let base = known;
  if (!base && meta?.gen !== undefined && data?.gen === meta.gen && typeof data.json === 'string') {
    try {
      base = parsed = { gen: meta.gen, list: JSON.parse(data.json) as Facts[] };
    } catch {
      // A damaged snapshot is rebuilt from the summaries below.
    }
  }
  if (!base) return snapshot(db);
  const list = merged(base.list, ids, now);
  // A safety net for records written around the app's writers (test seeding, a future writer
  // that forgets the log): a count that disagrees means the snapshot is rebuilt, never shown.
  if (list.length !== count) return snapshot(db);
  if (ids.length >= FOLD_AT) setTimeout(() => void fold(db).catch(() => undefined), 1000);
  return list;
}

// Any read-write transaction that holds the cache store: `put` needs only that store, and naming the
// transaction's exact store list made the type depend on how each compiler infers the list's literal.
type CacheStore = IDBPObjectStore<StolikSchema, ArrayLike<StoreNames<StolikSchema>>, 'summaryCache', 'readwrite'>;

/** Writes a snapshot of `list` with a fresh generation and empties the log (the caller's transaction makes it all or nothing). */
async function put(cache: CacheStore, list: Facts[]): Promise<string> {
  const gen = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const json = JSON.stringify(list); // before the first request: nothing is half-written if it throws
  await cache.delete(LOG);
  await cache.put({ key: DATA, gen, json });
  await cache.put({ key: META, gen });
  return gen;
}

/** Reads every summary the slow way and writes the snapshot, in one transaction (first use, after an import). */
async function snapshot(db: StolikDb): Promise<Facts[]> {
  const done = await allOrNothing(db.transaction(['summaries', 'summaryCache'], 'readwrite'), async (tx) => {
    const list = (await tx.objectStore('summaries').index('by-updated').getAll()).reverse().map(facts);
    return { gen: await put(tx.objectStore('summaryCache'), list), list };
  });
  parsed = done; // only once committed: a failed write leaves the stored snapshot the one to match
  return done.list.slice();
}

/** Folds the log into a new snapshot (in the background, once the log has grown). */
async function fold(db: StolikDb): Promise<void> {
  const done = await allOrNothing(db.transaction(['summaries', 'summaryCache'], 'readwrite'), async (tx) => {
    const cache = tx.objectStore('summaryCache');
    const meta = await cache.get(META);
    const keys = await cache.getAllKeys(LOG);
    const base = parsed;
    if (!meta || !base || base.gen !== meta.gen) return undefined; // another tab folded or cleared it first
    const ids = keys.map(idOf);
    const now: (SessionSummary | undefined)[] = [];
    for (const id of ids) now.push(await tx.objectStore('summaries').get(id));
    const list = merged(base.list, ids, now);
    return { gen: await put(cache, list), list };
  });
  if (done) parsed = done;
}

/** Forgets the parsed snapshot (tests: a new database). */
export function forgetSummaryCache(): void {
  parsed = undefined;
}
