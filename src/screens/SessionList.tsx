import { useT } from '../i18n/useT';
import { sessionHref } from '../nav/sessionLink';
import type { SessionSummary } from '../storage/types';
import { formatDate } from './format';
import { placed, progressLine, totalText, winners } from './history/places';
import { gameLine, seatLabels } from './history/seatLabels';
import { useRecords } from './history/useRecords';
import './SessionList.css';

/**
 * Sessions as compact links (Home's "continue", a game's page): game and mode, date, state, the
 * winner of a finished one, and every seat's total best first ("—" where nothing was entered).
 */
export function SessionList({ sessions }: { sessions: SessionSummary[] }) {
  const { t: tc, lang } = useT();
  const { t, ready } = useRecords();
  if (!ready) return null;
  return (
    <ul class="sessions">
      {sessions.map((s) => {
        const names = seatLabels(s, t);
        const list = placed(s);
        const won = winners(list, s.finished);
        const game = gameLine(s, tc, t);
        const progress = progressLine(s, t);
        // A game kept from a table across phones, or a result received as a code, has no moves or sheet here: shown, not opened.
        const Main = s.acrossPhones || s.received ? 'div' : 'a';
        return (
          <li key={s.id} class="session" data-testid="session-row">
            <Main href={s.acrossPhones || s.received ? undefined : sessionHref(s)}>
              <strong>{s.title || game}</strong>
              <span class="small">
                {s.title ? `${game} · ` : ''}
                {formatDate(s.updatedAt, lang)} · {s.finished ? t('history.finished') : t('history.unfinished')}
                {progress ? ` · ${progress}` : ''}
                {s.received ? ` · ${t('history.received')}` : s.kind === 'play' ? ` · ${t(s.acrossPhones ? 'history.acrossPhones' : 'history.played')}` : ''}
              </span>
              {won.length > 0 && (
                <span class="small">{t('history.winner', { count: won.length, names: won.map((p) => names.get(p.seat.id)).join(', ') })}</span>
              )}
              <span class="small" data-testid="session-totals">
                {list.map((p) => `${p.place ? `${p.place}. ` : ''}${names.get(p.seat.id)} ${totalText(s, p.total, t) ?? '—'}`).join(' · ')}
              </span>
            </Main>
          </li>
        );
      })}
    </ul>
  );
}
