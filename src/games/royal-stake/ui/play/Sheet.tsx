/**
 * A bottom sheet over the table (the log, finished tricks, the standing, the round summary):
 * a modal dialog that slides up, closes with its button, Escape or a tap outside, and gives
 * focus back to where it was. The table under it stays as it was.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import { GAME } from './names';

interface SheetProps {
  title: string;
  onClose: () => void;
  children: ComponentChildren;
  testId?: string;
  /** Text of the closing button (default "Close"); the round summary says "Next round". */
  closeText?: string;
}

/** The sheet; render it only while open. */
export function Sheet({ title, onClose, children, testId, closeText }: SheetProps) {
  const { t } = useT(GAME);
  const id = useId();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const key = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', key);
    return () => {
      document.removeEventListener('keydown', key);
      before?.focus?.();
    };
  }, []);
  return (
    <div class="rs-sheet-back" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <section class="rs-sheet" role="dialog" aria-modal="true" aria-labelledby={`${id}-h`} data-testid={testId}>
        <header class="rs-sheet-head">
          <h2 id={`${id}-h`}>{title}</h2>
          <button ref={close} type="button" class={closeText ? 'primary' : undefined} onClick={onClose} data-testid="sheet-close">
            {closeText ?? t('table.close')}
          </button>
        </header>
        {/* Focusable: a long sheet scrolls by keyboard too. */}
        <div class="rs-sheet-body" tabIndex={0}>
          {children}
        </div>
      </section>
    </div>
  );
}
