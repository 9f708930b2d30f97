/**
 * Keeps `--play-top` on a full-screen board (`.play-full`, table.css) equal to where the board
 * starts, so it ends at the screen's bottom whatever sits above it: the app bar, a notice, and on
 * a guest's phone the away line or "the host is not answering", which pushed the hand below the
 * fold right when a player looks at the screen. Its own file: the host's table (PlayTable.tsx)
 * and a guest's board (tables/ui/GuestBoard.tsx, a chunk that must not load PlayTable) share it.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';

export function useFullHeight(active: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    const set = () => el.style.setProperty('--play-top', `${Math.max(0, Math.round(el.getBoundingClientRect().top + window.scrollY))}px`);
    set();
    // What sits above comes and goes (a notice, a phone away and back): measure again when the page changes.
    const watch = typeof ResizeObserver === 'function' ? new ResizeObserver(set) : null;
    watch?.observe(document.body);
    window.addEventListener('resize', set);
    return () => (watch?.disconnect(), window.removeEventListener('resize', set));
  });
  return ref;
}
