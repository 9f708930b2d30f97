import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/useT';
import { allPlayers, savePlayer } from '../storage/players';
import type { PlayerRecord } from '../storage/types';
import { nextColor } from '../ui/colors';
import { useRecords } from './history/useRecords';
import { MergedList } from './players/MergedList';
import { PlayerRow } from './players/PlayerRow';
import './players/players.css';

/**
 * Saved players: add, rename, recolour, merge two who are one person (and separate them again),
 * delete; each links to their statistics. Sessions keep the names they were played under.
 */
export function Players() {
  const { t: tc } = useT();
  const { t, ready } = useRecords();
  const [all, setAll] = useState<PlayerRecord[]>([]);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const reload = () => allPlayers().then(setAll, () => setAll([]));
  useEffect(() => void reload(), []);
  const shown = all.filter((p) => p.mergedInto === undefined).sort((a, b) => a.name.localeCompare(b.name));

  const add = async (e: Event) => {
    e.preventDefault();
    const n = name.trim();
    if (!n) return setError(tc('players.emptyName'));
    if (shown.some((p) => p.name.trim().toLowerCase() === n.toLowerCase())) return setError(tc('players.duplicate', { name: n }));
    setError('');
    const saved = await savePlayer({ name: n.slice(0, 40), color: nextColor(shown.map((p) => p.color)) }).then(
      () => true,
      () => (setError(tc('storage.ERR_STORAGE_WRITE.title')), false),
    );
    if (!saved) return;
    setName('');
    await reload();
  };

  if (!ready) return <p aria-busy="true">{tc('app.loading')}</p>;
  return (
    <>
      <h1>{tc('nav.players')}</h1>
      <form class="row" onSubmit={add}>
        <label class="sr-only" for="new-player">
          {tc('players.name')}
        </label>
        <input
          id="new-player"
          value={name}
          maxLength={40}
          placeholder={tc('players.name')}
          // The message was about the name as it stood: once it changes (cleared, retyped) it goes.
          onInput={(e) => (setName((e.target as HTMLInputElement).value), setError(''))}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? 'new-player-err' : undefined}
        />
        <button type="submit" class="primary">
          {tc('players.add')}
        </button>
      </form>
      {error && (
        <p id="new-player-err" class="field-error" role="alert">
          {error}
        </p>
      )}
      {shown.length === 0 && <p class="hint">{tc('players.empty')}</p>}
      <ul class="pl-list">
        {shown.map((p) => (
          <PlayerRow key={p.id} p={p} others={shown.filter((o) => o.id !== p.id)} t={t} tc={tc} changed={() => void reload()} />
        ))}
      </ul>
      <MergedList all={all} t={t} changed={() => void reload()} />
    </>
  );
}
