/**
 * Saved players: names and colours for quick setup, and who a seat counts for in statistics.
 * Sessions keep the name a seat was played under; renames, merges and deletions change only the
 * saved records, and History/Statistics follow them through `playerId`.
 */
import { clipName, normaliseName, sameNameKey } from '../lib/names';
import { fail, ok, type Result } from '../lib/result';
import { readTx, writeTx } from './db';
import { resolvePlayerId } from './playerIds';
import { readPlayer } from './readRecords';
import { announcePlayers } from './sessionChannel';
import { newId } from './sessions';
import type { PlayerRecord } from './types';

/** Longest saved name (the picker's field allows the same). */
export const MAX_NAME = 40;

/** Saved players still in use (merged ones hidden), alphabetically. */
export async function listPlayers(): Promise<PlayerRecord[]> {
  return (await allPlayers()).filter((p) => p.mergedInto === undefined).sort((a, b) => a.name.localeCompare(b.name));
}

/** Every saved record, merged ones included (statistics resolve seats through them). */
export async function allPlayers(): Promise<PlayerRecord[]> {
  const all = await readTx(['players'], (tx) => tx.store.getAll());
  return all.map(readPlayer).filter((p) => p !== undefined);
}

/** Adds or updates a saved player; resolves after the commit. */
export async function savePlayer(p: Omit<PlayerRecord, 'id' | 'createdAt'> & Partial<PlayerRecord>): Promise<PlayerRecord> {
  const now = Date.now();
  const { damaged: _flag, ...given } = p; // the reader's flag is never stored
  const record: PlayerRecord = { ...given, id: p.id ?? newId(), createdAt: p.createdAt ?? now, name: p.name, color: p.color, updatedAt: now };
  await writeTx(['players'], (tx) => tx.store.put(record));
  announcePlayers();
  return record;
}

/**
 * Saves a name typed at setup as a new player, or returns the saved player who already has that
 * name (case-insensitive), so typing "anna" twice never makes two Annas.
 */
export async function ensurePlayer(name: string, color: string): Promise<PlayerRecord> {
  const now = Date.now();
  return savePlayerOnce({ id: newId(), name: clipName(normaliseName(name), MAX_NAME), color, createdAt: now, updatedAt: now });
}

/**
 * Saves the new player `p` unless a saved player (not merged away) already has its name (any
 * case): then nothing is written and that player is returned. Read and write are one transaction,
 * so two phones' worth of quick typing, or a name typed before the picker had read the list,
 * never makes two players of one name (their games and wins would split between them).
 */
export async function savePlayerOnce(p: PlayerRecord): Promise<PlayerRecord> {
  const kept = await writeTx(['players'], async (tx) => {
    const same = (await tx.store.getAll()).map(readPlayer).find((o) => o !== undefined && o.mergedInto === undefined && sameNameKey(o.name, p.name));
    if (same) return same;
    await tx.store.put(p);
    return p;
  });
  if (kept === p) announcePlayers();
  return kept;
}

/**
 * Changes one saved record inside a single read-write transaction; `change` returns the new
 * record or a refusal code (then nothing is written).
 */
async function update(id: string, change: (p: PlayerRecord, all: PlayerRecord[]) => Result<PlayerRecord>): Promise<Result<PlayerRecord>> {
  const r = await writeTx(['players'], async (tx) => {
    const all = await tx.store.getAll();
    const p = all.find((x) => x.id === id);
    const next = p ? change(p, all) : fail('ERR_PLAYER_MISSING');
    if (next.ok) await tx.store.put(next.value);
    return next;
  });
  // Other tabs' Players screens follow (after the commit, never before).
  if (r.ok) announcePlayers();
  return r;
}

/**
 * Renames a player to the normalised name; refuses an empty one (ERR_PLAYER_NAME_INVISIBLE when
 * only invisible characters were typed) and one another shown player already has (ERR_PLAYER_NAME_*).
 */
