/**
 * Persistent storage keeps the browser from evicting a table's history under pressure (and, on
 * iOS, installing the app does the same). We ask once, on the first save, and remember the answer.
 */
import { getSetting, setSetting } from './settings';

let asking: Promise<void> | null = null;

/** Asks navigator.storage.persist() the first time anything is saved; never asks twice. */
export function askPersistenceOnce(): Promise<void> {
  asking ??= (async () => {
    if (await getSetting('persistAsked')) return;
    const granted = (await navigator.storage?.persist?.().catch(() => false)) ?? false;
    await setSetting('persistAsked', true);
    await setSetting('persisted', granted);
  })().catch(() => undefined);
  return asking;
}

/** What the settings screen shows: granted or not, and how much is used of the quota. */
export async function storageReport(): Promise<{ persisted: boolean; usage?: number; quota?: number }> {
  const persisted = (await navigator.storage?.persisted?.().catch(() => false)) ?? false;
  const est = await navigator.storage?.estimate?.().catch(() => undefined);
  return { persisted, usage: est?.usage, quota: est?.quota };
}
