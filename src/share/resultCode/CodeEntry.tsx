/**
 * Where a result code arrives: "Scan the code" opens the table's camera scanner (lazy: the wasm
 * decoder loads only on a phone without a native BarcodeDetector), and the text field beside it
 * takes a pasted code, for a phone without a working camera or a laptop.
 */
import { useState } from 'preact/hooks';
import { useT } from '../../i18n/useT';
import { Scanner } from '../../play/tables/ui/Scanner';

interface Props {
  onCode(code: string): void;
  busy: boolean;
  error: string | null;
}

export function CodeEntry({ onCode, busy, error }: Props) {
  const { t } = useT('share');
  const [text, setText] = useState('');
  const [scanning, setScanning] = useState(false);
  const submit = (e: Event) => {
    e.preventDefault();
    onCode(text);
  };
  return (
    <div class="pair-input">
      {scanning ? (
        <Scanner label={t('resultCode.add.codeLabel')} onCode={(c) => (setScanning(false), onCode(c))} onClose={() => setScanning(false)} />
      ) : (
        <button type="button" class="primary" onClick={() => setScanning(true)} disabled={busy} data-testid="add-result-scan">
          {t('play:tables.scan')}
        </button>
      )}
      <form onSubmit={submit}>
        <label>
          {t('resultCode.add.paste')}
          <textarea
            rows={3}
            value={text}
            data-testid="add-result-input"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'add-result-error' : undefined}
            autocomplete="off"
            spellcheck={false}
            onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
          />
        </label>
        {error && (
          <p role="alert" class="field-error" id="add-result-error" data-testid="add-result-error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy || !text.trim()} data-testid="add-result-submit">
          {t('resultCode.add.read')}
        </button>
      </form>
    </div>
  );
}
