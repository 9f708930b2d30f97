import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import { CountField } from './CountField';
import { GAME } from './names';

/**
 * Tricks taken, one typed field per player in table order (empty until entered; Enter moves on
 * to the next player, a field never moves on by itself), with a running "x of N" and who is still missing, so a
 * missing or extra trick shows before the scorer refuses the round.
 */
export function TricksStep({
  seats,
  tricks,
  total,
  onSet,
}: {
  seats: SeatRecord[];
  tricks: (id: string) => number | undefined;
  total: number;
  onSet: (id: string, n: number | undefined) => Promise<boolean>;
}) {
  const { t } = useT(GAME);
  const sum = seats.reduce((s, seat) => s + (tricks(seat.id) ?? 0), 0);
  const missing = seats.filter((s) => tricks(s.id) === undefined).map((s) => s.name);
  const status = sum > total ? 'field-error' : sum === total && missing.length === 0 ? 'ok' : 'hint';
  return (
    <>
      <div class="rs-counts" data-testid="tricks">
        {seats.map((s) => (
          <CountField
            key={s.id}
            label={t('scoreUi.tricks.of', { name: s.name })}
            value={tricks(s.id)}
            max={total}
            onChange={(n) => onSet(s.id, n)}
            testid={`tricks-${s.name}`}
          />
        ))}
      </div>
      <p role="status" data-testid="tricks-sum" class={status}>
        {t('scoreUi.tricks.sum', { sum, count: total })}
        {missing.length > 0 && ` · ${t('scoreUi.tricks.waiting', { names: missing.join(', ') })}`}
        {sum > total && ` ${t('scoreUi.tricks.tooMany')}`}
      </p>
    </>
  );
}
