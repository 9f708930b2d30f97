import { useState } from 'preact/hooks';
import { showNotice } from '../ui/notices';
import { useT } from '../i18n/useT';
import { deleteSession, restoreSession } from '../storage/sessions';
import type { SessionSummary } from '../storage/types';
import { HistoryFilters } from './history/HistoryFilters';
import { HistoryList } from './history/HistoryList';
import { usePages, type Filters } from './history/usePages';
import { usePlayerOptions } from './history/usePlayerOptions';
import { useRecords } from './history/useRecords';
import { useStorageProblem } from './useStorageProblem';
import { Lazy } from '../nav/Lazy';
import { loadAddResult } from '../share/resultCode/load';
import './history/history.css';

/**
 * Every session across games, newest first, grouped by day; filter by game, kind and player,
 * search by name. Reads summaries a page at a time and draws only what is on screen, so it opens
 * as fast with 5,000 sessions as with 5. Delete asks first and can be undone.
 */
export function History() {
  const { t: tc, lang } = useT();
  const { t, ready } = useRecords();
  const [filters, setFilters] = useState<Filters>({ game: '', kind: '', player: '', search: '' });
  const pages = usePages(filters);
  const players = usePlayerOptions(pages.items.length > 0);
  const problem = useStorageProblem();
  const filtered = !!(filters.game || filters.kind || filters.player || filters.search);
  // "Add a result from another phone" (issue 23): a lazy panel with the scanner and the code reader.
  const [adding, setAdding] = useState(false);

  const remove = async (s: SessionSummary) => {
    const old = await deleteSession(s.id);
    pages.drop(s.id);
    if (old) {
      showNotice({
        id: 'undo-delete',
        text: 'history.deleted',
        timeout: 10000,
        action: { label: 'app.undo', run: async () => (await restoreSession(old), pages.put(s)) },
      });
    }
  };

  if (!ready) return <p aria-busy="true">{tc('app.loading')}</p>;
  return (
    <>
      <div class="h-head">
        <h1>{tc('nav.history')}</h1>
        {/* Slot: the CSV export of the whole history (issue 12, sharing) goes here. */}
        {!adding && (
          <button type="button" class="h-add" onClick={() => setAdding(true)} data-testid="add-result-open">
            {t('history.addFromPhone')}
          </button>
        )}
      </div>
      {adding && <Lazy load={loadAddResult} props={{ onSaved: pages.put, onClose: () => setAdding(false) }} />}
      <HistoryFilters filters={filters} set={setFilters} players={players} t={t} />
      {pages.failed && pages.items.length === 0 ? (
        <p role="alert" class="field-error" data-testid="history-failed">
          {tc('sync.storageError')} {problem ? tc(`storage.${problem}.title`) : ''}
        </p>
      ) : pages.items.length === 0 ? (
        pages.loading ? (
          <p aria-busy="true">{tc('app.loading')}</p>
        ) : (
          <p class="hint" data-testid="history-none">
            {filtered ? t('history.noMatch') : tc('history.empty')}
          </p>
        )
      ) : (
        <>
          <HistoryList
            items={pages.items}
            players={players.players}
            lang={lang}
            t={t}
            tc={tc}
            onDelete={(s) => void remove(s).catch(() => undefined) /* the banner says why */}
            onNearEnd={pages.more}
          />
          <p class="hint h-end" aria-live="polite">
            {pages.failed ? tc('sync.storageError') : pages.done ? t('history.noMore') : t('history.loadingMore')}
          </p>
        </>
      )}
    </>
  );
}
