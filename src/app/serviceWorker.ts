/**
 * Service worker life cycle, loaded after the first paint. The new worker waits until the user
 * agrees (registerType 'prompt'): the page never reloads by itself, so an unfinished session is
 * never interrupted; and every change is already in IndexedDB when the user does agree.
 */
import { Workbox } from 'workbox-window';
import { getSetting, setSetting } from '../storage/settings';
import { countUnfinished } from '../storage/unfinished';
import { showNotice } from '../ui/notices';

/** Registers ./sw.js (relative, so it works under any sub-path) and wires the notices. */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('./sw.js', { scope: './' });
  let weAskedToReload = false;
  // Another tab accepted the update: the new worker already controls this page, only the page
  // itself is old. "Update now" here must then reload; there is nothing left to skip waiting.
  let newControllerActive = false;

  wb.addEventListener('installed', (e) => {
    if (!e.isUpdate) void announceOfflineReady();
  });
  wb.addEventListener(
    'waiting',
    () =>
      void offerUpdate(
        wb,
        () => (weAskedToReload = true),
        () => newControllerActive,
      ),
  );
  // Reload only when THIS tab accepted; another tab's consent must not reload us mid-game.
  wb.addEventListener('controlling', (e) => {
    if (!e.isUpdate) return;
    if (weAskedToReload) location.reload();
    else newControllerActive = true;
  });
  await wb.register();
}

/**
 * Resolves once no sheet (a modal dialog) is open. A notice under a sheet's backdrop can be
 * neither read nor dismissed, and its few seconds would run out unseen; it waits for the sheet.
 */
async function sheetsClosed(): Promise<void> {
  while (document.querySelector('dialog[open]')) await new Promise((r) => setTimeout(r, 500));
}

/** Says once per install that the app now works offline (after any open sheet closes). */
export async function announceOfflineReady(): Promise<void> {
  if (await getSetting('offlineReadyShown').catch(() => false)) return;
  await sheetsClosed();
  // Short: it sits over the bottom of the screen (a table's hand, a sheet's next button) while shown.
  showNotice({ id: 'offline-ready', text: 'notices.offlineReady', timeout: 4000 });
  await setSetting('offlineReadyShown', true).catch(() => undefined);
}

async function offerUpdate(wb: Workbox, accept: () => void, alreadyActive: () => boolean): Promise<void> {
  const unfinished = await countUnfinished().catch(() => 0);
  showNotice({
    id: 'update',
    text: unfinished ? 'notices.updateUnfinished' : 'notices.update',
    params: { count: unfinished },
    action: {
      label: 'notices.updateAction',
      run: async () => {
        const waiting = (await navigator.serviceWorker.getRegistration().catch(() => undefined))?.waiting;
        if (alreadyActive() || !waiting) return location.reload();
        accept();
        wb.messageSkipWaiting();
      },
    },
  });
}