export function renamePlayer(id: string, name: string, now = Date.now()): Promise<Result<PlayerRecord>> {
  const n = normaliseName(name);
  if (!n) return Promise.resolve(fail(name.trim() ? 'ERR_PLAYER_NAME_INVISIBLE' : 'ERR_PLAYER_NAME_EMPTY'));
  if (n.length > MAX_NAME) return Promise.resolve(fail('ERR_PLAYER_NAME_LONG', { max: MAX_NAME }));
  return update(id, (p, all) =>
    all.some((o) => o.id !== id && o.mergedInto === undefined && sameNameKey(o.name, n))
      ? fail('ERR_PLAYER_NAME_TAKEN', { name: n })
      : ok({ ...p, name: n, updatedAt: now }),
  );
}

/** Changes a player's colour. */
export function setPlayerColor(id: string, color: string, now = Date.now()): Promise<Result<PlayerRecord>> {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return Promise.resolve(fail('ERR_PLAYER_COLOR'));
  return update(id, (p) => ok({ ...p, color, updatedAt: now }));
}

/**
 * Merges `fromId` into `intoId`: from now on games of either count for `intoId` (merges already
 * pointing at `fromId` follow along). Refuses merging a player into itself (ERR_MERGE_SELF),
 * into a player merged away (ERR_MERGE_INTO_MERGED), or one already merged (ERR_MERGE_ALREADY).
 */
export function mergePlayers(fromId: string, intoId: string, now = Date.now()): Promise<Result<PlayerRecord>> {
  if (fromId === intoId) return Promise.resolve(fail('ERR_MERGE_SELF'));
  return update(fromId, (from, all) => {
    const into = all.find((p) => p.id === intoId);
    if (!into) return fail('ERR_PLAYER_MISSING');
    if (into.mergedInto !== undefined) return fail('ERR_MERGE_INTO_MERGED', { name: into.name });
    if (from.mergedInto !== undefined) return fail('ERR_MERGE_ALREADY', { name: from.name });
    // Refuse a merge that would make a loop (only possible with damaged data).
    if (resolvePlayerId(intoId, all) === fromId) return fail('ERR_MERGE_SELF');
    return ok({ ...from, mergedInto: intoId, updatedAt: now });
  });
}

/** Undoes a merge: the player is listed again and counts for themself. */
export function unmergePlayer(id: string, now = Date.now()): Promise<Result<PlayerRecord>> {
  return update(id, (p) => {
    const { mergedInto: _gone, ...rest } = p;
    return ok({ ...rest, updatedAt: now });
  });
}

/** Whether a stored player is still the one a screen showed: same name, colour, merge and last change. */
const unchanged = (stored: PlayerRecord, seen: PlayerRecord): boolean =>
  stored.name === seen.name && stored.color === seen.color && stored.mergedInto === seen.mergedInto && stored.updatedAt === seen.updatedAt;

/**
 * Removes a saved player (sessions keep their own copy of the name). Players merged into them
 * are released (listed again), so nobody ends up hidden behind a missing record. With `seen`
 * (the record the screen showed), a player changed meanwhile in another tab (renamed, merged
 * into someone: deleting her would take her games back from the survivor) is refused with
 * ERR_PLAYER_CHANGED, and nothing is written.
 */
export async function deletePlayer(id: string, now = Date.now(), seen?: PlayerRecord): Promise<Result<true>> {
  const r = await writeTx(['players'], async (tx): Promise<Result<true>> => {
    const all = await tx.store.getAll();
    const stored = all.find((p) => p.id === id);
    if (seen && !stored) return fail('ERR_PLAYER_MISSING');
    if (seen && stored && !unchanged(stored, seen)) return fail('ERR_PLAYER_CHANGED', { name: seen.name });
    for (const p of all) {
      if (p.mergedInto !== id) continue;
      const { mergedInto: _gone, ...rest } = p;
      await tx.store.put({ ...rest, updatedAt: now });
    }
    await tx.store.delete(id);
    return ok(true as const);
  });
  if (r.ok) announcePlayers();
  return r;
}
