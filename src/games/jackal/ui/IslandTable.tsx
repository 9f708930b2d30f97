import { useState } from 'preact/hooks';
import type { ScoreResult } from '../../types';
import { useT } from '../../../i18n/useT';
import type { SeatRecord } from '../../../storage/types';
import { sharesPlace } from '../../../lib/ranking';
import { placesOf } from '../../../ui/ScoreTable';
import { signed } from '../../../ui/score/Breakdown';
import { islandsStarted, plannedIslands, tokenHolder, valueAt, type JackalSheet } from './sheet';
import './jackal.css';

interface IslandTableProps {
  sheet: JackalSheet;
  seats: SeatRecord[];
  /** The island shown in the panel above, highlighted here. */
  island: number;
  /** Totals and places; null while the sheet cannot be scored (the reason shows below). */
  result: ScoreResult | null;
  onPick: (island: number) => void;
}

const CURRENT = { background: 'var(--surface)', fontWeight: 700 };

/**
 * All islands of the game, pirates as columns: coins per island (Tortuga trades negative), the
 * first player of each island marked ⚑, then running totals and places. A started island's
 * number opens it in the panel above.
 */
export function IslandTable({ sheet, seats, island, result, onPick }: IslandTableProps) {
  const { t } = useT('jackal');
  const started = islandsStarted(sheet);
  const seatIds = seats.map((s) => s.id);
  const places = result ? placesOf(result.ranking) : {};
  const [fullNames, setFullNames] = useState(false);
  const rows = Array.from({ length: Math.max(plannedIslands(sheet), started) }, (_, i) => i + 1);
  return (
    <section aria-labelledby="jackal-islands-h">
      <h2 id="jackal-islands-h">{t('sheet.islands')}</h2>
      <div class="table-scroll" tabIndex={0} role="region" aria-label={t('sheet.tableCaption')}>
        <table class={`score-table island-table${fullNames ? ' full-names' : ''}`} data-testid="island-table">
          <caption class="small">{t('sheet.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span aria-hidden="true">{t('sheet.islandShort')}</span>
                <span class="sr-only">{t('sheet.islandColumn')}</span>
              </th>
              {seats.map((s) => (
                // Four pirates share a 360 px phone: long names are cut; a tap on any shows them all in full.
                <th scope="col" key={s.id} style={{ borderTop: `4px solid ${s.color}` }}>
                  <button type="button" class="seat-short" aria-expanded={fullNames} onClick={() => setFullNames(!fullNames)}>
                    {s.name}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((n) => {
              const holder = tokenHolder(sheet, seatIds, n);
              const here = n === island;
              return (
                <tr key={n} aria-current={here ? 'step' : undefined}>
                  <th scope="row" style={here ? CURRENT : undefined}>
                    {n <= started ? (
                      <button type="button" class="chip" aria-pressed={here} onClick={() => onPick(n)}>
                        <span class="sr-only">{t('sheet.openIsland')} </span>
                        {n}
                      </button>
                    ) : (
                      n
                    )}
                  </th>
                  {seats.map((s) => (
                    <td key={s.id} style={here ? CURRENT : undefined} data-testid={`cell-${s.name}-${n}`}>
                      {n <= started ? <Cell value={valueAt(sheet, s.id, n)} /> : ''}
                      {holder === s.id && (
                        <span title={t('sheet.firstPlayer')}>
                          {' '}
                          <span aria-hidden="true">⚑</span>
                          <span class="sr-only">{t('sheet.firstPlayer')}</span>
                        </span>
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr class="totals">
              <th scope="row">{t('common:table.total')}</th>
              {seats.map((s) => (
                <td key={s.id} data-testid={`total-${s.name}`}>
                  {result ? (result.totals[s.id] ?? 0) : '—'}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('common:table.place')}</th>
              {seats.map((s) => {
                const place = places[s.id];
                const shared = place && result ? sharesPlace(result.ranking, s.id) : false;
                return (
                  <td key={s.id} data-testid={`place-${s.name}`}>
                    {place ? t('common:table.placeN', { place, shared: shared ? 'yes' : 'no' }) : '—'}
                    {shared && <span class="small place-shared"> {t('sheet.sharedMark')}</span>}
                  </td>
                );
              })}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

/** An island's number: coins won, or a Tortuga trade (negative, marked). */
function Cell({ value }: { value: number }) {
  const { t } = useT('jackal');
  if (value >= 0) return <>{value}</>;
  return <>{t('sheet.tortugaCell', { value: signed(value) })}</>;
}
