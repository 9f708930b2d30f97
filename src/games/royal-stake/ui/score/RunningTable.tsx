import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import { sharesPlace } from '../../../../lib/ranking';
import { shownNumber } from '../../../../lib/shownNumber';
import { placesOf } from '../../../../ui/ScoreTable';
import { GAME } from './names';
import type { TableLine } from './scoring';

/**
 * The running table with one row per player (names in full, in the first column) and one short
 * column per line: start VP, each round, the end-of-game bonuses, then total and place. With at
 * most five players and four lines it fits a 360 px phone without scrolling sideways, so every
 * name, label and total is in view; each short label carries its full name.
 */
/** A number with a true minus; a value nobody entered reads as a dash, never as 0. */
const shown = (n: number | undefined): string => (n === undefined ? '\u2014' : shownNumber(n));

export function RunningTable({
  caption,
  seats,
  lines,
  totals,
  ranking,
}: {
  caption: string;
  seats: SeatRecord[];
  lines: TableLine[];
  totals: Record<string, number>;
  ranking: string[][];
}) {
  const { t } = useT(GAME);
  const places = placesOf(ranking);
  const head = (line: TableLine) =>
    line.kind === 'start'
      ? [t('scoreUi.totals.startShort'), t('scoreUi.totals.start')]
      : line.kind === 'end'
        ? [t('scoreUi.totals.endShort'), t('scoreUi.totals.end')]
        : [t('scoreUi.totals.roundShort', { n: line.round }), t('common:pad.round', { n: line.round })];
  return (
    <div class="table-scroll rs-table" tabIndex={0} role="region" aria-label={caption}>
      <table class="score-table" data-testid="rs-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('common:history.player')}</th>
            {lines.map((line) => {
              const [short, full] = head(line);
              return (
                <th scope="col" key={`${line.kind}-${line.round}`} title={full}>
                  <span aria-hidden="true">{short}</span>
                  <span class="sr-only">{full}</span>
                </th>
              );
            })}
            <th scope="col">{t('common:table.total')}</th>
            <th scope="col">{t('common:table.place')}</th>
          </tr>
        </thead>
        <tbody>
          {seats.map((s) => (
            <tr key={s.id}>
              <th scope="row" class="rs-name" style={{ backgroundImage: `linear-gradient(to right, ${s.color} 4px, transparent 4px)` }}>
                {s.name}
              </th>
              {/* A line's points without the plus sign (it would not fit five players on a phone): 30, −10. */}
              {lines.map((line) => (
                <td key={`${line.kind}-${line.round}`}>{shown(line.points[s.id])}</td>
              ))}
              <td class="rs-total" data-testid={`total-${s.name}`}>
                {shown(totals[s.id])}
              </td>
              <td data-testid={`place-${s.name}`}>
                {places[s.id] ? t('common:table.placeN', { place: places[s.id], shared: sharesPlace(ranking, s.id) ? 'yes' : 'no' }) : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
