/**
 * What the storage layer tells the UI: a problem a person must know about (another tab holds an
 * old version, the disk is full, the browser refuses storage) and the time of the last save.
 * A tiny observable, so the shell shows a banner instead of a blank screen or a silent loss.
 */
export type StorageProblem =
  | 'ERR_STORAGE_UNAVAILABLE' // private mode or storage disabled: nothing can be kept
  | 'ERR_STORAGE_BLOCKED' // another tab keeps an older version open: the upgrade waits
  | 'ERR_STORAGE_OUTDATED' // another tab runs a newer Stolik: this one must reload
  | 'ERR_STORAGE_NEWER' // the database itself is newer than this code: the app must update
  | 'ERR_STORAGE_FULL' // quota exceeded: the last change was NOT saved
  | 'ERR_STORAGE_WRITE'; // any other failed write: the last change was NOT saved

export interface StorageStatus {
  problem: StorageProblem | null;
  lastSavedAt: number | null;
}

let status: StorageStatus = { problem: null, lastSavedAt: null };
const listeners = new Set<(s: StorageStatus) => void>();

/** Current status snapshot. */
export const getStorageStatus = (): StorageStatus => status;

/** Merges a change into the status and tells every listener. */
export function setStorageStatus(patch: Partial<StorageStatus>): void {
  status = { ...status, ...patch };
  for (const l of listeners) l(status);
}

/** Subscribes to status changes; returns the unsubscribe function. */
export function onStorageStatus(listener: (s: StorageStatus) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Maps an IndexedDB failure to the problem a person is shown. */
export function classifyStorageError(err: unknown): StorageProblem {
  const name = (err as { name?: string } | null)?.name ?? '';
  if (name === 'QuotaExceededError') return 'ERR_STORAGE_FULL';
  // VersionError: the stored schema is newer than this build (no other tab needs to be open).
  if (name === 'VersionError') return 'ERR_STORAGE_NEWER';
  if (name === 'InvalidStateError' || name === 'SecurityError' || name === 'UnknownError') return 'ERR_STORAGE_UNAVAILABLE';
  return 'ERR_STORAGE_WRITE';
}
