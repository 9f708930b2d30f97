import type { TFunction } from 'i18next';
import { useState } from 'preact/hooks';
import { unmergePlayer } from '../../storage/players';
import { resolvePlayerId } from '../../storage/playerIds';
import type { PlayerRecord } from '../../storage/types';
import { errorText } from './errorText';

/** Players merged into others, each with a way to separate them again. */
export function MergedList({ all, t, changed }: { all: PlayerRecord[]; t: TFunction; changed: () => void }) {
  const [error, setError] = useState('');
  const merged = all.filter((p) => p.mergedInto !== undefined);
  if (merged.length === 0) return null;
  const nameOf = (id: string) => all.find((p) => p.id === id)?.name ?? '?';
  const unmerge = (p: PlayerRecord) =>
    unmergePlayer(p.id).then(
      (r) => (r.ok ? (setError(''), changed()) : setError(errorText(r, t))),
      () => setError(t('players.errors.ERR_STORAGE')),
    );
  return (
    <section aria-labelledby="merged-h">
      <h2 id="merged-h">{t('players.merged')}</h2>
      {error && (
        <p class="field-error" role="alert">
          {error}
        </p>
      )}
      <ul class="player-list">
        {merged.map((p) => (
          <li key={p.id} data-testid="merged-row">
            <span class="seat-name">{t('players.mergedInto', { player: p.name, into: nameOf(resolvePlayerId(p.id, all)) })}</span>
            <button type="button" onClick={() => void unmerge(p)}>
              {t('players.unmerge')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
