/** Settings as key/value records, so a new setting needs no schema change. */
import { getDb, write } from './db';

/** Every setting Stolik keeps, with its type. */
export interface Settings {
  lang: 'ru' | 'en';
  theme: 'light' | 'dark' | 'system';
  wakeLock: boolean;
  /** Answer of navigator.storage.persist() the first time it was asked. */
  persisted: boolean;
  persistAsked: boolean;
  offlineReadyShown: boolean;
  lastBackupAt: number;
}

/** Reads one setting, or undefined when never set. */
export async function getSetting<K extends keyof Settings>(key: K): Promise<Settings[K] | undefined> {
  const rec = await (await getDb()).get('settings', key);
  return rec?.value as Settings[K] | undefined;
}

/** Writes one setting; resolves after the commit. */
export async function setSetting<K extends keyof Settings>(key: K, value: Settings[K]): Promise<void> {
  await write((db) => db.put('settings', { key, value }));
}
