import { useEffect, useMemo, useState } from 'preact/hooks';
import { showNotice } from '../app/notices';
import { SCORE_PAD, games } from '../games/registry';
import { useT } from '../i18n/useT';
import { deleteSession, listSessions, restoreSession } from '../storage/sessions';
import type { SessionRecord } from '../storage/types';
import { ConfirmButton } from '../ui/ConfirmButton';
import { useStorageProblem } from './useStorageProblem';
import { SessionList } from './SessionList';

/** Every session across games; filter by game and player; delete with confirmation and undo. */
export function History() {
  const { t } = useT();
  const [sessions, setSessions] = useState<SessionRecord[] | null>(null);
  const [game, setGame] = useState('');
  const [player, setPlayer] = useState('');
  // Reading failed: say so (with the banner's reason), never "no sessions yet" while data is on disk.
  const [failed, setFailed] = useState(false);
  const reload = () =>
    listSessions().then(
      (all) => (setFailed(false), setSessions(all)),
      () => (setFailed(true), setSessions([])),
    );
  useEffect(() => void reload(), []);

  const problem = useStorageProblem();
  const names = useMemo(() => [...new Set((sessions ?? []).flatMap((s) => s.players.map((p) => p.name)))].sort(), [sessions]);
  const shown = (sessions ?? []).filter((s) => (!game || s.game === game) && (!player || s.players.some((p) => p.name === player)));

  const remove = async (s: SessionRecord) => {
    const old = await deleteSession(s.id);
    await reload();
    if (old) {
      showNotice({
        id: 'undo-delete',
        text: 'history.deleted',
        timeout: 10000,
        action: { label: 'app.undo', run: async () => (await restoreSession(old), await reload()) },
      });
    }
  };

  return (
    <>
      <h1>{t('nav.history')}</h1>
      <div class="filters row">
        <label>
          {t('history.game')}
          <select value={game} onChange={(e) => setGame((e.target as HTMLSelectElement).value)}>
            <option value="">{t('history.all')}</option>
            {[...games.map((g) => g.id), SCORE_PAD].map((id) => (
              <option key={id} value={id}>
                {t(`games.${id}.name`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('history.player')}
          <select value={player} onChange={(e) => setPlayer((e.target as HTMLSelectElement).value)}>
            <option value="">{t('history.all')}</option>
            {names.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      {sessions === null ? (
        <p aria-busy="true">{t('app.loading')}</p>
      ) : failed ? (
        <p role="alert" class="field-error" data-testid="history-failed">
          {t('sync.storageError')} {problem ? t(`storage.${problem}.title`) : ''}
        </p>
      ) : shown.length === 0 ? (
        <p class="hint">{sessions.length ? t('history.noMatch') : t('history.empty')}</p>
      ) : (
        <SessionList
          sessions={shown}
          actions={(s) => (
            <ConfirmButton question={t('history.confirmDelete')} onConfirm={() => void remove(s).catch(() => undefined) /* the banner says why */}>
              {t('app.delete')}
            </ConfirmButton>
          )}
        />
      )}
    </>
  );
}
