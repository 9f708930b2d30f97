import { createPortal } from 'preact/compat';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import type { Mode } from '../../data/decks';
import { JudgeBody } from './JudgeScreen';
import './judge.css';

/**
 * The trick judge in a sheet over the score sheet: the table's way to play, player count and
 * names are handed over, so a dispute is settled without leaving the sheet; closing it (the
 * button, Esc, the phone's back) returns to the same place.
 */
export function JudgeSheet({ names, mode, onClose }: { names: readonly string[]; mode: Mode; onClose: () => void }) {
  const { t } = useT('royal-stake');
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    // Android's back button closes the sheet: a history entry with the same URL (no hashchange).
    history.pushState({ 'stolik-judge-sheet': true }, '');
    const onPop = () => close.current();
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if ((history.state as Record<string, unknown> | null)?.['stolik-judge-sheet']) history.back();
      if (d?.open) d.close();
    };
  }, []);
  return createPortal(
    <dialog ref={dialog} class="judge-sheet" aria-label={t('judgeUi.title')} data-testid="judge-sheet" onCancel={(e) => (e.preventDefault(), onClose())}>
      <div class="judge-sheet-head">
        <button type="button" onClick={onClose} data-testid="judge-close">
          {t('judgeUi.close')}
        </button>
      </div>
      <div class="judge-sheet-body">
        <JudgeBody table={{ mode, names }} heading={2} />
      </div>
    </dialog>,
    document.body,
  );
}

/** "Settle a dispute" on a score sheet: opens the judge for this table's players. */
export function DisputeButton({ seats, mode }: { seats: readonly SeatRecord[]; mode: Mode }) {
  const { t } = useT('royal-stake');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" ref={button} aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="open-judge">
        {t('judgeUi.open')}
      </button>
      {open && <JudgeSheet names={seats.map((s) => s.name)} mode={mode} onClose={() => (setOpen(false), button.current?.focus({ preventScroll: true }))} />}
    </>
  );
}
