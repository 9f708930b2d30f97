/**
 * Tabs tell each other about session saves, so an open sheet or table follows edits made in
 * another tab instead of finding out only when its own save is refused as stale.
 */
const CHANNEL = 'stolik-sessions';

/** What a tab posts after a session save or restore committed. */
export interface SessionSaved {
  id: string;
  rev: number;
}

let channel: BroadcastChannel | null | undefined;
const listeners = new Set<(msg: SessionSaved) => void>();

function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  channel?.addEventListener('message', (e: MessageEvent) => {
    const msg = e.data as Partial<SessionSaved> | null;
    if (typeof msg?.id !== 'string' || typeof msg.rev !== 'number') return;
    for (const l of listeners) l({ id: msg.id, rev: msg.rev });
  });
  return channel;
}

/** Tells other tabs that session `id` now has revision `rev`. */
export function announceSave(msg: SessionSaved): void {
  try {
    open()?.postMessage(msg);
  } catch {
    // A closed channel (page unloading) only means nobody hears it; the save itself is done.
  }
}

/** Listens to saves made in other tabs; returns the unsubscribe function. */
export function onSessionSaved(listener: (msg: SessionSaved) => void): () => void {
  open();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
