import { useState } from 'preact/hooks';
import { useT } from '../i18n/useT';
import { allSummaries } from '../storage/sessions';
import type { SessionSummary } from '../storage/types';
import { csvFileName, historyCsv } from './csv';
import { deliverFile } from './deliverFile';
import { botNamer } from './seatNames';
import { useShareStrings } from './useShareStrings';
import { SCORE_PAD } from '../lib/scorePad';

/**
 * "Export history as CSV": every seat of every stored session, one row each, for a spreadsheet.
 * Built from the summaries on the device, so it works offline; shared or downloaded as a file.
 */
export function HistoryCsv() {
  const { t } = useT();
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = useShareStrings();

  const run = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const stored = await allSummaries();
      // A record that cannot be read whole is left out of the file, and said (issue 21).
      const all = stored.filter((s) => !s.damaged);
      const skipped = stored.filter((s) => s.damaged);
      if (stored.length === 0) return setMessage({ kind: 'ok', text: t('share:csvEmpty') });
      // Oldest first, as a spreadsheet reads a log.
      const rows = [...all].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
      const text = historyCsv(rows, {
        game: (s: SessionSummary) => (s.game === SCORE_PAD && s.title ? s.title : t(`games.${s.game}.name`, { defaultValue: s.game })),
        bot: botNamer(t),
      });
      const file = new File([text], csvFileName(new Date()), { type: 'text/csv' });
      const how = await deliverFile(file, file.name);
      const left = skipped.length > 0 ? ` ${t('share:csvSkipped', { count: skipped.length, titles: skipped.map((s) => s.title || s.id).join(', ') })}` : '';
      if (how !== 'cancelled') setMessage({ kind: 'ok', text: t('share:csvDone', { count: all.length }) + left });
    } catch {
      setMessage({ kind: 'error', text: t('share:csvFailed') });
    } finally {
      setBusy(false);
    }
  };

  if (!ready) return null;
  return (
    <section class="panel" aria-labelledby="csv-h">
      <h2 id="csv-h">{t('share:csvTitle')}</h2>
      <p class="small" id="csv-hint">
        {t('share:csvHint')}
      </p>
      <button type="button" onClick={() => void run()} disabled={busy} aria-describedby="csv-hint" data-testid="export-csv">
        {t('share:csv')}
      </button>
      {message && (
        <p role={message.kind === 'error' ? 'alert' : 'status'} class={message.kind === 'error' ? 'field-error' : 'ok'} data-testid="csv-message">
          {message.text}
        </p>
      )}
    </section>
  );
}
