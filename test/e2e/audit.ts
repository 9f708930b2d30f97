/**
 * Accessibility checks shared by every e2e file: axe-core violations and touch targets under
 * 44x44 CSS px. axe is injected through the DevTools protocol, so the page's CSP still applies
 * to the app but not to the check.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { countAudit, timed } from './profile';

const axeFile = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const axeSource = readFileSync(axeFile, 'utf8');
/**
 * Where the e2e's app server (fixture.ts) also serves axe, on the app's own origin: the page's CSP
 * (`script-src 'self'`) lets it load as a script, and a renderer that loaded it before (a reused
 * context, contextPool.ts; a reload) compiles it from V8's cache: on the home screen, 0.02-0.05 CPU
 * seconds instead of 0.2 for sending its half megabyte through the DevTools protocol each time.
 */
export const AXE_ON_ORIGIN = { '/__e2e/axe.min.js': axeFile };
const axePath = Object.keys(AXE_ON_ORIGIN)[0]!;

/**
 * Waits until the browser has drawn two more frames: whatever a tap just changed (a state update,
 * its render) is on screen by then. The deterministic wait before checking that a tap changed
 * nothing (a stray tap on a disabled control).
 */
export async function drawn(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Waits until no part of the page says it is still loading (`aria-busy`, as every screen that reads
 * the database marks itself) and the result is drawn: the screen shows what it read, or its error.
 */
export async function loaded(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
  await drawn(page);
}

/**
 * Waits until the screen has settled: a render already queued has been drawn (two animation
 * frames) and no finite CSS animation or transition is running, checked again after each wave
 * (a card that finished arriving may start the next one). A card still fading in or out has a
 * partial opacity that axe reads as low contrast. Endless animations (a spinner) are not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    for (let wave = 0; wave < 20; wave++) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)));
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/** axe-core violations on the current page, one line each, once it has settled. */
export async function axeViolations(page: Page): Promise<string[]> {
  await timed('settle', () => settled(page));
  return axeNow(page);
}

/** axe-core violations on the page as it is now (the caller waited until it settled). */
async function axeNow(page: Page): Promise<string[]> {
  const result = await timed('axe', async () => {
    // Once per document: parsing axe's half megabyte again for every audit of a page cost more
    // than many of the runs themselves. A navigation or reload starts a new document without it.
    // A page whose origin does not serve it (another server, a proxy), or one offline, gets it through the protocol.
    const has = await page.evaluate(
      (src) =>
        'axe' in window ||
        // Offline (a test of airplane mode), a fetch would fail and say so in the console.
        (navigator.onLine &&
          new Promise<boolean>((resolve) => {
            const script = document.createElement('script');
            script.src = src;
            // Gone again before the audit: axe checks the page as the app left it.
            script.onload = () => (script.remove(), resolve(true));
            script.onerror = () => (script.remove(), resolve(false));
            document.head.append(script);
          })),
      axePath,
    );
    if (!has) await page.evaluate(axeSource);
    return page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }
      ).axe;
      return axe.run(document, { resultTypes: ['violations'] });
    });
  });
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/** Interactive elements smaller than 44x44 CSS px (inline links inside prose are exempt). */
export async function smallTargets(page: Page): Promise<string[]> {
  return timed('layout', () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('button, a[href], input, select, summary, [role=button]')]
        .filter((el) => !el.closest('.prose p, .prose li, .prose td') && el.offsetParent !== null && !el.matches('.sr-only, .skip'))
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ el, r }) =>
          el.matches('input[type=radio], input[type=checkbox]')
            ? (el.closest('label')?.getBoundingClientRect().height ?? 0) < 44
            : r.height < 44 || r.width < 44,
        )
        .map(
          ({ el, r }) =>
            `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`,
        ),
    ),
  );
}

/** The page is wider than the phone: the whole screen would pan sideways (only tables may scroll). */
export async function pageOverflow(page: Page): Promise<string[]> {
  const [scroll, screen] = await timed('layout', () => page.evaluate(() => [document.documentElement.scrollWidth, window.screen.width]));
  return scroll > screen ? [`horizontal-overflow: page is ${scroll} px wide on a ${screen} px screen`] : [];
}

