/**
 * A tap in one round trip, for loops that tap hundreds of times where the tap is the way forward,
 * not the thing under test (playing a whole game, interleaving two tabs, a soak).
 *
 * Playwright's `click()` is the faithful tap and stays the default: it resolves the target, waits
 * for it to be visible, enabled and still for two animation frames, scrolls, checks that nothing
 * covers it, then sends real pointer events, each step a round trip to the browser. The suite is
 * CPU-bound on two cores, and in the whole-game files those round trips were 40-60% of the time.
 *
 * `tap` keeps the checks that catch real bugs and drops the waiting between them: in the page, it
 * waits (polling every 16 ms, up to `timeout`) until the one element the locator names is connected,
 * visible, enabled and the topmost element at its centre after scrolling it into view, then
 * dispatches pointerdown, pointerup and click there. A target covered by a sheet or a curtain, or
 * disabled, is never tapped: the call fails with the reason instead.
 */
import type { Locator } from 'playwright-core';

export async function tap(target: Locator, timeout = 5_000): Promise<void> {
  await target.evaluate(
    async (el: Element, ms: number) => {
      const why = (): string | null => {
        if (!el.isConnected) return 'detached';
        if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') return 'disabled';
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return 'not visible';
        if (box.bottom < 0 || box.top > innerHeight || box.right < 0 || box.left > innerWidth) el.scrollIntoView({ block: 'center', inline: 'center' });
        /** What lies over the element's centre, if not the element itself ('nothing' off screen). */
        const cover = (): string | null => {
          const at = el.getBoundingClientRect();
          const top = document.elementFromPoint(at.left + at.width / 2, at.top + at.height / 2);
          return top && (top === el || el.contains(top)) ? null : (top?.outerHTML.slice(0, 80) ?? 'nothing');
        };
        if (!cover()) return null;
        // Covered where it lies: half under a sticky bar, or scrolled out of its own scrolling
        // panel (the window's scroll above does not reach inside one). Centred, as Playwright
        // scrolls; a sheet or curtain over it still covers it there.
        el.scrollIntoView({ block: 'center', inline: 'center' });
        const still = cover();
        return still ? `covered by ${still}` : null;
      };
      const end = performance.now() + ms;
      for (let reason = why(); reason; reason = why()) {
        if (performance.now() > end) throw new Error(`tap: ${reason}`);
        await new Promise((r) => setTimeout(r, 16)); // not a frame: a hidden tab gets none
      }
      const box = el.getBoundingClientRect();
      const at = { bubbles: true, cancelable: true, composed: true, clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
      el.dispatchEvent(new PointerEvent('pointerdown', { ...at, pointerType: 'touch', isPrimary: true }));
      el.dispatchEvent(new PointerEvent('pointerup', { ...at, pointerType: 'touch', isPrimary: true }));
      // An SVG room (Sly Thieves' board) has no click(): the same event, dispatched.
      if (el instanceof HTMLElement) el.click();
      else el.dispatchEvent(new MouseEvent('click', { ...at, view: window }));
    },
    timeout,
    { timeout },
  );
}
