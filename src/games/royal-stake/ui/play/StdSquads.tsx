/** Every seat's squad and ruler set as the table sees them (own bet cards marked for oneself). */
import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import type { RsView } from '../../engine/types';
import { capital, colourText } from '../judge/labels';
import { GAME } from './names';
import { squadText } from './stdWords';
import './std-play.css';

/** One line per seat: name, set, squad. */
export function StdSquads({ view, players }: { view: RsView; players: readonly SeatRecord[] }) {
  const { t } = useT(GAME);
  return (
    <ul class="rs-std-squads small" data-testid="std-squads" aria-label={t('stdUi.squad.title')}>
      {view.seats.map((s, i) => (
        <li key={i} data-testid={`std-squad-${i}`}>
          <strong>{players[i]?.name ?? '?'}</strong>
          {s.set ? ` · ${capital(t('playUi.set', { colour: colourText(t, s.set) }))}` : ''}: {squadText(t, view, i)}
        </li>
      ))}
    </ul>
  );
}
