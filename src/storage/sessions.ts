/** Sessions (score and play): every change is one awaited write before the UI says "saved". */
import { readTx, writeTx, type WriteTx } from './db';
import { summaryLogKey } from './migrations';
import { askPersistenceOnce } from './persistence';
import { announceSave } from './sessionChannel';
import { StaleSaveError } from './stale';
import { readSession } from './readRecords';
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
  await writeTx(['sessions', 'summaries', 'summaryCache'], async (tx) => {
    const summary = summarize(next);
    const stored = await tx.objectStore('sessions').get(session.id);
    if (stored && stored.rev !== session.rev) throw new StaleSaveError(stored); // writeTx aborts: nothing written
    await putWithSummary(tx, next, summary);
  });
  announceSave({ id: next.id, rev: next.rev });
  void askPersistenceOnce();
  return next;
}

/** One session by id, or undefined. */
export async function getSession(id: string): Promise<SessionRecord | undefined> {
  return readSession(await readTx(['sessions'], (tx) => tx.store.get(id)));
}

/** Every session, newest first (loads every move: History and Home read summaries instead). */
export async function listSessions(): Promise<SessionRecord[]> {
  const all = await readTx(['sessions'], (tx) => tx.store.index('by-updated').getAll());
  return all
    .map(readSession)
    .filter((s) => s !== undefined)
    .reverse();
}

/** Deletes a session (and its summary) and returns it, so the caller can offer undo by saving it back. */
export async function deleteSession(id: string): Promise<SessionRecord | undefined> {
  return writeTx(['sessions', 'summaries', 'summaryCache'], async (tx) => {
    const old = await tx.objectStore('sessions').get(id);
    await tx.objectStore('sessions').delete(id);
    await tx.objectStore('summaries').delete(id);
    await tx.objectStore('summaryCache').put({ key: summaryLogKey(id) });
    return old;
  });
}

/** Puts a deleted session back exactly as it was (undo), with its summary. */
export async function restoreSession(session: SessionRecord): Promise<void> {
  await writeTx(['sessions', 'summaries', 'summaryCache'], (tx) => putWithSummary(tx, session));
  announceSave({ id: session.id, rev: session.rev });
}

/**
 * Adds a session made elsewhere (a guest phone's copy of a table's game, play/tables/guestHistory.ts)
 * unless this phone already has one with its id: nothing is ever written over. Resolves whether it
 * was written.
 */
export async function addSessionIfAbsent(session: SessionRecord): Promise<boolean> {
  const written = await writeTx(['sessions', 'summaries', 'summaryCache'], async (tx) => {
    if (await tx.objectStore('sessions').get(session.id)) return false;
    await putWithSummary(tx, session);
    return true;
  });
  if (written) announceSave({ id: session.id, rev: session.rev });
  return written;
}

/**
 * Writes a session with its summary inside the caller's transaction: History never shows a session
 * other than it is (and Statistics' cache learns it changed, see summaryCache.ts).
 */
async function putWithSummary(tx: WriteTx<['sessions', 'summaries', 'summaryCache']>, session: SessionRecord, summary = summarize(session)): Promise<void> {
  await tx.objectStore('sessions').put(session);
  await tx.objectStore('summaries').put(summary);
  await tx.objectStore('summaryCache').put({ key: summaryLogKey(session.id) });
}

/** A new, unsaved session record with a fresh id. */
export function newSession(fields: Pick<SessionRecord, 'game' | 'kind' | 'title' | 'players' | 'data'>, now = Date.now()): SessionRecord {
  return { id: newId(), createdAt: now, updatedAt: now, finished: false, rev: 0, ...fields };
}

/** Random id for records; collisions across devices matter for backup merges, so 122 bits. */
export function newId(): string {
  return crypto.randomUUID();
}
