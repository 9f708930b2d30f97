// @vitest-environment happy-dom
// Notes from earlier sessions: "the offline-ready notice shifts the page 64 px if it appears while a
// rules sheet is open". A notice never takes room in the page's flow (so nothing moves when it
// comes), and the offline notice waits until an open sheet closes. Chromium measures the same
// in test/e2e/notice-over-sheet.e2e.ts.
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/app/App';
import { dismissNotice, onNotices, showNotice, type Notice } from '../../../src/ui/notices';
import { announceOfflineReady } from '../../../src/app/serviceWorker';
import { initI18n } from '../../../src/i18n';
import { getSetting, setSetting } from '../../../src/storage/settings';

let root: HTMLElement;
beforeAll(async () => {
  await initI18n('en');
  // The shell's own style sheets, so computed positions are the ones a browser uses.
  const css = ['src/styles.css', 'src/app/App.css', 'src/app/Notices.css'].map((f) => readFileSync(f, 'utf8')).join('\n');
  document.head.insertAdjacentHTML('beforeend', `<style>${css}</style>`);
  document.body.insertAdjacentHTML('beforeend', '<div id="app"></div>');
  root = document.getElementById('app')!;
  await act(async () => render(<App />, root));
});
afterAll(async () => act(async () => render(null, root)));

/** The nearest ancestor (or itself) taken out of the flow, if any. */
const floating = (el: Element | null): Element | null => {
  for (let e = el; e && e !== root; e = e.parentElement) if (['absolute', 'fixed'].includes(getComputedStyle(e).position)) return e;
  return null;
};

describe('notices take no room in the page', () => {
  it.each<Notice>([
    { id: 'offline-ready', text: 'notices.offlineReady' },
    { id: 'update', text: 'notices.update', params: { count: 0 }, action: { label: 'notices.updateAction', run: () => undefined } },
  ])('$id floats over the page instead of pushing the screen down', async (notice) => {
    await act(async () => showNotice(notice));
    const shown = root.querySelector(`[data-testid=notice-${notice.id}]`);
    expect(shown?.textContent).toMatch(/offline|new version/i);
    expect(floating(shown), 'positioned out of the flow').not.toBeNull();
    await act(async () => dismissNotice(notice.id));
    expect(root.querySelector(`[data-testid=notice-${notice.id}]`)).toBeNull();
  });

  it('the offline notice lies over the top bar (at least its height), not over the screen below it', async () => {
    await act(async () => showNotice({ id: 'offline-ready', text: 'notices.offlineReady' }));
    const box = floating(root.querySelector('[data-testid=notice-offline-ready]'))!;
    expect(box.parentElement?.classList.contains('topbar')).toBe(true);
    const style = getComputedStyle(box);
    expect([style.top, style.left, style.right, style.minHeight]).toEqual(['0px', '0px', '0px', '100%']);
    await act(async () => dismissNotice('offline-ready'));
  });
});

describe('the offline notice waits for an open sheet', () => {
  it('is not shown (nor marked shown) while a dialog is open, and comes once it closes', async () => {
    await setSetting('offlineReadyShown', false);
    const seen: Notice[][] = [];
    const stop = onNotices((n) => seen.push(n));
    const sheet = document.createElement('dialog');
    sheet.setAttribute('open', '');
    document.body.append(sheet);
    const done = announceOfflineReady();
    await new Promise((r) => setTimeout(r, 700));
    expect(seen.at(-1)!.some((n) => n.id === 'offline-ready')).toBe(false);
    expect(await getSetting('offlineReadyShown')).toBe(false);
    sheet.remove();
    await done;
    expect(seen.at(-1)!.map((n) => n.id)).toContain('offline-ready');
    expect(await getSetting('offlineReadyShown')).toBe(true);
    await vi.waitFor(() => expect(root.querySelector('[data-testid=notice-offline-ready]')).not.toBeNull());
    stop();
    dismissNotice('offline-ready');
  });
});
