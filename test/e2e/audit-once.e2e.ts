/**
 * The audit answers a screen identical to one audited before from that audit (audit.ts
 * `auditScreen`): this proves that "identical" means identical. A screen revisited unchanged is
 * not audited again; the same screen with other text, another typed value, another theme or
 * language, or a violation slipped in, is audited anew and the violation is caught.
 */
import { describe, expect, it } from 'vitest';
import { auditScreen, auditsRun } from './audit';
import { useAppFixture } from './fixture';
import { openPhone } from './phone';

const f = useAppFixture();

describe('an identical screen is audited once, any change is audited anew', () => {
  it.skipIf(!!process.env.STOLIK_E2E_AUDIT_EVERY)('revisits, changed text, typed values, theme and an injected violation', async () => {
    const s = await openPhone(f.browser);
    const { page } = s;
    const home = async () => {
      await page.goto(f.server.url);
      await page.locator('main h1').first().waitFor();
    };
    await home();
    expect(await auditScreen(page), 'home').toEqual([]);
    const runs = auditsRun();
    // The same screen again, after a reload: answered from the first audit.
    await home();
    expect(await auditScreen(page), 'home again').toEqual([]);
    expect(auditsRun()).toBe(runs);

    // Other text and a button nobody can name (axe: button-name) on the revisited screen: caught.
    await page.evaluate(() => {
      document.querySelector('main h1')!.textContent = 'Another title';
      document.querySelector('main')!.append(document.createElement('button'));
    });
    const found = await auditScreen(page);
    expect(auditsRun()).toBe(runs + 1);
    expect(
      found.some((v) => v.startsWith('button-name:')),
      found.join('\n'),
    ).toBe(true);
    // Asked again unchanged: the same finding, from the stored audit.
    expect(await auditScreen(page)).toEqual(found);
    expect(auditsRun()).toBe(runs + 1);

    // A line too pale to read on the revisited screen: audited anew and caught (axe: color-contrast).
    await home();
    await page.evaluate(() => {
      // Styled through the CSSOM: the app's CSP ignores a style attribute in markup.
      const p = document.createElement('p');
      p.textContent = 'Pale words';
      p.style.color = '#f4f4f4';
      p.style.background = '#fff';
      document.querySelector('main')!.prepend(p);
    });
    const pale = await auditScreen(page);
    expect(
      pale.some((v) => v.startsWith('color-contrast:')),
      pale.join('\n'),
    ).toBe(true);
    expect(auditsRun()).toBe(runs + 2);

    // Another theme: the same markup is audited again.
    await home();
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await auditScreen(page), 'home, dark').toEqual([]);
    expect(auditsRun()).toBe(runs + 3);

    // A value typed into a field (not in the markup) makes another screen too.
    await page.goto(`${f.server.url}#/players`);
    await page.locator('#new-player').waitFor();
    expect(await auditScreen(page), 'players').toEqual([]);
    await page.locator('#new-player').fill('Ольга');
    expect(await auditScreen(page), 'players, a name typed').toEqual([]);
    expect(auditsRun()).toBe(runs + 5);
    await s.context.close();
  });
});
