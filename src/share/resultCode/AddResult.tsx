/**
 * "Add a result from another phone" (History): scan the other phone's result code or paste its
 * text, see what it holds, then "Save to History". A code this phone already holds is said to be
 * there and never written again; a refused code says why in words and changes nothing.
 */
import { useState } from 'preact/hooks';
import { useT } from '../../i18n/useT';
import type { SessionSummary } from '../../storage/types';
import { CodeEntry } from './CodeEntry';
import { ResultPreview } from './ResultPreview';
import { checkCode, saveReceived } from './receive';
import type { CodedResult } from './types';
import { codeErrorText } from './words';
import '../../play/tables/ui/tables.css';
import './resultCode.css';

interface Props {
  /** Called with the new History entry once it is stored. */
  onSaved: (summary: SessionSummary) => void;
  onClose: () => void;
}

type Status = 'saved' | 'already' | 'failed' | null;

export function AddResult({ onSaved, onClose }: Props) {
  const { t } = useT('share');
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<{ value: CodedResult; present: boolean } | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);

  const read = async (text: string) => {
    setBusy(true);
    setStatus(null);
    const checked = await checkCode(text);
    setBusy(false);
    if (!checked.ok) {
      setFound(null);
      setError(codeErrorText(t, checked.error));
      return;
    }
    setError(null);
    setFound({ value: checked.value, present: checked.present });
  };
  const save = async () => {
    if (!found) return;
    setBusy(true);
    const r = await saveReceived(found.value, Date.now());
    setBusy(false);
    setStatus(r.status);
    if (r.status === 'saved') {
      onSaved(r.summary);
      setFound(null);
    } else if (r.status === 'already') setFound({ ...found, present: true });
  };

  return (
    <section class="rc-panel" aria-labelledby="rc-add-title" data-testid="add-result">
      <h2 id="rc-add-title">{t('resultCode.add.title')}</h2>
      <p class="small">{t('resultCode.add.hint')}</p>
      {found ? (
        <>
          <ResultPreview r={found.value} />
          {found.present ? (
            <p role="status" class="ok" data-testid="add-result-already">
              {t('resultCode.add.already')}
            </p>
          ) : (
            <p class="small">{t('resultCode.add.onlyResult')}</p>
          )}
          <div class="actions">
            {!found.present && (
              <button type="button" class="primary" onClick={() => void save()} disabled={busy} data-testid="add-result-save">
                {t('resultCode.add.save')}
              </button>
            )}
            <button type="button" onClick={() => (setFound(null), setStatus(null))} data-testid="add-result-other">
              {t('resultCode.add.another')}
            </button>
          </div>
        </>
      ) : (
        <CodeEntry onCode={(c) => void read(c)} busy={busy} error={error} />
      )}
      <p role="status" class={status === 'failed' ? 'field-error' : 'ok'} data-testid="add-result-status">
        {status === 'saved' ? t('resultCode.add.saved') : status === 'failed' ? t('resultCode.add.failed') : ''}
      </p>
      <div class="actions">
        <button type="button" onClick={onClose} data-testid="add-result-close">
          {t('resultCode.add.close')}
        </button>
      </div>
    </section>
  );
}
