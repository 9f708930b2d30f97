/**
 * Reading session summaries (History, Home, Statistics). Pages walk an index newest first with
 * a cursor and stop at the page size, so the first screen costs the same with 50 or 5,000
 * sessions stored (`by-updated`; `by-open` for unfinished ones; `by-game` for one game; `by-seat`
 * for one player).
 */
import { getDb, type StolikDb } from './db';
import { readSummary } from './readRecords';
import type { SessionSummary } from './types';

/** Where a page ended: pass it back as `before` for the next page. */
export interface SummaryCursor {
  updatedAt: number;
  id: string;
}

/** A page request; every filter given must hold (they are applied while walking). */
export interface SummaryQuery {
  /** Start after this entry (the `next` of the previous page); absent = the newest. */
  before?: SummaryCursor;
  /** Page size (Infinity = to the end). */
  limit: number;
  game?: string;
  kind?: 'score' | 'play';
  /** Only sessions where some seat has this statistics key (see playerIds.playerKey; merges followed). */
  playerKey?: string;
  /** true = only unfinished, false = only finished, absent = both. */
  unfinished?: boolean;
  /** Case-insensitive part of a seat's name or the title (added for History's search). */
  search?: string;
}

/** One page, newest first; `next` is present when the page is full (the following page may still be empty). */
export interface SummaryPage {
  items: SessionSummary[];
  next?: SummaryCursor;
}

/** Records read per step of a scan (one cursor jump and one getAll), far cheaper than a cursor step per record. */
export const CHUNK = 200;

/**
 * A page of summaries, newest first. It reads the index that fits the query (see pick) in chunks
 * of newest-first time ranges and stops once the page is full: a page served by an index costs
 * a few requests at any history size; a player filter walks the `by-seat` index (v4); a search
 * reads Statistics' one-record copy of the summaries; a kind filter alone scans in chunks.
 */
export async function listSummaries(q: SummaryQuery): Promise<SummaryPage> {
  const db = await getDb();
  const limit = Math.max(0, q.limit);
  if (limit === 0) return { items: [] };
  // History's player filter and search live in their own chunk (not on the home screen's first load).
  if (q.playerKey !== undefined || q.search?.trim()) {
    const filters = await import('./summaryFilters');
    return q.playerKey !== undefined ? filters.playerPage(db, q, limit) : filters.searchPage(db, q, limit);
  }
  return walkPage(db, pick(q), q, matcher(q), limit);
}

/** Newest first; equal times by id, highest first (the order of every index walked backwards). */
export const newer = (x: SessionSummary, y: SessionSummary) => y.updatedAt - x.updatedAt || (y.id < x.id ? -1 : y.id > x.id ? 1 : 0);

/** Reads one index newest first, in chunks of time ranges, until `limit` summaries pass `keep`. */
export async function walkPage(db: StolikDb, walk: Walk, q: SummaryQuery, keep: (s: SessionSummary) => boolean, limit: number): Promise<SummaryPage> {
  const chunk = walk.exact ? Math.min(CHUNK, Math.max(1, Math.ceil(limit))) : CHUNK;
  const b = q.before;
  const index = db.transaction('summaries').store.index(walk.index);
  const items: SessionSummary[] = [];
  // Upper end of what is left to read: records at or below `hi` (strictly below when `open`).
  let hi: { key: IDBValidKey; open: boolean } = { key: b ? walk.key(b.updatedAt) : walk.max, open: false };
  for (;;) {
    const top = await index.openCursor(IDBKeyRange.bound(walk.min, hi.key, false, hi.open) as never, 'prev');
    if (!top) return { items };
    const topKey = top.key as IDBValidKey; // read before advancing: the cursor object moves with it
    const edge = await top.advance(chunk);
    const lo = edge?.key as IDBValidKey | undefined;
    // A run of equal times longer than a chunk is read whole, then the walk goes below it.
    const run = lo !== undefined && indexedDB.cmp(lo, topKey) === 0;
    const range = run ? IDBKeyRange.only(lo) : IDBKeyRange.bound(lo ?? walk.min, hi.key, lo !== undefined, hi.open);
    const batch = (await index.getAll(range as never)).map(readSummary).sort(newer);
    for (const s of batch) {
      // Equal times are ordered by id: skip what the previous page already showed.
      if (b && (s.updatedAt > b.updatedAt || (s.updatedAt === b.updatedAt && s.id >= b.id))) continue;
      if (!keep(s)) continue;
      items.push(s);
      if (items.length >= limit) return { items, next: { updatedAt: s.updatedAt, id: s.id } };
    }
    if (lo === undefined) return { items };
    hi = { key: lo, open: run };
  }
}

export type Walk = {
  index: 'by-updated' | 'by-open' | 'by-game' | 'by-seat';
  key: (t: number) => IDBValidKey;
  min: IDBValidKey;
  max: IDBValidKey;
  exact: boolean;
};

/**
 * The index to read: unfinished sessions and one game's sessions have their own (keyed by the
 * same time), so Home and a game filter never read the rest of the history. `exact` when the
 * index alone answers the query (no other filter to apply while reading).
 */
function pick(q: SummaryQuery): Walk {
  const others = q.playerKey !== undefined || !!q.search?.trim() || q.kind !== undefined;
  if (q.unfinished === true) return { index: 'by-open', key: (t) => t, min: -Infinity, max: Infinity, exact: !others && q.game === undefined };
  if (q.game !== undefined) {
    const game = q.game;
    return { index: 'by-game', key: (t) => [game, t], min: [game, -Infinity], max: [game, Infinity], exact: !others && q.unfinished === undefined };
  }
  return { index: 'by-updated', key: (t) => t, min: -Infinity, max: Infinity, exact: !others && q.unfinished === undefined };
}

/** Whether a summary answers the query (`byPlayer`: the player filter, when there is one). */
export function matcher(q: SummaryQuery, byPlayer?: (s: SessionSummary) => boolean): (s: SessionSummary) => boolean {
  const needle = q.search?.trim().toLowerCase();
  return (s) =>
    (q.game === undefined || s.game === q.game) &&
    (q.kind === undefined || s.kind === q.kind) &&
    (q.unfinished === undefined || s.finished !== q.unfinished) &&
    (!byPlayer || byPlayer(s)) &&
    (!needle || s.title.toLowerCase().includes(needle) || s.seats.some((seat) => seat.name.toLowerCase().includes(needle)));
}

/** Unfinished sessions as summaries, newest first (Home passes 5; no limit counts them all). */
export async function listUnfinished(limit = Infinity): Promise<SessionSummary[]> {
  return (await listSummaries({ unfinished: true, limit })).items;
}

/** Every summary, newest first (Statistics: a few hundred bytes each, no game moves). */
export async function allSummaries(): Promise<SessionSummary[]> {
  return (await (await getDb()).getAllFromIndex('summaries', 'by-updated')).map(readSummary).reverse();
}
