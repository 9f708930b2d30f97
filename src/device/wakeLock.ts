/**
 * Keeps the screen on at the table. The browser drops the lock whenever the page is hidden,
 * so it is asked for again each time the app becomes visible while the setting is on.
 */
let wanted = false;
let sentinel: WakeLockSentinel | null = null;

async function acquire(): Promise<void> {
  if (!wanted || sentinel || document.visibilityState !== 'visible' || !('wakeLock' in navigator)) return;
  try {
    sentinel = await navigator.wakeLock.request('screen');
    sentinel.addEventListener('release', () => (sentinel = null));
  } catch {
    sentinel = null; // battery saver or no permission: the setting stays, we retry on next show
  }
}

document.addEventListener('visibilitychange', () => void acquire());

/** Turns keeping the screen awake on or off. */
export async function setWakeLock(on: boolean): Promise<void> {
  wanted = on;
  if (on) await acquire();
  else await sentinel?.release().catch(() => undefined);
}

/** Whether this browser can keep the screen awake at all. */
export const wakeLockSupported = (): boolean => 'wakeLock' in navigator;