/**
 * What a screen's audit depends on, hashed in the page: the whole DOM as markup (structure, text,
 * attributes, classes, inline and <style> CSS, stylesheet links), what was typed into fields
 * (not in the markup), the scroll positions, the focused element, the viewport, the colour scheme
 * asked for, and the language. Two screens with the same key look the same to axe and to the
 * layout checks, so one audit answers for both.
 */
async function screenKey(page: Page): Promise<string> {
  return page.evaluate(() => {
    const fields = [...document.querySelectorAll<HTMLInputElement>('input, textarea, select')].map((el) => `${el.value}|${el.checked ? 1 : 0}`);
    const scrolls = [...document.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.scrollTop || el.scrollLeft)
      .map((el) => `${el.scrollTop},${el.scrollLeft}`);
    const active = document.activeElement;
    const text = [
      document.documentElement.outerHTML,
      fields.join('\u0001'),
      scrolls.join(';'),
      `${scrollX},${scrollY}`,
      active ? `${active.tagName}#${active.id}.${[...(active.parentElement?.children ?? [])].indexOf(active)}` : '',
      `${innerWidth}x${innerHeight}@${devicePixelRatio}`,
      matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
      navigator.language,
    ].join('\u0000');
    // cyrb53, twice with two seeds: 106 bits, so two different screens never share a key in practice.
    const hash = (seed: number) => {
      let h1 = 0xdeadbeef ^ seed;
      let h2 = 0x41c6ce57 ^ seed;
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        h1 = Math.imul(h1 ^ c, 2654435761);
        h2 = Math.imul(h2 ^ c, 1597334677);
      }
      h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
      h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
      return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
    };
    return `${text.length}:${hash(1)}:${hash(2)}`;
  });
}

/** How many audits this worker has really run (not answered from an identical screen). */
export const auditsRun = (): number => (globalThis as { [RUNS]?: number })[RUNS] ?? 0;
const RUNS = Symbol.for('stolik.e2e.auditsRun');

const AUDITED = Symbol.for('stolik.e2e.audited');
/** Screens audited in this worker (vitest.e2e.config.ts keeps the process from file to file): key -> findings. */
const audited: Map<string, string[]> = ((globalThis as { [AUDITED]?: Map<string, string[]> })[AUDITED] ??= new Map());

/** Whether a finite animation or transition is running now (`settled` waits for them). */
const moving = (page: Page): Promise<boolean> =>
  page.evaluate(() =>
    document.getAnimations().some((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity))),
  );

/**
 * All checks; an empty list means the screen passes. A screen identical to one audited before in
 * this worker (`screenKey`: same markup, text, fields, scroll, theme, language) gets that audit's
 * findings again instead of a second run: a game loop that comes back to the same screen is
 * audited once, and a changed screen (another text, another state) is audited anew.
 * STOLIK_E2E_AUDIT_EVERY=1 audits every call.
 *
 * An audit is of one screen: when the screen changed under it (a bot's move drawn meanwhile) or a
 * card was still moving when it ended (a card half faded in reads as low contrast), it looked at
 * no screen a person would stop on, so the page settles and is audited again (up to three times;
 * the last findings stand).
 */
export async function auditScreen(page: Page): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    await timed('settle', () => settled(page));
    const key = process.env.STOLIK_E2E_AUDIT_EVERY ? '' : await timed('key', () => screenKey(page));
    const known = key ? audited.get(key) : undefined;
    countAudit(!!known);
    if (known) return [...known];
    (globalThis as { [RUNS]?: number })[RUNS] = auditsRun() + 1;
    // Settled just above (a second wait for two frames cost every audit ~50 ms for nothing).
    const found = [...(await axeNow(page)), ...(await smallTargets(page)).map((t) => `target-size: ${t}`), ...(await pageOverflow(page))];
    const still = !(await timed('settle', () => moving(page))) && (!key || key === (await timed('key', () => screenKey(page))));
    // Kept only for the screen it was: one that did not change under the audit.
    if (still && key) audited.set(key, found);
    if (still || attempt === 3) return [...found];
  }
}

/** The text of every link and button in the page's main area that the element `testId` lies over. */
export const controlsUnder = (page: Page, testId: string): Promise<(string | undefined)[]> =>
  page.evaluate((id) => {
    const n = document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('main a, main button')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.bottom > n.top && r.top < n.bottom && r.right > n.left && r.left < n.right;
      })
      .map((el) => el.textContent?.trim());
  }, testId);
