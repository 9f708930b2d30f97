/**
 * A bottom sheet over the table (the island's result, the move log): a modal dialog that closes
 * with its button, Escape or a tap outside, and gives focus back to where it was.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';

interface SheetProps {
  title: string;
  closeText: string;
  onClose: () => void;
  children: ComponentChildren;
  testId?: string;
}

/** The sheet; render it only while open. */
export function Sheet({ title, closeText, onClose, children, testId }: SheetProps) {
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
    <div class="jk-sheet-back" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <section class="jk-sheet" role="dialog" aria-modal="true" aria-labelledby={`${id}-h`} data-testid={testId}>
        <header class="jk-sheet-head">
          <h2 id={`${id}-h`}>{title}</h2>
          <button ref={close} type="button" class="primary" onClick={onClose} data-testid="sheet-close">
            {closeText}
          </button>
        </header>
        <div class="jk-sheet-body" tabIndex={0}>
          {children}
        </div>
      </section>
    </div>
  );
}
