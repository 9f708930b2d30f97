/**
 * STOLIK_E2E_PROFILE=1: where each e2e test spends its time, printed after every test (one line)
 * and per file. Off by default: then `timed` only runs its function and nothing is patched.
 *
 * Buckets: browser contexts and launches, page loads (goto, reload), axe, the layout checks
 * (targets, overflow), settling before an audit, the audit's screen key (audit.ts), waits for a condition, input (taps, typing),
 * reads (evaluate, textContent, ...), and the rest (node, expect.poll's own pauses, vitest). A call
 * made inside another timed call counts for the outer one only, so buckets never overlap.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const profiling = !!process.env.STOLIK_E2E_PROFILE;

export type Bucket = 'context' | 'load' | 'axe' | 'layout' | 'settle' | 'key' | 'wait' | 'input' | 'read';
const BUCKETS: Bucket[] = ['context', 'load', 'axe', 'layout', 'settle', 'key', 'wait', 'input', 'read'];

const G = Symbol.for('stolik.e2e.profile');
interface State {
  spent: Record<string, number>;
  depth: number;
  audits: number;
  auditsSkipped: number;
}
const state = (): State => ((globalThis as { [G]?: State })[G] ??= { spent: {}, depth: 0, audits: 0, auditsSkipped: 0 });

/** Runs `fn`, adding its time to `bucket` unless an outer timed call is already counting. */
export async function timed<T>(bucket: Bucket, fn: () => Promise<T>): Promise<T> {
  if (!profiling) return fn();
  const s = state();
  if (s.depth > 0) return fn();
  s.depth++;
  const t = performance.now();
  try {
    return await fn();
  } finally {
    s.depth--;
    s.spent[bucket] = (s.spent[bucket] ?? 0) + performance.now() - t;
  }
}

/** Counts an audit run (`skipped`: an identical screen audited before, see audit.ts). */
export function countAudit(skipped: boolean): void {
  if (!profiling) return;
  if (skipped) state().auditsSkipped++;
  else state().audits++;
}

/** Starts a new test's tally. */
export function resetProfile(): void {
  const s = state();
  s.spent = {};
  s.audits = 0;
  s.auditsSkipped = 0;
}

/** One line: total and each bucket in seconds, the rest, and the audits run and skipped. */
export function profileLine(totalMs: number): string {
  const s = state();
  const parts = BUCKETS.filter((b) => s.spent[b]).map((b) => `${b} ${(s.spent[b]! / 1000).toFixed(1)}`);
  const counted = BUCKETS.reduce((sum, b) => sum + (s.spent[b] ?? 0), 0);
  return `${(totalMs / 1000).toFixed(1)} s: ${parts.join(', ')}, rest ${((totalMs - counted) / 1000).toFixed(1)}; audits ${s.audits} run, ${s.auditsSkipped} skipped`;
}

/** The current tally (for a per-file sum). */
export const profileSpent = (): Record<string, number> => ({ ...state().spent, audits: state().audits, auditsSkipped: state().auditsSkipped });

const PATCHED = Symbol.for('stolik.e2e.profile.patched');
type Proto = Record<string | symbol, unknown>;
function patch(proto: Proto, bucket: Bucket, names: string[]): void {
  for (const name of names) {
    const original = proto[name];
    if (typeof original !== 'function') continue;
    proto[name] = function (this: unknown, ...args: unknown[]) {
      return timed(bucket, () => (original as (...a: unknown[]) => Promise<unknown>).apply(this, args));
    };
  }
}

/** Patches the prototypes of playwright's Page, Locator, Keyboard, BrowserContext and Browser once. */
export function instrument(page: Page): void {
  if (!profiling) return;
  const pageProto = Object.getPrototypeOf(page) as Proto;
  if (pageProto[PATCHED]) return;
  pageProto[PATCHED] = true;
  patch(pageProto, 'load', ['goto', 'reload', 'goBack', 'goForward', 'waitForLoadState']);
  patch(pageProto, 'wait', ['waitForURL', 'waitForFunction', 'waitForSelector', 'waitForEvent', 'waitForResponse', 'waitForRequest']);
  patch(pageProto, 'input', ['click', 'fill', 'tap', 'press', 'type', 'check']);
  patch(pageProto, 'read', ['evaluate', 'textContent', 'inputValue', 'screenshot']);
  const locProto = Object.getPrototypeOf(page.locator('body')) as Proto;
  patch(locProto, 'wait', ['waitFor']);
  patch(locProto, 'input', [
    'click',
    'fill',
    'tap',
    'press',
    'type',
    'pressSequentially',
    'check',
    'uncheck',
    'selectOption',
    'dispatchEvent',
    'setInputFiles',
    'dblclick',
  ]);
  patch(locProto, 'read', [
    'textContent',
    'innerText',
    'inputValue',
    'count',
    'getAttribute',
    'isVisible',
    'isChecked',
    'isDisabled',
    'evaluate',
    'evaluateAll',
    'boundingBox',
    'allTextContents',
    'screenshot',
  ]);
  patch(Object.getPrototypeOf(page.keyboard) as Proto, 'input', ['type', 'press', 'insertText']);
  const context: BrowserContext = page.context();
  patch(Object.getPrototypeOf(context) as Proto, 'context', ['newPage', 'close']);
  const browser: Browser | null = context.browser();
  if (browser) patch(Object.getPrototypeOf(browser) as Proto, 'context', ['newContext']);
}
