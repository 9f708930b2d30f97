import type { TFunction } from 'i18next';
import { useState } from 'preact/hooks';
import { normaliseName } from '../../lib/names';
import { renamePlayer } from '../../storage/players';
import type { PlayerRecord } from '../../storage/types';
import { errorText } from './errorText';

/**
 * Renames a player in place: sessions keep the name they were played under, History's filter
 * and the statistics follow the player. A refusal (empty, taken) is said next to the field.
 */
export function RenameField({ p, t, done }: { p: PlayerRecord; t: TFunction; done: (changed: boolean) => void }) {
  const [name, setName] = useState(p.name);
  const [error, setError] = useState('');
  const id = `rename-${p.id}`;
  const save = async (e: Event) => {
    e.preventDefault();
    if (normaliseName(name) === p.name) return done(false);
    const r = await renamePlayer(p.id, name).catch(() => null);
    if (r?.ok) return done(true);
    setError(r ? errorText(r, t) : t('players.errors.ERR_STORAGE'));
  };
  return (
    <form class="pl-rename" onSubmit={save}>
      <label class="sr-only" for={id}>
        {t('players.newName', { name: p.name })}
      </label>
      <input
        id={id}
        value={name}
        maxLength={40}
        autoFocus
        onInput={(e) => (setName((e.target as HTMLInputElement).value), setError(''))}
        onKeyDown={(e) => e.key === 'Escape' && done(false)}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
      />
      <button type="submit" class="primary">
        {t('players.save')}
      </button>
      <button type="button" onClick={() => done(false)}>
        {t('app.cancel', { ns: 'common' })}
      </button>
      {error && (
        <p id={`${id}-err`} class="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
