import type { TFunction } from 'i18next';
import { useState } from 'preact/hooks';
import { mergePlayers } from '../../storage/players';
import type { PlayerRecord } from '../../storage/types';
import { errorText } from './errorText';

/**
 * Merging two saved players who are one person: pick the other, read what will happen, confirm.
 * The merged player's games count for the chosen one; it can be separated again later.
 */
export function MergePanel({ p, others, t, done }: { p: PlayerRecord; others: PlayerRecord[]; t: TFunction; done: (changed: boolean) => void }) {
  const [into, setInto] = useState('');
  const [error, setError] = useState('');
  const target = others.find((o) => o.id === into);
  const id = `merge-${p.id}`;
  const merge = async () => {
    const r = await mergePlayers(p.id, into).catch(() => null);
    if (r?.ok) return done(true);
    setError(r ? errorText(r, t) : t('players.errors.ERR_STORAGE'));
  };
  return (
    <fieldset class="pl-merge" data-testid="merge-panel">
      <legend>{t('players.mergeLegend', { name: p.name })}</legend>
      {others.length === 0 ? (
        <p class="hint">{t('players.mergeNobody')}</p>
      ) : (
        <label class="block" for={id}>
          {t('players.sameAs')}
          <select id={id} value={into} onChange={(e) => (setInto((e.target as HTMLSelectElement).value), setError(''))}>
            <option value="">{t('players.choose')}</option>
            {others.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {target && <p data-testid="merge-explain">{t('players.mergeExplain', { from: p.name, into: target.name })}</p>}
      {error && (
        <p class="field-error" role="alert">
          {error}
        </p>
      )}
      <div class="row">
        {target && (
          <button type="button" class="primary" onClick={() => void merge()}>
            {t('players.mergeConfirm')}
          </button>
        )}
        <button type="button" onClick={() => done(false)}>
          {t('app.cancel', { ns: 'common' })}
        </button>
      </div>
    </fieldset>
  );
}
