/**
 * Where the other phone's code arrives: "Scan" opens the camera scanner (lazy: the wasm decoder
 * loads only on a phone without a native BarcodeDetector), and "Paste a code instead" is always
 * beside it, for a phone without a working camera or a laptop.
 */
import { useState } from 'preact/hooks';
import { useT } from '../../../i18n/useT';
import { Scanner } from './Scanner';

interface Props {
  /** Accessible name of the text field and the scanner. */
  label: string;
  onCode(code: string): void;
  busy?: boolean;
  error?: string | null;
  testid: string;
}

export function CodeInput({ label, onCode, busy, error, testid }: Props) {
  const { t } = useT('play');
  const [text, setText] = useState('');
  const [scanning, setScanning] = useState(false);
  const submit = (e: Event) => {
    e.preventDefault();
    if (text.trim()) onCode(text.trim());
  };
  return (
    <div class="pair-input">
      {scanning ? (
        <Scanner label={label} onCode={(c) => (setScanning(false), onCode(c))} onClose={() => setScanning(false)} />
      ) : (
        <button type="button" class="primary" onClick={() => setScanning(true)} disabled={busy}>
          {t('tables.scan')}
        </button>
      )}
      <form onSubmit={submit}>
        <label>
          {t('tables.pasteInstead')}
          <textarea
            rows={3}
            value={text}
            data-testid={`${testid}-input`}
            aria-invalid={error ? true : undefined}
            autocomplete="off"
            spellcheck={false}
            onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
          />
        </label>
        {error && (
          <p role="alert" class="field-error" data-testid={`${testid}-error`}>
            {error}
          </p>
        )}
        <button type="submit" disabled={busy || !text.trim()} data-testid={`${testid}-submit`}>
          {t('tables.useCode')}
        </button>
      </form>
    </div>
  );
}
