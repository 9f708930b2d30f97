import type { TFunction } from 'i18next';
import { sessionHref } from '../../nav/sessionLink';
import type { PlayerRecord, SessionSummary } from '../../storage/types';
import { isolateName } from '../../lib/names';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { timeLabel } from './days';
import { placed, progressLine, totalText, winners } from './places';
import { gameLine, seatLabels, withCurrentName } from './seatLabels';

interface Props {
  s: SessionSummary;
  /** Saved players (merged ones too), to name a renamed player as they are called now. */
  players: readonly PlayerRecord[];
  lang: string;
  t: TFunction;
  tc: TFunction;
  onDelete: (s: SessionSummary) => void;
}

/**
 * One session in History: game and mode, time, finished or not, the winner(s), then every seat
 * with place and total ("—", read out as "not entered", where nothing was entered); bots are
 * named by their level. The whole entry opens the session.
 */
export function HistoryRow({ s, players, lang, t, tc, onDelete }: Props) {
  const labels = seatLabels(s, t);
  const names = new Map(s.seats.map((seat) => [seat.id, withCurrentName(seat, labels.get(seat.id)!, players, t)]));
  const list = placed(s);
  const won = winners(list, s.finished);
  const game = gameLine(s, tc, t);
  const progress = progressLine(s, t);
  // A game kept from a table across phones, or a result received as a code, has no moves or sheet here: shown, not opened.
  const Main = s.acrossPhones || s.received ? 'div' : 'a';
  return (
    <div class="h-row" data-testid="history-row">
      <Main class="h-main" href={s.acrossPhones || s.received ? undefined : sessionHref(s)}>
        <strong class="h-title">{s.title || game}</strong>
        <span class="small">
          {s.title ? `${game} · ` : ''}
          {timeLabel(s.updatedAt, lang)} · <span class={s.finished ? 'h-done' : 'h-open'}>{s.finished ? t('history.finished') : t('history.unfinished')}</span>
          {progress ? ` · ${progress}` : ''}
          {s.received ? ` · ${t('history.received')}` : s.kind === 'play' ? ` · ${t(s.acrossPhones ? 'history.acrossPhones' : 'history.played')}` : ''}
        </span>
        {s.damaged && (
          <span class="field-error" data-testid="damaged-record">
            {tc('history.damaged')}
          </span>
        )}
        {won.length > 0 && (
          <span class="h-winner">{t('history.winner', { count: won.length, names: won.map((p) => isolateName(names.get(p.seat.id)!)).join(', ') })}</span>
        )}
        <ol class="h-seats">
          {list.map((p) => (
            <li key={p.seat.id}>
              {p.place !== undefined && (
                <span class="h-place">
                  <span aria-hidden="true">{p.place}.</span>
                  <span class="sr-only">{t('history.placeN', { n: p.place })}</span>
                </span>
              )}
              <span class="dot" style={{ background: p.seat.color }} aria-hidden="true" /> <bdi>{names.get(p.seat.id)}</bdi>{' '}
              {p.total === undefined ? (
                <span class="h-total">
                  <span aria-hidden="true">—</span>
                  <span class="sr-only">{t('history.notEntered')}</span>
                </span>
              ) : (
                <span class="h-total">{totalText(s, p.total, t)}</span>
              )}
            </li>
          ))}
        </ol>
      </Main>
      <ConfirmButton question={tc('history.confirmDelete')} onConfirm={() => onDelete(s)}>
        {tc('app.delete')}
      </ConfirmButton>
    </div>
  );
}
