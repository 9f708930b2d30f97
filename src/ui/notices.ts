/**
 * Short messages: with an action (update waiting, undo) at the bottom of the screen, information
 * only (offline ready) over the top bar (Notices.tsx). A notice stays until dismissed, its
 * timeout, or replaced by one with the same id.
 */
export interface Notice {
  id: string;
  /** Key in common.json; params fill it. */
  text: string;
  params?: Record<string, string | number>;
  action?: { label: string; run: () => void | Promise<void> };
  /** Milliseconds before it goes away by itself; absent = until dismissed. */
  timeout?: number;
}

let notices: Notice[] = [];
const listeners = new Set<(n: Notice[]) => void>();
const emit = () => listeners.forEach((l) => l(notices));

/** Shows a notice, replacing any notice with the same id. */
export function showNotice(n: Notice): void {
  notices = [...notices.filter((x) => x.id !== n.id), n];
  emit();
  if (n.timeout) setTimeout(() => dismissNotice(n.id, n), n.timeout);
}

/** Removes a notice (only that very notice when `which` is given). */
export function dismissNotice(id: string, which?: Notice): void {
  notices = notices.filter((x) => x.id !== id || (which !== undefined && x !== which));
  emit();
}

/** Subscribes to the notice list; returns the unsubscribe function. */
export function onNotices(l: (n: Notice[]) => void): () => void {
  listeners.add(l);
  l(notices);
  return () => listeners.delete(l);
}
