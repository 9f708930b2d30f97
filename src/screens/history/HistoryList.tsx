import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { PlayerRecord, SessionSummary } from '../../storage/types';
import { dayKey, dayLabel } from './days';
import { HistoryRow } from './HistoryRow';
import { useWindow, type WindowItem } from './useWindow';

type Entry = WindowItem & ({ day: string; ms: number; s?: undefined } | { day: string; ms: number; s: SessionSummary });

/** Guessed heights until measured: a day heading, and a session by its number of seats. */
const DAY_H = 44;
const rowGuess = (s: SessionSummary) => 96 + 24 * Math.ceil(s.seats.length / 2);

interface Props {
  items: SessionSummary[];
  players: readonly PlayerRecord[];
  lang: string;
  t: TFunction;
  tc: TFunction;
  onDelete: (s: SessionSummary) => void;
  /** Called when the window nears the end of what is loaded. */
  onNearEnd: () => void;
}

/**
 * Sessions grouped by day under sticky day headings, windowed: only what is on or near the
 * screen is drawn. When the window starts inside a day, that day's heading is drawn anyway
 * (taking no room: class "pulled") so it still sticks at the top while its rows scroll by.
 */
export function HistoryList({ items, players, lang, t, tc, onDelete, onNearEnd }: Props) {
  const now = useMemo(() => Date.now(), [items]);
  const entries = useMemo(() => {
    const out: Entry[] = [];
    let last = '';
    for (const s of items) {
      const day = dayKey(s.updatedAt);
      if (day !== last) out.push({ key: `d:${day}`, estimate: DAY_H, day, ms: s.updatedAt });
      last = day;
      out.push({ key: s.id, estimate: rowGuess(s), day, ms: s.updatedAt, s });
    }
    return out;
  }, [items]);
  const list = useRef<HTMLDivElement>(null);
  const { start, end, before, after } = useWindow(entries, list);
  useEffect(() => void (end >= entries.length - 12 && onNearEnd()), [end, entries.length]);

  // Consecutive entries of one day form a section, so its heading sticks only while its rows pass.
  const sections: { day: string; ms: number; head?: Entry; rows: Entry[]; pulled: boolean }[] = [];
  for (const e of entries.slice(start, end)) {
    let sec = sections[sections.length - 1];
    if (!sec || sec.day !== e.day) sections.push((sec = { day: e.day, ms: e.ms, rows: [], pulled: !!e.s }));
    if (e.s) sec.rows.push(e);
    else sec.head = e;
  }
  return (
    <div ref={list} class="h-list">
      <div style={{ height: `${before}px` }} aria-hidden="true" />
      {sections.map((sec) => (
        <section key={sec.day} class="h-day-group">
          <h2 class={sec.pulled ? 'h-day pulled' : 'h-day'} data-wkey={sec.pulled ? undefined : sec.head?.key}>
            {dayLabel(sec.ms, now, lang, t)}
          </h2>
          <ul class="h-rows">
            {sec.rows.map((e) => (
              <li key={e.key} data-wkey={e.key}>
                <HistoryRow s={e.s!} players={players} lang={lang} t={t} tc={tc} onDelete={onDelete} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div style={{ height: `${after}px` }} aria-hidden="true" />
    </div>
  );
}
