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
    if ((e.data as { players?: unknown } | null)?.players === true) for (const l of playerListeners) l();
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

const playerListeners = new Set<() => void>();
/** The message that says "saved players changed" (a rename, merge, delete, import). */
const PLAYERS = { players: true };

/** Tells other tabs that saved players changed: their Players screen reads the list again. */
export function announcePlayers(): void {
  try {
    open()?.postMessage(PLAYERS);
  } catch {
    // As for sessions: nobody hears it, the write itself is done.
  }
}

/** Listens to changes of saved players made in other tabs; returns the unsubscribe function. */
export function onPlayersChanged(listener: () => void): () => void {
  open();
  playerListeners.add(listener);
  return () => playerListeners.delete(listener);
}

/** Listens to saves made in other tabs; returns the unsubscribe function. */
export function onSessionSaved(listener: (msg: SessionSaved) => void): () => void {
  open();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
