/**
 * One migration per schema version, run in order inside the upgrade transaction. A migration
 * never drops a store holding user data; it only adds stores and rewrites records forward.
 * Never edit a shipped migration: add the next version instead (test/unit/storage pins v1).
 */
import type { IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import { seatKeysOf } from './playerIds';
import type { StolikSchema } from './types';

/** Device setting present while summaries must be rebuilt from the sessions (see db.ts). */
export const SUMMARIES_DUE = 'summariesDue';
/** Device setting present while sessions saved before v5 must still get their facts (see db.ts, fillFacts.ts). */
export const FACTS_DUE = 'factsDue';

type UpgradeTx = IDBPTransaction<StolikSchema, StoreNames<StolikSchema>[], 'versionchange'>;
type Migration = (db: IDBPDatabase<StolikSchema>, tx: UpgradeTx) => Promise<void> | void;

/** v1 session shape (0.0.x): `status: 'active' | 'done'`, no `kind`, no `rev`. */
interface SessionV1 {
  id: string;
  game: string;
  title: string;
  players: { id: string; name: string; color: string }[];
  createdAt: number;
  updatedAt: number;
  status: 'active' | 'done';
  data: unknown;
}

export const migrations: Record<number, Migration> = {
  /** v1: sessions, saved players, settings. */
  1(db) {
    // Untyped on purpose: this is the v1 layout, frozen as shipped.
    const raw = db as unknown as IDBDatabase;
    raw.createObjectStore('sessions', { keyPath: 'id' });
    raw.createObjectStore('players', { keyPath: 'id' });
    raw.createObjectStore('settings', { keyPath: 'key' });
  },
  /** v2: printed card values, session indexes, `finished`/`kind`/`rev` instead of `status`. */
  async 2(db, tx) {
    const values = db.createObjectStore('cardValues', { keyPath: 'key' });
    values.createIndex('by-game', 'game');
    const sessions = tx.objectStore('sessions');
    sessions.createIndex('by-updated', 'updatedAt');
    sessions.createIndex('by-game', 'game');
    let cursor = await sessions.openCursor();
    while (cursor) {
      const old = cursor.value as unknown as SessionV1;
      const { status, ...rest } = old;
      await cursor.update({ ...rest, kind: 'score', finished: status === 'done', rev: 1 });
      cursor = await cursor.continue();
    }
  },
  /**
   * v3: `summaries` (one small record per session, for History, Home and Statistics). Filling it
   * needs summary.ts, which stays off the home screen's first load: the migration only marks the
   * store as due, and db.ts fills it from every session right after the upgrade, before any read.
   */
  async 3(db, tx) {
    const summaries = db.createObjectStore('summaries', { keyPath: 'id' });
    summaries.createIndex('by-updated', 'updatedAt');
    summaries.createIndex('by-open', 'openAt');
    summaries.createIndex('by-game', ['game', 'updatedAt']);
    if ((await tx.objectStore('sessions').count()) > 0) await tx.objectStore('settings').put({ key: SUMMARIES_DUE, value: true });
  },
  /**
   * v4: History's `by-seat` index (one player's sessions without reading the rest) and the
   * `summaryCache` store (Statistics reads every summary as one record). Each existing summary
   * gains `seatKeys`, computed from its own seats and time; nothing else in it changes. The cache
   * starts empty: the first Statistics screen fills it.
   */
  async 4(db, tx) {
    db.createObjectStore('summaryCache', { keyPath: 'key' });
    const summaries = tx.objectStore('summaries');
    summaries.createIndex('by-seat', 'seatKeys', { multiEntry: true });
    const all = await summaries.getAll();
    // The same writes as shipped, each heard: a failure aborts the upgrade (db.ts) without
    // leaving the other requests' rejections unhandled.
    const puts: Promise<unknown>[] = [];
    for (const s of all) {
      if (!Array.isArray(s.seats) || s.seats.length === 0) continue;
      const put = summaries.put({ ...s, seatKeys: seatKeysOf(s.seats, s.updatedAt) });
      put.catch(() => undefined);
      puts.push(put);
    }
    await Promise.all(puts);
  },
  /**
   * v5: a game tells History about itself through the session's `facts` (mode, team places, named
   * counters), written by its scorer or engine. Older sessions get the facts v4 derived for them
   * (legacyFacts.ts, frozen) and a played game's `result.kingRounds` moves there. That needs
   * legacyFacts.ts, which stays off the home screen's first load: the migration only marks the
   * sessions as due, and db.ts fills them right after the upgrade, before any read (fillFacts.ts),
   * then rebuilds the summaries when any session changed (as after v3).
   */
  async 5(_db, tx) {
    if ((await tx.objectStore('sessions').count()) > 0) await tx.objectStore('settings').put({ key: FACTS_DUE, value: true });
  },
};

/** Key of the `summaryCache` entry saying session `id`'s summary changed (see summaryCache.ts). */
export const summaryLogKey = (id: string): string => `log:${id}`;

/** The version the current code writes; equals the highest migration. */
export const DB_VERSION = Math.max(...Object.keys(migrations).map(Number));

/** Runs every migration after `oldVersion` up to `newVersion`, in order. */
export async function runMigrations(db: IDBPDatabase<StolikSchema>, oldVersion: number, newVersion: number, tx: UpgradeTx): Promise<void> {
  for (let v = oldVersion + 1; v <= newVersion; v++) {
    const step = migrations[v];
    if (!step) throw new Error(`no migration to schema v${v}`);
    await step(db, tx);
  }
}
