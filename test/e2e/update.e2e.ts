import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../scripts/static-server';
import { drawn } from './audit';
import { openSession, waitForServiceWorker } from './browser';
import { createPadSession } from './flows';
import { useAppFixture } from './fixture';
import { BUILD_A, BUILD_B, BUILD_B_ENV } from './paths';

const f = useAppFixture();
// "The next release": the global setup built it beside build A; built here only if it is missing.
beforeAll(() => buildApp(BUILD_B, true, 'e2e-b', BUILD_B_ENV), 300_000);

describe('app update', () => {
  it('shows the update notice, never reloads by itself, and keeps the unfinished session', async () => {
    f.server.setRoot(BUILD_A);
    const s = await openSession(f.browser, { serviceWorker: true });
    const { page } = s;
    await page.goto(f.server.url);
    await waitForServiceWorker(page);
    const padUrl = await createPadSession(page, f.server.url, ['Ира', 'Lev'], 'Unfinished game');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));

    f.server.setRoot(BUILD_B); // the next release goes live
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await page.getByTestId('notice-update').filter({ hasText: 'unfinished session is saved' }).waitFor();
    // The new worker waits for consent: it is installed and not activating by itself, after the
    // app has drawn its notice (a reload could only follow the worker taking over).
    await drawn(page);
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state === 'installed');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
    expect(page.url()).toBe(padUrl);

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Update now' }).click()]);
    await page.getByTestId('total-Ира').filter({ hasText: '12' }).waitFor();
    expect(page.url()).toBe(padUrl);
    await page.goto(`${f.server.url}#/settings`);
    await page.getByText('Version e2e-b').waitFor();
    expect(s.errors).toEqual([]);
    await s.context.close();
    f.server.setRoot(BUILD_A);
  });

  it('after another tab accepted the update, "Update now" here moves this tab to the new build too', async () => {
    f.server.setRoot(BUILD_A);
    const s = await openSession(f.browser, { serviceWorker: true });
    const a = s.page;
    await a.goto(f.server.url);
    await waitForServiceWorker(a);
    const b = await s.context.newPage();
    await b.goto(`${f.server.url}#/settings`);
    await b.getByText('Version e2e-a').waitFor();

    f.server.setRoot(BUILD_B);
    await a.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await a.getByTestId('notice-update').waitFor();
    await b.getByTestId('notice-update').waitFor();
    await b.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
    // The moment tab B could reload by itself: the new worker takes it over when A accepts.
    let bNavigated = 0;
    b.on('framenavigated', (frame) => frame === b.mainFrame() && bNavigated++);
    const bTakenOver = b.evaluate(
      () => new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true })),
    );
    await Promise.all([a.waitForEvent('load'), a.getByRole('button', { name: 'Update now' }).click()]);
    await a.goto(`${f.server.url}#/settings`);
    await a.getByText('Version e2e-b').waitFor();

    // Tab B never reloaded by itself; its "Update now" must still take it to build B.
    await bTakenOver;
    await drawn(b); // the app's own answer to the takeover (a reload, were it wrong) has begun
    expect(await b.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
    expect(bNavigated).toBe(0);
    await b.getByText('Version e2e-a').waitFor();
    await Promise.all([b.waitForEvent('load'), b.getByRole('button', { name: 'Update now' }).click()]);
    await b.getByText('Version e2e-b').waitFor();
    await s.context.close();
    f.server.setRoot(BUILD_A);
  });
});
