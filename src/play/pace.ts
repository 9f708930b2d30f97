/**
 * The table's deliberate pauses (a bot's pace, a finished trick's moment) as the product keeps
 * them, unless a test has switched them off: localStorage `stolik:pauses` = `0` makes each pause
 * 0 ms, so the e2e plays whole games without waiting on purpose (test/e2e/README.md). Read at
 * every pause, so a test may switch it on and off mid-game; nothing in the app writes it.
 */
export const PAUSES_KEY = 'stolik:pauses';

/** `ms`, or 0 while the test switch is on. */
export function paced(ms: number): number {
  try {
    return globalThis.localStorage?.getItem(PAUSES_KEY) === '0' ? 0 : ms;
  } catch {
    return ms; // storage refused (a locked-down browser): the product's pace
  }
}
