/**
 * Every seat's squad as the table sees them (own bet cards marked for oneself), the partner card
 * or copy card of the cheerleader, and the jester deal's colour. `compact` is the version that
 * stays on the table during tricks: no ruler sets (the seat chips show them), small lines that
 * the trick gives way to (std-play.css); focusable for the rare screen where they still scroll.
 */
import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import type { RsView } from '../../engine/types';
import { capital, colourText } from '../judge/labels';
import { GAME } from './names';
import { squadText } from './stdWords';
import './std-play.css';

/** One line per seat: name, set, squad, the cheerleader's card; then the jester deal. */
export function StdSquads({ view, players, compact = false }: { view: RsView; players: readonly SeatRecord[]; compact?: boolean }) {
  const { t } = useT(GAME);
  const std = view.std;
  const name = (seat: number) => players[seat]?.name ?? '?';
  const cheerNote = (seat: number): string => {
    if (std?.partner?.cheer === seat && std.partner.partner !== null) return ` · ${t('stdUi.squad.partner', { name: name(std.partner.partner) })}`;
    if (std?.copy?.cheer === seat && std.copy.seat !== null) return ` · ${t('stdUi.squad.copy', { name: name(std.copy.seat), n: std.copy.index + 1 })}`;
    return '';
  };
  return (
    <ul
      class={`rs-std-squads small${compact ? ' rs-std-squads-compact' : ''}`}
      data-testid={compact ? 'std-squads-table' : 'std-squads'}
      aria-label={t('stdUi.squad.title')}
      tabIndex={compact ? 0 : undefined}
    >
      {view.seats.map((s, i) => (
        <li key={i} data-testid={`${compact ? 'table-squad' : 'std-squad'}-${i}`}>
          <strong>{name(i)}</strong>
          {!compact && s.set ? ` · ${capital(t('playUi.set', { colour: colourText(t, s.set) }))}` : ''}: {squadText(t, view, i, compact)}
          {cheerNote(i)}
        </li>
      ))}
      {std?.dealKing && view.seats.length > 2 && <li data-testid="deal-king">{t('stdUi.squad.deal', { colour: colourText(t, std.dealKing) })}</li>}
    </ul>
  );
}
