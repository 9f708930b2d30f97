import { useT } from '../i18n/useT';
import type { RecordNote } from '../storage/backupCheck';

const RECORD_KEY = { sessions: 'recordSessions', players: 'recordPlayers', settings: 'recordSettings', cardValues: 'recordCardValues' } as const;

/**
 * Which records a backup mended or left out, one line each: the record by its title, name or key,
 * then the field and what is wrong with it (the words of a refused file, see backupReason.*).
 */
export function BackupNotes({ notes, heading, testId }: { notes: readonly RecordNote[]; heading: string; testId: string }) {
  const { t } = useT(['backup', 'common']);
  if (notes.length === 0) return null;
  return (
    <div data-testid={testId}>
      <p>{t(heading, { count: notes.length })}</p>
      <ul class="small">
        {notes.map((n) => (
          <li key={`${n.list}.${n.index}`}>
            {t('backup.noteLine', {
              record: t(`backup.${RECORD_KEY[n.list]}`, { label: n.label || n.id }),
              path: `data.${n.list}.${n.index}${n.path === '-' ? '' : `.${n.path}`}`,
              reason: t(`backupReason.${n.reason}`),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
