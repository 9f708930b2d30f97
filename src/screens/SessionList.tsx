import type { ComponentChildren } from 'preact';
import { useT } from '../i18n/useT';
import { sessionHref } from '../app/sessionLink';
import type { SessionRecord } from '../storage/types';
import { formatDate } from './format';

/** Sessions as links with game, players, date and state; optional per-row actions. */
export function SessionList({ sessions, actions }: { sessions: SessionRecord[]; actions?: (s: SessionRecord) => ComponentChildren }) {
  const { t, lang } = useT();
  return (
    <ul class="sessions">
      {sessions.map((s) => (
        <li key={s.id} class="session">
          <a href={sessionHref(s)}>
            <strong>{s.title || t(`games.${s.game}.name`)}</strong>
            <span class="small">
              {t(`games.${s.game}.name`)} · {s.players.map((p) => p.name).join(', ')}
            </span>
            <span class="small">
              {formatDate(s.updatedAt, lang)} · {s.finished ? t('history.finished') : t('history.unfinished')}
            </span>
          </a>
          {actions?.(s)}
        </li>
      ))}
    </ul>
  );
}
