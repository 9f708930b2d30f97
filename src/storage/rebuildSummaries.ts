/**
 * Rebuilds every session's summary in one transaction (after the v3 upgrade, and whenever a
 * future summary change marks them due). Loaded only when needed: never on a normal first load.
 */
import type { IDBPDatabase } from 'idb';
import { allOrNothing } from './db';
import { SUMMARIES_DUE } from './migrations';
import { summarize } from './summary';
import type { StolikSchema } from './types';

/** Replaces all summaries by summarize(session) for every session, and clears the "due" mark and Statistics' cache, atomically. */
export async function rebuildSummaries(db: IDBPDatabase<StolikSchema>): Promise<void> {
  await allOrNothing(db.transaction(['sessions', 'summaries', 'settings', 'summaryCache'], 'readwrite'), async (tx) => {
    const summaries = tx.objectStore('summaries');
    await summaries.clear();
    await tx.objectStore('summaryCache').clear(); // derived from the summaries: rebuilt on its next read
    let cursor = await tx.objectStore('sessions').openCursor();
    while (cursor) {
      await summaries.put(summarize(cursor.value));
      cursor = await cursor.continue();
    }
    await tx.objectStore('settings').delete(SUMMARIES_DUE);
  });
}
