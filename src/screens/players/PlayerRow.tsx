import type { TFunction } from 'i18next';
import { useState } from 'preact/hooks';
import { href } from '../../nav/router';
import { deletePlayer, setPlayerColor } from '../../storage/players';
import type { PlayerRecord } from '../../storage/types';
import { PLAYER_COLORS } from '../../ui/colors';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { errorText } from './errorText';
import { MergePanel } from './MergePanel';
import { RenameField } from './RenameField';

interface Props {
  p: PlayerRecord;
  /** The other players shown (candidates to merge with). */
  others: PlayerRecord[];
  t: TFunction;
  tc: TFunction;
  /** Something was written: read the list again. */
  changed: () => void;
}

/** One saved player: rename in place, colour, merge with another, statistics, delete. */
export function PlayerRow({ p, others, t, tc, changed }: Props) {
  const [mode, setMode] = useState<'view' | 'rename' | 'merge'>('view');
  const [error, setError] = useState('');
  const done = (didChange: boolean) => (setMode('view'), didChange && changed());
  /** Runs a write; a refusal or a storage failure is said on this row, in words. */
  const run = (write: Promise<{ ok: boolean; error?: string; params?: Record<string, string | number> } | void>) =>
    write.then(
      (r) => (r && !r.ok ? setError(errorText({ error: r.error!, params: r.params }, t)) : (setError(''), changed())),
      () => setError(t('players.errors.ERR_STORAGE')),
    );
  return (
    <li class="pl-row" data-testid="player-row">
      <div class="pl-name">
        <span class="dot big" style={{ background: p.color }} aria-hidden="true" />
        {mode === 'rename' ? (
          <RenameField p={p} t={t} done={done} />
        ) : (
          <span class="seat-name" data-testid="player-name">
            {p.name.trim() ? p.name : tc('players.damaged')}
          </span>
        )}
        {mode === 'view' && (
          <>
            <label class="sr-only" for={`color-${p.id}`}>
              {tc('players.color', { name: p.name })}
            </label>
            <select id={`color-${p.id}`} value={p.color} onChange={(e) => void run(setPlayerColor(p.id, (e.target as HTMLSelectElement).value))}>
              {PLAYER_COLORS.map((c, i) => (
                <option key={c} value={c}>
                  {tc(`colors.c${i}`)}
                </option>
              ))}
            </select>
          </>
        )}
      </div>
      {mode === 'merge' && <MergePanel p={p} others={others} t={t} done={done} />}
      {mode === 'view' && (
        <div class="pl-actions">
          <button type="button" onClick={() => setMode('rename')}>
            {t('players.rename')}
          </button>
          <button type="button" onClick={() => setMode('merge')}>
            {t('players.merge')}
          </button>
          <a class="button" href={href({ name: 'stats-player', player: p.id })}>
            {t('players.stats')}
          </a>
          <ConfirmButton question={tc('players.confirmDelete', { name: p.name })} onConfirm={() => void run(deletePlayer(p.id, undefined, p))}>
            {tc('app.delete')}
          </ConfirmButton>
        </div>
      )}
      {error && (
        <p class="field-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
