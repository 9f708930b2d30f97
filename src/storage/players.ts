/** Saved players: names and colours for quick setup. */
import { getDb, write } from './db';
import { newId } from './sessions';
import type { PlayerRecord } from './types';

/** All saved players, alphabetically. */
export async function listPlayers(): Promise<PlayerRecord[]> {
  const all = await (await getDb()).getAll('players');
  return all.sort((a, b) => a.name.localeCompare(b.name));
}

/** Adds or updates a saved player; resolves after the commit. */
export async function savePlayer(p: Omit<PlayerRecord, 'id' | 'createdAt'> & Partial<PlayerRecord>): Promise<PlayerRecord> {
  const record: PlayerRecord = { id: p.id ?? newId(), createdAt: p.createdAt ?? Date.now(), name: p.name, color: p.color };
  await write((db) => db.put('players', record));
  return record;
}

/** Removes a saved player (sessions keep their own copy of the name). */
export async function deletePlayer(id: string): Promise<void> {
  await write((db) => db.delete('players', id));
}
