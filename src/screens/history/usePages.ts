import { useEffect, useRef, useState } from 'preact/hooks';
import { listSummaries, type SummaryQuery } from '../../storage/sessions';
import type { SessionSummary } from '../../storage/types';

/** History's filters; empty strings mean "all". */
export interface Filters {
  game: string;
  kind: '' | 'score' | 'play';
  /** A statistics key (storage/playerIds.playerKey): a saved player's id or `name:<name>`. */
  player: string;
  search: string;
}

/** The first page is small (the first screen needs about six rows); later pages are larger. */
const FIRST = 30;
const NEXT = 80;

interface Pages {
  items: SessionSummary[];
  next?: SummaryQuery['before'];
  done: boolean;
  loading: boolean;
  failed: boolean;
}

const newer = (a: SessionSummary, b: SessionSummary) => b.updatedAt - a.updatedAt || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);

/**
 * Summaries page by page, newest first, for the given filters (never the whole store): `more()`
 * reads the next page; changing a filter starts again and drops answers to the old question.
 * `drop` and `put` keep the loaded list in step with a delete and its undo.
 */
export function usePages(f: Filters) {
  const [pages, setPages] = useState<Pages>({ items: [], done: false, loading: true, failed: false });
  const asked = useRef(0);
  const current = useRef(pages);
  current.current = pages;

  // Set at once (state updates later): two calls in one tick must not read the same page twice.
  const busy = useRef(false);
  const load = (generation: number, before: Pages['next'], limit: number) => {
    busy.current = true;
    setPages((p) => ({ ...p, loading: true }));
    const q: SummaryQuery = {
      before,
      limit,
      game: f.game || undefined,
      kind: f.kind || undefined,
      playerKey: f.player || undefined,
      search: f.search.trim() || undefined,
    };
    listSummaries(q).then(
      (page) => {
        if (generation !== asked.current) return;
        busy.current = false;
        setPages((p) => ({ items: before ? p.items.concat(page.items) : page.items, next: page.next, done: !page.next, loading: false, failed: false }));
      },
      () => {
        if (generation !== asked.current) return;
        busy.current = false;
        setPages((p) => ({ ...p, loading: false, failed: true, done: true }));
      },
    );
  };

  // The player filter's and search's code (its own chunk) loads while the first rows show, not on the first choice.
  useEffect(() => void import('../../storage/summaryFilters').catch(() => undefined), []);
  useEffect(() => {
    const generation = ++asked.current;
    setPages({ items: [], done: false, loading: true, failed: false });
    load(generation, undefined, FIRST);
  }, [f.game, f.kind, f.player, f.search]);

  return {
    ...pages,
    /** Reads the next page unless one is on its way or there is none. */
    more: () => {
      const p = current.current;
      if (!busy.current && !p.done && p.next) load(asked.current, p.next, NEXT);
    },
    drop: (id: string) => setPages((p) => ({ ...p, items: p.items.filter((s) => s.id !== id) })),
    put: (s: SessionSummary) =>
      setPages((p) => ({
        ...p,
        items: p.items
          .filter((x) => x.id !== s.id)
          .concat(s)
          .sort(newer),
      })),
  };
}
