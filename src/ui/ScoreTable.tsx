import { placeNumbers, sharesPlace } from '../lib/ranking';
import type { ComponentChildren } from 'preact';
import { useT } from '../i18n/useT';
import type { SeatRecord } from '../storage/types';
import { shownNumber } from '../lib/shownNumber';
import './ScoreTable.css';

interface ScoreTableProps {
  caption: string;
  seats: SeatRecord[];
  /** One row per round (or per category); `cell` renders a seat's cell in that row. */
  rows: Array<{ key: string; label: string; cell: (seat: SeatRecord) => ComponentChildren }>;
  totals: Record<string, number>;
  ranking: string[][];
  /** Values still to be entered per player: their total is marked as partial. */
  missing?: Record<string, number>;
  /** Places are not final yet (something is missing): the place row shows "—". */
  placesPending?: boolean;
  /** Many rows: the table scrolls inside its own box so the header row stays in view. */
  tall?: boolean;
}

/** Places as numbers per player id, by the one rule (placeNumbers: 1, 2, 2, 4). */
export function placesOf(ranking: readonly (readonly string[])[]): Record<string, number> {
  return Object.fromEntries(placeNumbers(ranking));
}

/**
 * Players as columns, rows below, then totals and places: the shape every scorer screen uses.
 * On a phone the table scrolls inside its own box with the header row and the row labels
 * sticky, so names and labels stay in view; long names are shortened (the full name is the title).
 */
export function ScoreTable({ caption, seats, rows, totals, ranking, missing, placesPending, tall }: ScoreTableProps) {
  const { t } = useT();
  const places = placesOf(ranking);
  return (
    // Focusable and named, so keyboard users can scroll a table wider than the phone.
    <div class={`table-scroll${tall ? ' tall' : ''}`} tabIndex={0} role="region" aria-label={caption}>
      <table class="score-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span class="sr-only">{t('table.row')}</span>
            </th>
            {seats.map((s) => (
              <th scope="col" key={s.id} title={s.name}>
                <span class="col-name">
                  <span class="dot" style={{ background: s.color }} aria-hidden="true" /> <bdi>{s.name}</bdi>
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              {seats.map((s) => (
                <td key={s.id}>{r.cell(s)}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr class="totals">
            <th scope="row">{t('table.total')}</th>
            {seats.map((s) => (
              <td key={s.id} data-testid={`total-${s.name}`} class={missing?.[s.id] ? 'partial' : undefined}>
                {shownNumber(totals[s.id] ?? 0)}
                {!!missing?.[s.id] && (
                  <span class="missing-mark" title={t('pad.notEntered', { count: missing[s.id] })}>
                    ?<span class="sr-only"> ({t('pad.notEntered', { count: missing[s.id] })})</span>
                  </span>
                )}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('table.place')}</th>
            {seats.map((s) => (
              <td key={s.id} data-testid={`place-${s.name}`}>
                {places[s.id] && !placesPending ? t('table.placeN', { place: places[s.id], shared: sharesPlace(ranking, s.id) ? 'yes' : 'no' }) : '—'}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
