import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';

/** One entry of a long list: a stable key and a guess at its height until it has been measured. */
export interface WindowItem {
  key: string;
  estimate: number;
}

/** What to draw: entries [start, end), with spacers of `before` and `after` pixels around them. */
export interface WindowRange {
  start: number;
  end: number;
  before: number;
  after: number;
}

/**
 * Windowing over the page's own scroll: only the entries on screen (plus `overscan` pixels above
 * and below) are in the DOM, so 5,000 sessions cost as many nodes as 50. Heights are measured
 * after each render (a wrapped list of names, an open confirmation) and remembered by key; the
 * spacers stand in for everything else. Rendered elements carry `data-wkey`.
 */
export function useWindow(items: readonly WindowItem[], listRef: RefObject<HTMLElement>, overscan = 600): WindowRange {
  const heights = useRef(new Map<string, number>());
  // First guess from the estimates (the list near the top of the page), so the first frame is usually right.
  const [span, setSpan] = useState(() => {
    let end = 0;
    for (let acc = 0; end < items.length && acc < window.innerHeight + overscan; end++) acc += items[end]!.estimate;
    return { start: 0, end };
  });
  const height = (i: number) => heights.current.get(items[i]!.key) ?? items[i]!.estimate;

  /** The entries that meet the screen, from the list's position and the heights known so far. */
  const visible = () => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    const from = -top - overscan;
    const to = -top + window.innerHeight + overscan;
    let acc = 0;
    let start = -1;
    let end = items.length;
    for (let i = 0; i < items.length; i++) {
      if (start < 0 && acc + height(i) > from) start = i;
      if (acc >= to) {
        end = i;
        break;
      }
      acc += height(i);
    }
    return { start: start < 0 ? items.length : start, end };
  };
  const update = () => {
    const next = visible();
    setSpan((old) => (old.start === next.start && old.end === next.end ? old : next));
  };

  // Measure what was drawn; a changed height moves what the screen can hold.
  useLayoutEffect(() => {
    let changed = false;
    for (const el of listRef.current?.querySelectorAll<HTMLElement>('[data-wkey]') ?? []) {
      const key = el.dataset.wkey!;
      const h = el.offsetHeight;
      if (h > 0 && Math.abs((heights.current.get(key) ?? -1) - h) > 0.5) {
        heights.current.set(key, h);
        changed = true;
      }
    }
    if (changed) update();
  });
  // New entries (a page loaded, a filter changed): find the window again.
  useLayoutEffect(update, [items]);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          update();
        });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  });

  const start = Math.min(span.start, items.length);
  const end = Math.min(Math.max(span.end, start), items.length);
  let before = 0;
  let after = 0;
  for (let i = 0; i < start; i++) before += height(i);
  for (let i = end; i < items.length; i++) after += height(i);
  return { start, end, before, after };
}
