/**
 * Keeps `--play-top` on a guest's full-screen board equal to where it starts, so the board ends
 * at the screen's bottom (table.css) whatever sits above it: the away line or "the host is not
 * answering" pushed the hand below the fold, right when a player looks at the screen. The same
 * as the host's table (PlayTable.tsx), kept here so a guest's chunk does not load PlayTable.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';

export function useFullHeight(active: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    const set = () => el.style.setProperty('--play-top', `${Math.max(0, Math.round(el.getBoundingClientRect().top + window.scrollY))}px`);
    set();
    // The lines above come and go (a phone away, then back): measure again when the page changes.
    const watch = typeof ResizeObserver === 'function' ? new ResizeObserver(set) : null;
    watch?.observe(document.body);
    window.addEventListener('resize', set);
    return () => (watch?.disconnect(), window.removeEventListener('resize', set));
  });
  return ref;
}
