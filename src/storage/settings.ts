/** Settings as key/value records, so a new setting needs no schema change. */
import { readTx, writeTx } from './db';
import { isValidSetting } from './settingValues';

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
  /** Card games: a tapped card is lifted and a second tap plays it (unset: on until a game ends). */
  playConfirm: boolean;
  /** Card games: how long a finished trick stays on the table (ms; a tap moves on sooner). */
  trickPauseMs: number;
  /** Short vibrations on your turn and on a trick or tile won. */
  haptics: boolean;
}

/** Reads one setting, or undefined when never set. */
export async function getSetting<K extends keyof Settings>(key: K): Promise<Settings[K] | undefined> {
  const rec = await readTx(['settings'], (tx) => tx.store.get(key));
  // A damaged value (a bad import, a hand edit) reads as "not set" rather than crash a screen.
  return rec && isValidSetting(key, rec.value) ? (rec.value as Settings[K]) : undefined;
}

/** Writes one setting; resolves after the commit. */
export async function setSetting<K extends keyof Settings>(key: K, value: Settings[K]): Promise<void> {
  await writeTx(['settings'], (tx) => tx.store.put({ key, value }));
}
