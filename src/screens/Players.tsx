import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/useT';
import { deletePlayer, listPlayers, savePlayer } from '../storage/players';
import type { PlayerRecord } from '../storage/types';
import { PLAYER_COLORS, nextColor } from '../ui/colors';
import { ConfirmButton } from '../ui/ConfirmButton';

/** Saved players: names and colours offered when a new session is set up. */
export function Players() {
  const { t } = useT();
  const [players, setPlayers] = useState<PlayerRecord[]>([]);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const reload = () => listPlayers().then(setPlayers, () => setPlayers([]));
  useEffect(() => void reload(), []);

  const add = async (e: Event) => {
    e.preventDefault();
    const n = name.trim();
    if (!n) return setError(t('players.emptyName'));
    if (players.some((p) => p.name.toLowerCase() === n.toLowerCase())) return setError(t('players.duplicate', { name: n }));
    setError('');
    if (!(await saved(savePlayer({ name: n.slice(0, 40), color: nextColor(players.map((p) => p.color)) })))) return;
    setName('');
    await reload();
  };
  /** Waits for a write; a failure (the banner says why) is shown here too, never left unhandled. */
  const saved = (run: Promise<unknown>): Promise<boolean> =>
    run.then(
      () => true,
      () => (setError(t('storage.ERR_STORAGE_WRITE.title')), false),
    );

  return (
    <>
      <h1>{t('nav.players')}</h1>
      <form class="row" onSubmit={add}>
        <label class="sr-only" for="new-player">
          {t('players.name')}
        </label>
        <input
          id="new-player"
          value={name}
          maxLength={40}
          placeholder={t('players.name')}
          onInput={(e) => setName((e.target as HTMLInputElement).value)}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? 'new-player-err' : undefined}
        />
        <button type="submit" class="primary">
          {t('players.add')}
        </button>
      </form>
      {error && (
        <p id="new-player-err" class="field-error" role="alert">
          {error}
        </p>
      )}
      {players.length === 0 && <p class="hint">{t('players.empty')}</p>}
      <ul class="player-list">
        {players.map((p) => (
          <li key={p.id}>
            <span class="dot big" style={{ background: p.color }} aria-hidden="true" />
            <span class="seat-name" data-testid="player-name">
              {p.name}
            </span>
            <label class="sr-only" for={`color-${p.id}`}>
              {t('players.color', { name: p.name })}
            </label>
            <select
              id={`color-${p.id}`}
              value={p.color}
              onChange={async (e) => (await saved(savePlayer({ ...p, color: (e.target as HTMLSelectElement).value })), await reload())}
            >
              {PLAYER_COLORS.map((c, i) => (
                <option key={c} value={c}>
                  {t(`colors.c${i}`)}
                </option>
              ))}
            </select>
            <ConfirmButton question={t('players.confirmDelete', { name: p.name })} onConfirm={async () => (await saved(deletePlayer(p.id)), await reload())}>
              {t('app.delete')}
            </ConfirmButton>
          </li>
        ))}
      </ul>
    </>
  );
}
