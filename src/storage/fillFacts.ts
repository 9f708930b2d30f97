/**
 * Gives the sessions saved before schema v5 the facts v4 showed for them (legacyFacts.ts), after
 * the v5 upgrade marked them due. Loaded only when needed: never on a normal first load.
 */
import type { IDBPDatabase } from 'idb';
import { allOrNothing } from './db';
import { withV5Facts } from './legacyFacts';
import { FACTS_DUE, SUMMARIES_DUE } from './migrations';
import type { StolikSchema } from './types';

/**
 * Rewrites every session as v5 stores it and clears the "due" mark, atomically; marks the
 * summaries due when any session changed. Idempotent: a session that has its facts stays as it is.
 */
export async function fillFacts(db: IDBPDatabase<StolikSchema>): Promise<void> {
  await allOrNothing(db.transaction(['sessions', 'settings'], 'readwrite'), async (tx) => {
    let changed = false;
    let cursor = await tx.objectStore('sessions').openCursor();
    while (cursor) {
      const next = withV5Facts(cursor.value);
      if (next !== cursor.value) {
        await cursor.update(next);
        changed = true;
      }
      cursor = await cursor.continue();
    }
    if (changed) await tx.objectStore('settings').put({ key: SUMMARIES_DUE, value: true });
    await tx.objectStore('settings').delete(FACTS_DUE);
  });
}
