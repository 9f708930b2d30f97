import { createContext, type ComponentChildren } from 'preact';
import { useT } from '../../i18n/useT';
import './SheetLock.css';

/**
 * True inside a finished sheet's entry part: shared inputs (the Stepper) show their value as text
 * instead of a dimmed field with buttons (issue 20 point 16), until the sheet is reopened.
 */
export const SheetReadOnly = createContext(false);

/**
 * Wraps the entry part of a score sheet: while the session is finished its numbers read as text
 * (SheetReadOnly) and every other field, chip and button inside is disabled at once (a disabled
 * fieldset), so a stray tap changes nothing; the sheet's data layer refuses edits too. Views
 * (player switchers, tables) stay outside it and keep working.
 */
export function SheetLock({ locked, children, hint = true }: { locked: boolean; children: ComponentChildren; hint?: boolean }) {
  return (
    <>
      {locked && hint && <LockHint />}
      <fieldset class="sheet-lock" disabled={locked} data-locked={locked ? 'true' : undefined}>
        <SheetReadOnly.Provider value={locked}>{children}</SheetReadOnly.Provider>
      </fieldset>
    </>
  );
}

/** "This game is finished, so its entries are locked…": for a sheet that shows its locked values as plain text. */
export function LockHint() {
  const { t } = useT();
  return (
    <p class="lock-hint" data-testid="locked">
      {t('lock.hint')}
    </p>
  );
}
