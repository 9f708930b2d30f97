import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDb, getDb } from '../../../src/storage/db';
import { DB_VERSION } from '../../../src/storage/migrations';
import { getSetting } from '../../../src/storage/settings';
import { newSession, saveSession } from '../../../src/storage/sessions';
import { classifyStorageError, getStorageStatus, setStorageStatus } from '../../../src/storage/status';

afterEach(async () => {
  vi.unstubAllGlobals();
  await closeDb();
  indexedDB.deleteDatabase('stolik');
  setStorageStatus({ problem: null, lastSavedAt: null });
});

describe('storage failures are reported, never silent', () => {
  it('maps browser errors to problems a person is told about', () => {
    expect(classifyStorageError({ name: 'QuotaExceededError' })).toBe('ERR_STORAGE_FULL');
    expect(classifyStorageError({ name: 'VersionError' })).toBe('ERR_STORAGE_NEWER');
    expect(classifyStorageError({ name: 'InvalidStateError' })).toBe('ERR_STORAGE_UNAVAILABLE');
    expect(classifyStorageError(new Error('x'))).toBe('ERR_STORAGE_WRITE');
  });

  it('no IndexedDB (private mode): opening fails with "storage unavailable"', async () => {
    vi.stubGlobal('indexedDB', undefined);
    await expect(getDb()).rejects.toBeTruthy();
    expect(getStorageStatus().problem).toBe('ERR_STORAGE_UNAVAILABLE');
  });

  it('a failed write rejects (so the UI never says "saved") and raises the banner', async () => {
    const bad = newSession({ game: 'score-pad', kind: 'score', title: 'x', players: [], data: { cannotClone: () => 1 } });
    await expect(saveSession(bad)).rejects.toBeTruthy();
    expect(getStorageStatus().problem).toBe('ERR_STORAGE_WRITE');
  });

  it('another tab with an older version open: the upgrade waits and says so', async () => {
    const old = await new Promise<IDBDatabase>((resolve) => {
      const r = indexedDB.open('stolik', 1);
      r.onupgradeneeded = () => r.result.createObjectStore('sessions', { keyPath: 'id' });
      r.onsuccess = () => resolve(r.result);
    });
    // The old tab ignores versionchange (as an old build without a handler would).
    const opening = getDb();
    await vi.waitFor(() => expect(getStorageStatus().problem).toBe('ERR_STORAGE_BLOCKED'));
    old.close(); // the other tab is closed: the upgrade goes through
    await opening;
    expect(getStorageStatus().problem).toBeNull();
  });

  it('a newer version opened elsewhere: this tab lets go and asks for a reload', async () => {
    await getDb();
    const newer = await new Promise<IDBDatabase>((resolve) => {
      const r = indexedDB.open('stolik', 99);
      r.onsuccess = () => resolve(r.result);
    });
    expect(getStorageStatus().problem).toBe('ERR_STORAGE_OUTDATED');
    newer.close();
  });

  it('a database already at a newer version (a newer build ran here): "update the app", not "another tab"', async () => {
    await new Promise<void>((resolve) => {
      const r = indexedDB.open('stolik', DB_VERSION + 1);
      r.onsuccess = () => (r.result.close(), resolve());
    });
    await expect(getDb()).rejects.toMatchObject({ name: 'VersionError' });
    expect(getStorageStatus().problem).toBe('ERR_STORAGE_NEWER');
  });

  it('asks for persistent storage once, on the first save, and remembers the answer', async () => {
    const persist = vi.fn().mockResolvedValue(true);
    vi.stubGlobal('navigator', { storage: { persist } });
    const s = newSession({ game: 'score-pad', kind: 'score', title: 'x', players: [], data: {} });
    const saved = await saveSession(s);
    await vi.waitFor(async () => expect(await getSetting('persisted')).toBe(true));
    await saveSession(saved);
    expect(persist).toHaveBeenCalledTimes(1);
  });
});
