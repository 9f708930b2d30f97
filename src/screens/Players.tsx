import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/useT';
import { clipName, normaliseName, sameNameKey } from '../lib/names';
import { allPlayers, savePlayer } from '../storage/players';
import { onPlayersChanged } from '../storage/sessionChannel';
import type { PlayerRecord } from '../storage/types';
import { nextColor } from '../ui/colors';
import { useRecords } from './history/useRecords';
import { MergedList } from './players/MergedList';
import { PlayerRow } from './players/PlayerRow';
import './players/players.css';
import { useStorageProblem } from './useStorageProblem';

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
  // The list could not be read (a database from a newer Stolik, storage failing): said in words,
  // never shown as an empty list ("No saved players yet" would be untrue).
  const [failed, setFailed] = useState(false);
  const problem = useStorageProblem();
  const reload = () =>
    allPlayers().then(
      (list) => (setAll(list), setFailed(false)),
      () => setFailed(true),
    );
  // Another tab renamed, merged, deleted or added a player (or restored a backup): follow it, so
  // this screen never acts on a player as she was.
  useEffect(() => (void reload(), onPlayersChanged(() => void reload())), []);
  const shown = all.filter((p) => p.mergedInto === undefined).sort((a, b) => a.name.localeCompare(b.name));

  const add = async (e: Event) => {
    e.preventDefault();
    // Normalised once, here at the door: "Boris" + U+200B is Boris, and taken.
    const n = clipName(normaliseName(name), 40);
    if (!n) return setError(tc(name.trim() ? 'picker.invisibleName' : 'players.emptyName'));
    if (shown.some((p) => sameNameKey(p.name, n))) return setError(tc('players.duplicate', { name: n }));
    setError('');
    const saved = await savePlayer({ name: n, color: nextColor(shown.map((p) => p.color)) }).then(
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
      {failed && all.length === 0 ? (
        <p role="alert" class="field-error" data-testid="players-failed">
          {tc('players.readFailed')} {problem ? tc(`storage.${problem}.title`) : ''}
        </p>
      ) : (
        shown.length === 0 && <p class="hint">{tc('players.empty')}</p>
      )}
      <ul class="pl-list">
        {shown.map((p) => (
          <PlayerRow key={p.id} p={p} others={shown.filter((o) => o.id !== p.id)} t={t} tc={tc} changed={() => void reload()} />
        ))}
      </ul>
      <MergedList all={all} t={t} changed={() => void reload()} />
    </>
  );
}
