/** Sessions (score and play): every change is one awaited write before the UI says "saved". */
import { getDb, write } from './db';
import { askPersistenceOnce } from './persistence';
import { announceSave } from './sessionChannel';
import { StaleSaveError } from './stale';
import type { SessionRecord } from './types';

/**
 * Saves a session made from revision `session.rev`, bumping its revision and time; resolves after
 * the commit. Read, compare and write run in ONE read-write transaction: when another tab saved
 * in between, nothing is written and it rejects with `StaleSaveError` carrying the newer record.
 * (A session deleted elsewhere is written back: keeping an entry beats losing it.)
 */
export async function saveSession(session: SessionRecord, now = Date.now()): Promise<SessionRecord> {
  const next: SessionRecord = { ...session, updatedAt: now, rev: session.rev + 1 };
  await write(async (db) => {
    const tx = db.transaction('sessions', 'readwrite');
    const stored = await tx.store.get(session.id);
    if (stored && stored.rev !== session.rev) {
      tx.abort();
      await tx.done.catch(() => undefined);
      throw new StaleSaveError(stored);
    }
    await tx.store.put(next);
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

/** Every session, newest first. */
export async function listSessions(): Promise<SessionRecord[]> {
  const all = await (await getDb()).getAllFromIndex('sessions', 'by-updated');
  return all.reverse();
}

/** Unfinished sessions, newest first: the home screen's "continue" list. */
export async function listUnfinished(): Promise<SessionRecord[]> {
  return (await listSessions()).filter((s) => !s.finished);
}

/** Deletes a session and returns it, so the caller can offer undo by saving it back. */
export async function deleteSession(id: string): Promise<SessionRecord | undefined> {
  return write(async (db) => {
    const tx = db.transaction('sessions', 'readwrite');
    const old = await tx.store.get(id);
    await tx.store.delete(id);
    await tx.done;
    return old;
  });
}

/** Puts a deleted session back exactly as it was (undo). */
export async function restoreSession(session: SessionRecord): Promise<void> {
  await write((db) => db.put('sessions', session));
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
