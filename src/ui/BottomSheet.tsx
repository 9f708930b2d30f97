import type { ComponentChildren, Ref } from 'preact';
import { createPortal } from 'preact/compat';
import { useEffect, useRef } from 'preact/hooks';
import './BottomSheet.css';

interface BottomSheetProps {
  /** Names the sheet: extra classes `<name>`, `<name>-head`, `<name>-body`, `<name>-close`, the test id, the history marker. */
  name: string;
  /** A visible heading (labels the dialog); without it `label` names it. */
  title?: ComponentChildren;
  label?: string;
  closeLabel: string;
  closeTestid?: string;
  /** A tap on the dimmed page around the sheet closes it too. */
  closeOnBackdrop?: boolean;
  /** Taller sheet (most of the screen), for tools used at length. */
  tall?: boolean;
  bodyRef?: Ref<HTMLDivElement>;
  onBodyClick?: (e: MouseEvent) => void;
  onClose: () => void;
  children: ComponentChildren;
}

/**
 * A modal bottom sheet over the current screen (a centred panel on wide screens). The screen
 * underneath stays mounted and untouched, and cannot scroll meanwhile; Esc, the close button and
 * the phone's back button close the sheet. The caller gives focus back to what opened it.
 */
export function BottomSheet({ name, title, label, closeLabel, closeTestid, closeOnBackdrop, tall, bodyRef, onBodyClick, onClose, children }: BottomSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const marker = `stolik-${name}`;

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    // An installed app has no back button of its own, but Android has one: a history entry with
    // the same URL (no hashchange, so the router and the screen below never re-render) lets
    // "back" close the sheet.
    history.pushState({ [marker]: true }, '');
    const onPop = () => close.current();
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if ((history.state as Record<string, unknown> | null)?.[marker]) history.back();
      if (d?.open) d.close();
    };
  }, []);

  const titleId = `${name}-title`;
  return createPortal(
    <dialog
      ref={dialog}
      class={`bottom-sheet ${name}${tall ? ' bottom-sheet-tall' : ''}`}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      data-testid={name}
      onCancel={(e) => (e.preventDefault(), onClose())}
      onClick={closeOnBackdrop ? (e) => e.target === dialog.current && onClose() : undefined}
    >
      <div class={`bottom-sheet-head ${name}-head`}>
        {title && <h2 id={titleId}>{title}</h2>}
        <button type="button" class={`bottom-sheet-close ${name}-close`} data-testid={closeTestid} onClick={onClose}>
          {closeLabel}
        </button>
      </div>
      <div class={`bottom-sheet-body ${name}-body`} ref={bodyRef} onClick={onBodyClick}>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
