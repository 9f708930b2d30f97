/**
 * Opens the Stolik database once per page and keeps it honest with other tabs: an older tab is
 * asked to let go (and reloads on the user's word), a newer one makes this tab say so.
 */
import { openDB, type IDBPDatabase } from 'idb';
import { DB_VERSION, SUMMARIES_DUE, runMigrations } from './migrations';
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
    async upgrade(database, oldVersion, newVersion, tx) {
      await runMigrations(database, oldVersion, newVersion ?? DB_VERSION, tx);
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
  await fillDueSummaries(db);
  setStorageStatus({ problem: null });
  return db;
}

/**
 * After an upgrade that marked summaries due (v3), builds them before anything reads them. The
 * builder is its own chunk so the home screen's first load stays small; if it cannot load now,
 * the mark stays and the next start tries again (sessions are untouched either way).
 */
async function fillDueSummaries(db: StolikDb): Promise<void> {
  try {
    if (!(await db.get('settings', SUMMARIES_DUE))) return;
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
