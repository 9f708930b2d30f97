import { useT } from '../i18n/useT';
import type { SaveState } from './useSession';
import { dateFormat } from '../lib/dateFormat';

/** "Saved at 21:04" only after IndexedDB committed; a failure says so plainly. */
export function SaveStatus({ state, savedAt }: { state: SaveState; savedAt: number }) {
  const { t, lang } = useT();
  const time = dateFormat(lang, { timeStyle: 'short' }).format(savedAt);
  return (
    <p class={state === 'error' ? 'field-error' : 'small'} role="status" data-testid="save-status">
      {state === 'saving' ? t('save.saving') : state === 'error' ? t('save.failed') : t('save.saved', { time })}
    </p>
  );
}
