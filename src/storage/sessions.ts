/** Sessions (score and play): every change is one awaited write before the UI says "saved". */
import { getDb, write } from './db';
import { summaryLogKey } from './migrations';
import { askPersistenceOnce } from './persistence';
import { announceSave } from './sessionChannel';
import { StaleSaveError } from './stale';
import { summarize } from './summary';
import type { SessionRecord } from './types';

// Reading summaries lives in summaries.ts (small, on the home screen's path); kept here for callers.
export { allSummaries, listSummaries, listUnfinished, type SummaryCursor, type SummaryPage, type SummaryQuery } from './summaries';

/**
 * Saves a session made from revision `session.rev`, bumping its revision and time; resolves after
 * the commit. Read, compare and write run in ONE read-write transaction: when another tab saved
 * in between, nothing is written and it rejects with `StaleSaveError` carrying the newer record.
 * (A session deleted elsewhere is written back: keeping an entry beats losing it.)
 */
export async function saveSession(session: SessionRecord, now = Date.now()): Promise<SessionRecord> {
  const next: SessionRecord = { ...session, updatedAt: now, rev: session.rev + 1 };
  await write(async (db) => {
    const tx = db.transaction(['sessions', 'summaries', 'summaryCache'], 'readwrite');
    const stored = await tx.objectStore('sessions').get(session.id);
    if (stored && stored.rev !== session.rev) {
      tx.abort();
      await tx.done.catch(() => undefined);
      throw new StaleSaveError(stored);
    }
    // The summary goes in the same transaction: History never shows a session other than it is
    // (and Statistics' cache learns it changed, see summaryCache.ts).
    await Promise.all([
      tx.objectStore('sessions').put(next),
      tx.objectStore('summaries').put(summarize(next)),
      tx.objectStore('summaryCache').put({ key: summaryLogKey(next.id) }),
    ]);
    await tx.done;
  });
  announceSave({ id: next.id, rev: next.rev });
  void askPersistenceOnce();
  return next;
}

/** One session by id, or undefined. */
export async function getSession(id: string): Promise<SessionRecord | undefined> {
  return (await getDb()).get('sessions', id);
}

/** Every session, newest first (loads every move: History and Home read summaries instead). */
export async function listSessions(): Promise<SessionRecord[]> {
  const all = await (await getDb()).getAllFromIndex('sessions', 'by-updated');
  return all.reverse();
}

/** Deletes a session (and its summary) and returns it, so the caller can offer undo by saving it back. */
export async function deleteSession(id: string): Promise<SessionRecord | undefined> {
  return write(async (db) => {
    const tx = db.transaction(['sessions', 'summaries', 'summaryCache'], 'readwrite');
    const old = await tx.objectStore('sessions').get(id);
    await Promise.all([
      tx.objectStore('sessions').delete(id),
      tx.objectStore('summaries').delete(id),
      tx.objectStore('summaryCache').put({ key: summaryLogKey(id) }),
    ]);
    await tx.done;
    return old;
  });
}

/** Puts a deleted session back exactly as it was (undo), with its summary. */
export async function restoreSession(session: SessionRecord): Promise<void> {
  await write(async (db) => {
    const tx = db.transaction(['sessions', 'summaries', 'summaryCache'], 'readwrite');
    await Promise.all([
      tx.objectStore('sessions').put(session),
      tx.objectStore('summaries').put(summarize(session)),
      tx.objectStore('summaryCache').put({ key: summaryLogKey(session.id) }),
    ]);
    await tx.done;
  });
  announceSave({ id: session.id, rev: session.rev });
}

/** A new, unsaved session record with a fresh id. */
export function newSession(fields: Pick<SessionRecord, 'game' | 'kind' | 'title' | 'players' | 'data'>, now = Date.now()): SessionRecord {
  return { id: newId(), createdAt: now, updatedAt: now, finished: false, rev: 0, ...fields };
}

/** Random id for records; collisions across devices matter for backup merges, so 122 bits. */
export function newId(): string {
  return crypto.randomUUID();
}
