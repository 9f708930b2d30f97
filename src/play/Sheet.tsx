/**
 * A bottom sheet over a game's table (the log, finished tricks, an island's result, a round's
 * summary): a modal dialog that slides up, closes with its button, Escape or a tap outside, and
 * gives focus back to where it was. The table under it stays as it was. Styles: table.css.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';

interface SheetProps {
  title: string;
  /** Text of the closing button. */
  closeText: string;
  /** The closing button as the screen's main action (e.g. "Next round"). */
  primary?: boolean;
  onClose: () => void;
  children: ComponentChildren;
  testId?: string;
}

/** The sheet; render it only while open. */
export function Sheet({ title, closeText, primary, onClose, children, testId }: SheetProps) {
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
    <div class="play-sheet-back" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <section class="play-sheet" role="dialog" aria-modal="true" aria-labelledby={`${id}-h`} data-testid={testId}>
        <header class="play-sheet-head">
          <h2 id={`${id}-h`}>{title}</h2>
          <button ref={close} type="button" class={primary ? 'primary' : undefined} onClick={onClose} data-testid="sheet-close">
            {closeText}
          </button>
        </header>
        {/* Focusable: a long sheet scrolls by keyboard too. */}
        <div class="play-sheet-body" tabIndex={0}>
          {children}
        </div>
      </section>
    </div>
  );
}
