import type { TFunction } from 'i18next';
import { useEffect, useState } from 'preact/hooks';
import { SCORE_PAD, games } from '../../games/registry';
import { useT } from '../../i18n/useT';
import type { Filters } from './usePages';
import type { PlayerOption } from './usePlayerOptions';

const value = (e: Event) => (e.target as HTMLInputElement | HTMLSelectElement).value;

/** Game, kind, player and a name search; the search waits for a pause in typing before it asks. */
export function HistoryFilters({
  filters,
  set,
  players,
  t,
}: {
  filters: Filters;
  set: (f: Filters) => void;
  players: { saved: PlayerOption[]; others: PlayerOption[] };
  t: TFunction;
}) {
  const { t: tc } = useT();
  const [typed, setTyped] = useState(filters.search);
  useEffect(() => {
    if (typed === filters.search) return;
    const timer = setTimeout(() => set({ ...filters, search: typed }), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const active = filters.game || filters.kind || filters.player || filters.search;
  return (
    <fieldset class="h-filters" aria-label={t('history.filters')}>
      <label>
        {t('history.game')}
        <select value={filters.game} onChange={(e) => set({ ...filters, game: value(e) })}>
          <option value="">{t('history.allGames')}</option>
          {[...games.map((g) => g.id), SCORE_PAD].map((id) => (
            <option key={id} value={id}>
              {tc(`games.${id}.name`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('history.kind')}
        <select value={filters.kind} onChange={(e) => set({ ...filters, kind: value(e) as Filters['kind'] })}>
          <option value="">{t('history.allKinds')}</option>
          <option value="score">{t('history.kindScore')}</option>
          <option value="play">{t('history.kindPlay')}</option>
        </select>
      </label>
      <label>
        {t('history.player')}
        <select value={filters.player} onChange={(e) => set({ ...filters, player: value(e) })}>
          <option value="">{t('history.allPlayers')}</option>
          {players.saved.length > 0 && (
            <optgroup label={t('history.savedPlayers')}>
              {players.saved.map((p) => (
                <option key={p.key} value={p.key}>
                  {p.name}
                </option>
              ))}
            </optgroup>
          )}
          {players.others.length > 0 && (
            <optgroup label={t('history.otherNames')}>
              {players.others.map((p) => (
                <option key={p.key} value={p.key}>
                  {p.name}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </label>
      <label>
        {t('history.search')}
        <input type="search" value={typed} maxLength={40} onInput={(e) => setTyped(value(e))} />
      </label>
      {active && (
        <button type="button" class="h-clear" onClick={() => (setTyped(''), set({ game: '', kind: '', player: '', search: '' }))}>
          {t('history.clear')}
        </button>
      )}
    </fieldset>
  );
}
