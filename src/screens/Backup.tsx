import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/useT';
import { exportChecked, importBackup, type ImportMode, type ImportReport } from '../storage/backup';
import { parseBackupRecords, type RecordNote } from '../storage/backupCheck';
import { BACKUP_FORMAT, BACKUP_VERSION, type Backup as BackupDoc } from '../storage/backupFormat';
import { BackupNotes } from './BackupNotes';
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
  /** What the last export or the chosen file mended and left out. */
  const [notes, setNotes] = useState<{ repaired: RecordNote[]; left: RecordNote[]; file: boolean } | null>(null);
  useEffect(() => void getSetting('lastBackupAt').then(setLast, () => undefined), []);

  const doExport = async () => {
    setMessage(null);
    setNotes(null);
    let doc: BackupDoc;
    try {
      const checked = await exportChecked();
      doc = checked.backup;
      const stamp = new Date(doc.exportedAt).toISOString().slice(0, 10);
      await shareOrDownload(`stolik-backup-${stamp}.json`, JSON.stringify(doc, null, 1));
      setNotes({ repaired: checked.repaired, left: checked.left, file: false });
    } catch (err) {
      // The person closed the share sheet: nothing to say. Anything else: say no file was made.
      if ((err as Error | null)?.name !== 'AbortError') setMessage({ kind: 'error', text: t('backup.exportFailed') });
      return;
    }
    try {
      await setSetting('lastBackupAt', doc.exportedAt);
      setLast(doc.exportedAt);
    } catch {
      return setMessage({ kind: 'error', text: t('backup.dateFailed') });
    }
    setMessage({ kind: 'ok', text: t('backup.exported', { count: doc.data.sessions.length }) });
  };
  const pick = async (file: File | undefined) => {
    setPending(null);
    setNotes(null);
    if (!file) return;
    // Records are read one by one: damaged ones are listed and left out, the rest can be restored.
    const parsed = parseBackupRecords(await file.text());
    const { left = [] } = parsed.ok ? parsed.value : {};
    const readable = parsed.ok && Object.values(parsed.value.data).some((list) => list.length > 0);
    if (!parsed.ok || (!readable && left.length > 0)) {
      // Nothing in the file can be read: refused as a whole, naming the first damaged field.
      const first = left[0];
      const refusal = parsed.ok && first ? { error: 'ERR_BACKUP_FIELD', params: { path: `data.${first.list}.${first.index}`, reason: first.reason } } : parsed;
      const { error, params } = refusal as { error: string; params?: Record<string, unknown> };
      const reason = params?.reason;
      const shown = reason === undefined ? params : { ...params, reason: t(`backupReason.${String(reason)}`) };
      return setMessage({ kind: 'error', text: t(`errors.${error}`, shown) });
    }
    const { data, exportedAt, repaired } = parsed.value;
    setMessage(null);
    setNotes({ repaired, left, file: true });
    setPending({ format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt, data });
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
            {notes && <BackupNotes notes={notes.left} heading="backup.fileLeftOut" testId="file-left-out" />}
            {notes && <BackupNotes notes={notes.repaired} heading="backup.fileMended" testId="file-mended" />}
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
      {notes && !notes.file && <BackupNotes notes={notes.left} heading="backup.exportLeftOut" testId="export-left-out" />}
      {notes && !notes.file && <BackupNotes notes={notes.repaired} heading="backup.exportMended" testId="export-mended" />}
      <HistoryCsv />
    </>
  );
}
