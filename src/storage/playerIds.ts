/**
 * Who a seat "is" for statistics (pure: no IndexedDB). A saved player merged into another counts
 * for the survivor; a one-off name counts by its spelling; a bot counts by its level, whatever
 * the language it was named in.
 */
import type { PlayerRecord, SummarySeat } from './types';

/** Saved players as a list (from listPlayers/allPlayers) or already indexed by id. */
export type PlayerLookup = readonly PlayerRecord[] | ReadonlyMap<string, PlayerRecord>;

const indexes = new WeakMap<readonly PlayerRecord[], ReadonlyMap<string, PlayerRecord>>();

/** Players by id (cached per array, so calling it once per seat stays cheap). */
export function playerMap(players: PlayerLookup): ReadonlyMap<string, PlayerRecord> {
  if (!Array.isArray(players)) return players as ReadonlyMap<string, PlayerRecord>;
  const list = players as readonly PlayerRecord[];
  let map = indexes.get(list);
  if (!map) {
    map = new Map(list.map((p) => [p.id, p]));
    indexes.set(list, map);
  }
  return map;
}

/**
 * The id a player's games count for: follows `mergedInto` to the end of the chain. A link to a
 * player that no longer exists ends the chain where it is; a cycle (only a damaged backup can
 * make one) resolves to the id asked about, so every member of it still counts as itself.
 */
export function resolvePlayerId(id: string, players: PlayerLookup): string {
  const map = playerMap(players);
  const seen = new Set<string>([id]);
  let current = id;
  for (;;) {
    const next = map.get(current)?.mergedInto;
    if (next === undefined || !map.has(next)) return current;
    if (seen.has(next)) return id;
    seen.add(next);
    current = next;
  }
}

/** Key prefix of a one-off name (never a saved player id: those are UUIDs). */
export const NAME_KEY = 'name:';
/** Key prefix of a bot seat. */
export const BOT_KEY = 'bot:';

/**
 * A stable key for statistics: `bot:<level>` for a bot seat, else the resolved saved-player id,
 * else `name:<trimmed lower-case name>` for a name typed once.
 */
export function playerKey(seat: Pick<SummarySeat, 'name' | 'playerId' | 'bot'>, players: PlayerLookup): string {
  if (seat.bot) return BOT_KEY + seat.bot;
  if (seat.playerId) return resolvePlayerId(seat.playerId, players);
  return NAME_KEY + seat.name.trim().toLowerCase();
}

/**
 * A seat's key before merges are followed (a saved player's own id, else as playerKey), paired
 * with the session's time: the entries of the summaries' `by-seat` index (v4), so History finds
 * one player's sessions, newest first, without reading the others. One entry per key.
 */
export function seatKeysOf(seats: readonly Pick<SummarySeat, 'name' | 'playerId' | 'bot'>[], updatedAt: number): Array<[string, number]> {
  const keys = new Set(seats.map((seat) => (seat.bot ? BOT_KEY + seat.bot : seat.playerId || NAME_KEY + seat.name.trim().toLowerCase())));
  return [...keys].map((key) => [key, updatedAt]);
}

// "Is this name taken?" compares lib/names.ts's nameKey (normalised, case-folded): imported by the
// screens that ask, so the normaliser stays off the first load (this file is on it, via summary.ts).
