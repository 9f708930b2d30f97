/**
 * Accessibility checks shared by every e2e file: axe-core violations and touch targets under
 * 44x44 CSS px. axe is injected through the DevTools protocol, so the page's CSP still applies
 * to the app but not to the check.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

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

/** axe-core violations on the current page, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  await settled(page);
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }
    ).axe;
    return axe.run(document, { resultTypes: ['violations'] });
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
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a[href], input, select, summary, [role=button]')]
      .filter((el) => !el.closest('.prose p, .prose li, .prose td') && el.offsetParent !== null && !el.matches('.sr-only, .skip'))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ el, r }) =>
        el.matches('input[type=radio], input[type=checkbox]') ? (el.closest('label')?.getBoundingClientRect().height ?? 0) < 44 : r.height < 44 || r.width < 44,
      )
      .map(
        ({ el, r }) =>
          `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`,
      ),
  );
}

/** The page is wider than the phone: the whole screen would pan sideways (only tables may scroll). */
export async function pageOverflow(page: Page): Promise<string[]> {
  const [scroll, screen] = await page.evaluate(() => [document.documentElement.scrollWidth, window.screen.width]);
  return scroll > screen ? [`horizontal-overflow: page is ${scroll} px wide on a ${screen} px screen`] : [];
}

/** All checks; an empty list means the screen passes. */
export const auditScreen = async (page: Page): Promise<string[]> => [
  ...(await axeViolations(page)),
  ...(await smallTargets(page)).map((t) => `target-size: ${t}`),
  ...(await pageOverflow(page)),
];

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
