import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import { focusFirst, missingPlaces } from './focusMissing';
import type { Missing } from './missing';
import { GAME, nameOf } from './names';

/**
 * Where the round's entry ends: the next thing to do. While values are missing it names the
 * first one, as a button that takes the focus there (scrolled into view); once the round is counted, "Start round N" (or "Finish game" after the last
 * round); a finished game says so. The scorer's refusals are shown just above it.
 */
export function NextAction({
  missing,
  seats,
  canAdd,
  nextRound,
  final,
  finished,
  onAdd,
  onFinish,
}: {
  missing: readonly Missing[];
  seats: SeatRecord[];
  canAdd: boolean;
  nextRound: number;
  final: boolean;
  finished: boolean;
  onAdd: () => void;
  onFinish: () => void;
}) {
  const { t } = useT(GAME);
  const first = missing[0];
  const name = first?.player ? nameOf(seats, first.player) : '';
  const goFirst = () =>
    first &&
    focusFirst(
      missingPlaces(first, name, {
        dealKing: t('scoreUi.deal.question'),
        king: t('scoreUi.king.who'),
        rulersOf: (n) => t('scoreUi.setup.rulersOf', { name: n }),
      }),
    );
  return (
    <div class="actions rs-next" data-testid="next-action">
      {first ? (
        <button type="button" class="rs-next-missing" onClick={goFirst} data-testid="next-missing">
          {t('scoreUi.next.enter', { field: t(`scoreUi.missing.${first.field}`) })}
          {first.player && ` — ${name}`}
        </button>
      ) : finished ? (
        <p class="ok">{t('scoreUi.next.finished')}</p>
      ) : final ? (
        <button type="button" class="primary" onClick={onFinish} data-testid="finish-game">
          {t('scoreUi.next.finish')}
        </button>
      ) : canAdd ? (
        <button type="button" class="primary" onClick={onAdd} data-testid="add-round">
          {t('scoreUi.startRound', { n: nextRound })}
        </button>
      ) : null}
    </div>
  );
}
