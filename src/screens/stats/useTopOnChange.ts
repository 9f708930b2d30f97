import { useEffect } from 'preact/hooks';

/**
 * Starts at the top (and moves focus to the screen) when the page shows someone or something
 * else: a link from one player's page to another keeps the same screen, so the shell's own
 * "new screen" handling does not run.
 */
export function useTopOnChange(what: string): void {
  useEffect(() => {
    document.getElementById('main')?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [what]);
}
