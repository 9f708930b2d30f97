import { useLayoutEffect } from 'preact/hooks';

/**
 * Starts at the top (and moves focus to the screen) when the page shows someone or something
 * else: a link from one player's page to another keeps the same screen, so the shell's own
 * "new screen" handling does not run. Before the paint (a layout effect): the statistics are
 * already loaded, so the new page draws at once, and a plain effect (run after the paint) showed
 * it for a frame at the old page's scroll position.
 */
export function useTopOnChange(what: string): void {
  useLayoutEffect(() => {
    document.getElementById('main')?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [what]);
}
