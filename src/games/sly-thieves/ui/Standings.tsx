import { useT } from '../../../i18n/useT';
import type { SeatRecord } from '../../../storage/types';
import { placesOf } from '../../../ui/ScoreTable';
import type { ScoreResult } from '../../types';

const GAME = 'sly-thieves';

/** Long names wrap instead of widening the table past a phone's screen. */
export const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

/**
 * Places and loot, best first, one gang per row: on a phone a list of up to four gangs fits the
 * width whatever their names, where players-as-columns would scroll sideways.
 */
export function Standings({ seats, result }: { seats: SeatRecord[]; result: ScoreResult }) {
  const { t } = useT(GAME);
  const places = placesOf(result.ranking);
  const ordered = [...seats].sort((a, b) => (places[a.id] ?? 99) - (places[b.id] ?? 99));
  return (
    <table class="score-table" style={{ width: '100%' }}>
      <caption>{t('sheet.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('common:table.place')}</th>
          <th scope="col" style={{ ...WRAP, textAlign: 'left' }}>{t('sheet.gang')}</th>
          <th scope="col">{t('common:table.total')}</th>
        </tr>
      </thead>
      <tbody>
        {ordered.map((s) => (
          <tr key={s.id}>
            <td data-testid={`place-${s.name}`}>{places[s.id] ?? '—'}</td>
            <th scope="row" style={WRAP}>
              <span class="dot" style={{ background: s.color }} aria-hidden="true" /> {s.name}
            </th>
            <td data-testid={`total-${s.name}`} style={{ fontWeight: 700, fontSize: '1.1rem' }}>{result.totals[s.id] ?? 0}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
