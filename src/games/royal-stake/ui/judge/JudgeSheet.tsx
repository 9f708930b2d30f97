import { useRef, useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import { BottomSheet } from '../../../../ui/BottomSheet';
import type { Mode } from '../../data/decks';
import { JudgeBody } from './JudgeScreen';

/**
 * The trick judge in a sheet over the score sheet: the table's way to play, player count and
 * names are handed over, so a dispute is settled without leaving the sheet; closing it (the
 * button, Esc, the phone's back) returns to the same place.
 */
export function JudgeSheet({ names, mode, onClose }: { names: readonly string[]; mode: Mode; onClose: () => void }) {
  const { t } = useT('royal-stake');
  return (
    <BottomSheet name="judge-sheet" label={t('judgeUi.title')} closeLabel={t('judgeUi.close')} closeTestid="judge-close" tall onClose={onClose}>
      <JudgeBody table={{ mode, names }} heading={2} />
    </BottomSheet>
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
