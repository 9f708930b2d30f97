/**
 * Opens the Stolik database once per page and keeps it honest with other tabs: an older tab is
 * asked to let go (and reloads on the user's word), a newer one makes this tab say so.
 */
import { openDB, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import { DB_VERSION, FACTS_DUE, SUMMARIES_DUE, runMigrations } from './migrations';
import { isStale } from './stale';
import { classifyStorageError, setStorageStatus } from './status';
import type { StolikSchema } from './types';

export const DB_NAME = 'stolik';
export type StolikDb = IDBPDatabase<StolikSchema>;

let opening: Promise<StolikDb> | null = null;

/** Opens (and migrates) the database; every repository goes through this. */
export function getDb(name = DB_NAME): Promise<StolikDb> {
  opening ??= open(name).catch((err: unknown) => {
    opening = null; // let a later call retry, e.g. after the other tab closed
    setStorageStatus({ problem: classifyStorageError(err) });
    throw err;
  });
  return opening;
}

async function open(name: string): Promise<StolikDb> {
  if (typeof indexedDB === 'undefined') throw Object.assign(new Error('no IndexedDB'), { name: 'InvalidStateError' });
  const db = await openDB<StolikSchema>(name, DB_VERSION, {
    upgrade(database, oldVersion, newVersion, tx) {
      // A migration that fails part-way aborts the upgrade (idb would commit what ran so far and
      // leave the version bumped): the database stays at the old version and the open fails.
      void allOrNothing(tx, (t) => runMigrations(database, oldVersion, newVersion ?? DB_VERSION, t)).catch(() => undefined);
    },
    // Another tab still has the old schema open: our upgrade waits until it closes.
    blocked() {
      setStorageStatus({ problem: 'ERR_STORAGE_BLOCKED' });
    },
    // A newer tab wants to upgrade: close so it can, and ask this tab to reload.
    blocking() {
      db.close();
      opening = null;
      setStorageStatus({ problem: 'ERR_STORAGE_OUTDATED' });
    },
    terminated() {
      opening = null;
      setStorageStatus({ problem: 'ERR_STORAGE_UNAVAILABLE' });
    },
  });
  await fillDueFacts(db);
  await fillDueSummaries(db);
  setStorageStatus({ problem: null });
  return db;
}

/**
 * After the v5 upgrade marked the sessions due, gives the older ones their facts before anything
 * reads them (and marks the summaries due when any changed, so they are rebuilt next). The filler
 * is its own chunk so the home screen's first load stays small; if it cannot load or its write
 * fails, nothing changed, the mark stays and the next start tries again.
 */
async function fillDueFacts(db: StolikDb): Promise<void> {
  try {
    if (!(await allOrNothing(db.transaction('settings'), (tx) => tx.store.get(FACTS_DUE)))) return;
    const { fillFacts } = await import('./fillFacts');
    await fillFacts(db);
  } catch {
    // History may miss older sessions' modes until the next start; nothing is lost.
  }
}

/**
 * After an upgrade that marked summaries due (v3), builds them before anything reads them. The
 * builder is its own chunk so the home screen's first load stays small; if it cannot load now,
 * the mark stays and the next start tries again (sessions are untouched either way).
 */
async function fillDueSummaries(db: StolikDb): Promise<void> {
  try {
    if (!(await allOrNothing(db.transaction('settings'), (tx) => tx.store.get(SUMMARIES_DUE)))) return;
    const { rebuildSummaries } = await import('./rebuildSummaries');
    await rebuildSummaries(db);
  } catch {
    // History may miss older sessions until the next start; nothing is lost.
  }
}

/** Forgets the open connection (tests, and after a wipe). */
export async function closeDb(): Promise<void> {
  if (!opening) return;
  const db = await opening.catch(() => null);
  db?.close();
  opening = null;
}

/** A read-write transaction over `S`, as `writeTx` hands it to its body. */
export type WriteTx<S extends ArrayLike<StoreNames<StolikSchema>>> = IDBPTransaction<StolikSchema, S, 'readwrite'>;

/**
 * The one way Stolik writes: runs `body` in ONE read-write transaction over `stores` and commits
 * all of it or none of it. A request that throws (synchronously or not) or fails aborts the whole
 * transaction, so the requests before it are undone too, and the failure reaches the caller once
 * (rejected, the banner raised by `write`), never as an unhandled rejection.
 * The body must await only requests of `tx` (any other await lets the transaction commit early)
 * and await each request before the next (an unawaited request would reject unheard on abort).
 */
export function writeTx<const S extends ArrayLike<StoreNames<StolikSchema>>, T>(stores: S, body: (tx: WriteTx<S>) => Promise<T>): Promise<T> {
  return write((db) => allOrNothing(db.transaction(stores, 'readwrite'), body));
}

/** A read-only transaction over `S`, as `readTx` hands it to its body. */
export type ReadTx<S extends ArrayLike<StoreNames<StolikSchema>>> = IDBPTransaction<StolikSchema, S, 'readonly'>;

/** Runs `body` in ONE read-only transaction: a failed request rejects once, its transaction's end heard too. */
export async function readTx<const S extends ArrayLike<StoreNames<StolikSchema>>, T>(stores: S, body: (tx: ReadTx<S>) => Promise<T>): Promise<T> {
  return allOrNothing((await getDb()).transaction(stores, 'readonly'), body);
}

/** Runs `body` in `tx` and waits for the commit; on any failure aborts `tx` and rethrows (see writeTx). */
export async function allOrNothing<X extends { done: Promise<void>; abort(): void }, T>(tx: X, body: (tx: X) => Promise<T>): Promise<T> {
  const done = tx.done;
  done.catch(() => undefined); // awaited below on both paths: never reported as unhandled
  try {
    const result = await body(tx);
    await done;
    return result;
  } catch (err) {
    try {
      tx.abort(); // undoes every request already made in it
    } catch {
      // already aborted (a failed request does that) or finished
    }
    await done.catch(() => undefined);
    throw err;
  }
}

/**
 * Runs a write and reports the outcome: resolves only after the transaction committed, and
 * records a failure for the banner before rethrowing so the caller never says "saved".
 */
export async function write<T>(run: (db: StolikDb) => Promise<T>): Promise<T> {
  try {
    const result = await run(await getDb());
    setStorageStatus({ problem: null, lastSavedAt: Date.now() });
    return result;
  } catch (err) {
    // A stale save is a race with another tab, not a storage failure: the screen rebases.
    if (!isStale(err)) setStorageStatus({ problem: classifyStorageError(err) });
    throw err;
  }
}
