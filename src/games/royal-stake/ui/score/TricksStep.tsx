import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import { Stepper } from '../../../../ui/Stepper';
import { GAME } from './names';

/**
 * Tricks taken, one stepper per player in table order, with a running "x of N" so a missing or
 * extra trick shows before the scorer refuses the round.
 */
export function TricksStep({ seats, tricks, total, onSet }: {
  seats: SeatRecord[];
  tricks: (id: string) => number;
  total: number;
  onSet: (id: string, n: number) => void;
}) {
  const { t } = useT(GAME);
  const sum = seats.reduce((s, seat) => s + tricks(seat.id), 0);
  return (
    <>
      <div class="field-grid" data-testid="tricks">
        {seats.map((s) => (
          <Stepper key={s.id} label={t('scoreUi.tricks.of', { name: s.name })} value={tricks(s.id)} min={0} max={total} onChange={(n) => onSet(s.id, n)} />
        ))}
      </div>
      <p role="status" data-testid="tricks-sum" class={sum === total ? 'ok' : sum > total ? 'field-error' : 'hint'}>
        {t('scoreUi.tricks.sum', { sum, count: total })}
        {sum > total && ` ${t('scoreUi.tricks.tooMany')}`}
      </p>
    </>
  );
}
