/**
 * History's player filter and search (loaded with History, never on the home screen's first
 * load). A player's sessions come from the `by-seat` index (v4), so a player seen three times in
 * 5,000 sessions costs three reads, not 5,000; a search reads Statistics' one-record copy of every
 * summary (summaryCache.ts) instead of walking the store.
 */
import { readPlayer, readSummary } from './readRecords';
import type { StolikDb } from './db';
import { playerKey, playerMap, resolvePlayerId, BOT_KEY, NAME_KEY, type PlayerLookup } from './playerIds';
import { readSummaryFacts } from './summaryCache';
import { CHUNK, matcher, newer, walkPage, type SummaryPage, type SummaryQuery, type Walk } from './summaries';
import type { SessionSummary } from './types';

/**
 * The seat keys whose sessions count for statistics key `key`: the key itself and, for a saved
 * player, every player merged into them (at any depth). Inverse of playerKey over `players`.
 */
export function seatKeysFor(key: string, players: PlayerLookup): string[] {
  if (key.startsWith(NAME_KEY) || key.startsWith(BOT_KEY)) return [key];
  const map = playerMap(players);
  return [key, ...[...map.keys()].filter((id) => id !== key && resolvePlayerId(id, map) === key)];
}

/** The `by-seat` walk of one seat key: `exact` when no other filter applies. */
function seatWalk(key: string, exact: boolean): Walk {
  return { index: 'by-seat', key: (t) => [key, t], min: [key, -Infinity], max: [key, Infinity], exact };
}

/**
 * One player's page: the `by-seat` index walked once per seat key that counts for them (merges),
 * then the newest of all. Each walk yields the newest `limit` of its key, so the page is exact.
 * Every summary is still checked against the player's key (and the other filters) as read.
 */
export async function playerPage(db: StolikDb, q: SummaryQuery, limit: number): Promise<SummaryPage> {
  const key = q.playerKey!;
  const players = (await db.getAll('players')).map(readPlayer).filter((p) => p !== undefined);
  const keep = matcher(q, (s) => s.seats.some((seat) => playerKey(seat, players) === key));
  const exact = !q.search?.trim() && q.kind === undefined && q.game === undefined && q.unfinished === undefined;
  const pages = await Promise.all(seatKeysFor(key, players).map((k) => walkPage(db, seatWalk(k, exact), q, keep, limit)));
  if (pages.length === 1) return pages[0]!;
  const byId = new Map(pages.flatMap((p) => p.items).map((s) => [s.id, s]));
  const items = [...byId.values()].sort(newer).slice(0, limit);
  const last = items[items.length - 1];
  return items.length === limit && last ? { items, next: { updatedAt: last.updatedAt, id: last.id } } : { items };
}

/**
 * A search (no index can find part of a name): matched against Statistics' one-record copy of
 * every summary (summaryCache.ts), then the page's summaries are read by id and
 * checked again, so what is shown is what is stored now.
 */
export async function searchPage(db: StolikDb, q: SummaryQuery, limit: number): Promise<SummaryPage> {
  const b = q.before;
  // The copy has no `kind`: that filter is applied to the summaries read back.
  const rough = matcher({ ...q, kind: undefined });
  const keep = matcher(q);
  const found = (await readSummaryFacts()).filter(
    (s) => (!b || s.updatedAt < b.updatedAt || (s.updatedAt === b.updatedAt && s.id < b.id)) && rough(s as SessionSummary),
  );
  const items: SessionSummary[] = [];
  const size = Math.min(CHUNK, Math.ceil(limit));
  for (let i = 0; i < found.length; i += size) {
    const store = db.transaction('summaries').store;
    const batch = await Promise.all(found.slice(i, i + size).map((s) => store.get(s.id)));
    for (const s of batch) {
      if (!s) continue;
      const read = readSummary(s);
      if (!keep(read)) continue;
      items.push(read);
      if (items.length >= limit) return { items, next: { updatedAt: read.updatedAt, id: read.id } };
    }
  }
  return { items };
}
