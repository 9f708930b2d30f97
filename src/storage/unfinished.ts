/**
 * How many sessions are unfinished, without reading one: Home and the update notice ask this on
 * the first load, so the summaries' reader (summaries.ts, readRecords.ts) loads only when there
 * is something to list.
 */
import { getDb } from './db';

/** The number of unfinished sessions: one count on the `by-open` index (only unfinished summaries have `openAt`). */
export async function countUnfinished(): Promise<number> {
  return (await getDb()).countFromIndex('summaries', 'by-open');
}
