/** Printed values the user read off their own cards, asked once and kept on the device. */
import { readTx, writeTx } from './db';
import type { CardValueRecord } from './types';

/** All values entered for one game, as the `cardValues` map its scorer takes. */
export async function getCardValues(game: string): Promise<Record<string, number>> {
  const rows = await readTx(['cardValues'], (tx) => tx.store.index('by-game').getAll(game));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Every entered value, for the card-data screen and backups. */
export async function listCardValues(): Promise<CardValueRecord[]> {
  return readTx(['cardValues'], (tx) => tx.store.getAll());
}

/** Saves one value (key like 'royal-stake/bet/hermit'); resolves after the commit. */
export async function setCardValue(game: string, key: string, value: number): Promise<void> {
  await writeTx(['cardValues'], (tx) => tx.store.put({ key, game, value, updatedAt: Date.now() }));
}

/** Forgets a value, so the app asks again. */
export async function deleteCardValue(key: string): Promise<void> {
  await writeTx(['cardValues'], (tx) => tx.store.delete(key));
}
