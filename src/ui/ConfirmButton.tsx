import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { useT } from '../i18n/useT';
import './ConfirmButton.css';

/**
 * A destructive action that asks first, inline (no modal to trap focus on a small phone):
 * the first tap turns into "Really?" with confirm and cancel.
 */
export function ConfirmButton({ children, question, onConfirm }: { children: ComponentChildren; question: string; onConfirm: () => void }) {
  const { t } = useT();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" class="danger" onClick={() => setAsking(true)}>
        {children}
      </button>
    );
  }
  return (
    <span class="confirm" role="group" aria-label={question}>
      <span>{question}</span>
      <button type="button" class="danger" autoFocus onClick={() => (setAsking(false), onConfirm())}>
        {t('app.yes')}
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        {t('app.cancel')}
      </button>
    </span>
  );
}
