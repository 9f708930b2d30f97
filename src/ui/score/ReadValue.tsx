import { useContext } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { useT } from '../../i18n/useT';
import { SheetReadOnly } from './SheetLock';

/** True inside a finished sheet's entry part (SheetLock): editors show their value as text. */
export const useReadOnly = () => useContext(SheetReadOnly);

/**
 * A finished sheet's value as text: the field's label, then its value in words, on one line. A
 * value nobody entered reads "—" (said "not entered" to a screen reader), never 0 or "no".
 */
export function ReadValue({ label, value, compact }: { label: ComponentChildren; value: string | null; compact?: boolean }) {
  const { t } = useT();
  const missing = value === null || value === '';
  return (
    <div class={`read-value${compact ? ' compact' : ''}${missing ? ' missing' : ''}`} data-testid="read-only-value">
      <span class={compact ? 'sr-only' : 'read-label'}>{label}</span>{' '}
      <strong class="read-text">
        <span aria-hidden={missing ? 'true' : undefined}>{missing ? '—' : value}</span>
        {missing && <span class="sr-only">{t('stepper.missing')}</span>}
      </strong>
    </div>
  );
}

/**
 * An editor (chips, a checkbox, radios, a select, an action button) while the sheet is open; on a
 * finished sheet its label and value as text instead, or nothing when it has no value to show
 * (an action such as "Add a round"). One rule for every sheet, as the Stepper follows it.
 */
export function Editable({ label, value, children }: { label?: ComponentChildren; value?: string | null; children: ComponentChildren }) {
  if (!useReadOnly()) return <>{children}</>;
  return label === undefined ? null : <ReadValue label={label} value={value ?? null} />;
}

/** "yes" / "no" for a finished sheet's checkbox. */
export function useYesNo(): (on: boolean) => string {
  const { t } = useT();
  return (on) => t(on ? 'lock.yes' : 'lock.no');
}
