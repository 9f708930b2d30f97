import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/useT';
import { exportBackup, importBackup, type ImportMode, type ImportReport } from '../storage/backup';
import { parseBackup, type Backup as BackupDoc } from '../storage/backupFormat';
import { getSetting, setSetting } from '../storage/settings';
import { formatDate } from './format';
import { shareOrDownload } from './shareFile';
import { HistoryCsv } from '../share/HistoryCsv';
import './Backup.css';

/** Export everything to one JSON file; import it back as merge or replace, after checking it. */
export function Backup() {
  const { t, lang } = useT(['backup', 'common']);
  const [last, setLast] = useState<number | undefined>();
  const [pending, setPending] = useState<BackupDoc | null>(null);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  useEffect(() => void getSetting('lastBackupAt').then(setLast, () => undefined), []);

  const doExport = async () => {
    const doc = await exportBackup();
    const stamp = new Date(doc.exportedAt).toISOString().slice(0, 10);
    await shareOrDownload(`stolik-backup-${stamp}.json`, JSON.stringify(doc, null, 1));
    await setSetting('lastBackupAt', doc.exportedAt);
    setLast(doc.exportedAt);
    setMessage({ kind: 'ok', text: t('backup.exported', { count: doc.data.sessions.length }) });
  };
  const pick = async (file: File | undefined) => {
    setPending(null);
    if (!file) return;
    const parsed = parseBackup(await file.text());
    if (!parsed.ok) {
      const reason = parsed.params?.reason;
      const params = reason === undefined ? parsed.params : { ...parsed.params, reason: t(`backupReason.${reason}`) };
      return setMessage({ kind: 'error', text: t(`errors.${parsed.error}`, params) });
    }
    setMessage(null);
    setPending(parsed.value);
  };
  const apply = async (mode: ImportMode) => {
    if (!pending) return;
    try {
      const r: ImportReport = await importBackup(pending, mode);
      setMessage({ kind: 'ok', text: t('backup.imported', { count: r.sessions, players: r.players }) });
    } catch {
      setMessage({ kind: 'error', text: t('backup.importFailed') });
    }
    setPending(null);
  };

  return (
    <>
      <h1>{t('backup.title')}</h1>
      <p data-testid="last-backup">{last ? t('backup.last', { date: formatDate(last, lang) }) : t('backup.never')}</p>
      <button type="button" class="primary" onClick={() => void doExport()} data-testid="export">
        {t('backup.export')}
      </button>
      <section class="panel" aria-labelledby="import-h">
        <h2 id="import-h">{t('backup.import')}</h2>
        <label class="file">
          {t('backup.choose')}
          <input type="file" accept="application/json,.json" data-testid="import-file" onChange={(e) => void pick((e.target as HTMLInputElement).files?.[0])} />
        </label>
        {pending && (
          <div class="panel" role="group" aria-label={t('backup.how')}>
            <p>{t('backup.found', { count: pending.data.sessions.length, date: formatDate(pending.exportedAt, lang) })}</p>
            <button type="button" class="primary" onClick={() => void apply('merge')} data-testid="import-merge">
              {t('backup.merge')}
            </button>
            <button type="button" class="danger" onClick={() => void apply('replace')} data-testid="import-replace">
              {t('backup.replace')}
            </button>
            <p class="small">{t('backup.mergeHelp')}</p>
          </div>
        )}
      </section>
      {message && (
        <p role={message.kind === 'error' ? 'alert' : 'status'} class={message.kind === 'error' ? 'field-error' : 'ok'} data-testid="backup-message">
          {message.text}
        </p>
      )}
      <HistoryCsv />
    </>
  );
}
