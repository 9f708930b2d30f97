import { useT } from '../../../../i18n/useT';
import type { Failure } from '../../../../lib/result';
import type { SeatRecord } from '../../../../storage/types';
import { CannotScore } from '../../../../ui/score/CannotScore';
import { AskCardValue } from './AskCardValue';
import { GAME, nameOf, namedFailure } from './names';
import { whereFailed } from './scoring';
import type { Code } from '../../codes';

/**
 * Why the sheet cannot be scored yet, in words, with the round and player it concerns and a
 * way there; a printed value the text lost is asked for right here instead. Nothing entered
 * is touched.
 */
export function Problem({
  failure,
  seats,
  players = [],
  current,
  onGo,
  onValueSaved,
}: {
  /** A code of the game's closed table, so the one compared below is checked at compile time. */
  failure: Failure<Code> | null;
  seats: SeatRecord[];
  /** The sheet's declared players, to name the one a "players.N…" refusal is about. */
  players?: ReadonlyArray<{ id: string }>;
  current: number;
  onGo: (r: number) => void;
  onValueSaved: () => Promise<void>;
}) {
  const { t } = useT(GAME);
  if (!failure) return null;
  const key = failure.params?.key;
  if (failure.error === 'ERR_NEEDS_CARD_VALUE' && typeof key === 'string') return <AskCardValue key={key} valueKey={key} onSaved={onValueSaved} />;
  const where = whereFailed(failure);
  // A refusal about a declared player (their rulers, say) names them too, not only rounds' ones.
  const declared = /^players\.(\d+)\b/.exec(failure.path ?? '');
  const seatId = where.player ?? (declared ? players[Number(declared[1])]?.id : undefined);
  const name = seatId ? nameOf(seats, seatId) : '';
  // A choice not made yet ("I am King": the king, a player's rulers) reads better as a request.
  const unset = failure.params?.player === 'undefined' || failure.params?.value === 'undefined';
  const ask = unset && failure.path?.endsWith('.king') ? 'chooseKing' : unset && failure.path?.endsWith('.rulers') ? 'chooseRulers' : null;
  return (
    <div class="panel" data-testid="problem">
      {ask ? (
        <p role="alert" class="field-error" data-testid="cannot-score">
          {t('common:score.cannotScore')} {t(`scoreUi.problem.${ask}`, { name })}
        </p>
      ) : (
        <CannotScore game={GAME} failure={namedFailure(failure, seats, t)} />
      )}
      {where.round === undefined && name && <p class="small">{t('scoreUi.problem.whereSeat', { name })}</p>}
      {where.round !== undefined && (
        <p class="small">{name ? t('scoreUi.problem.wherePlayer', { n: where.round + 1, name }) : t('scoreUi.problem.where', { n: where.round + 1 })}</p>
      )}
      {where.round !== undefined && where.round !== current && (
        <button type="button" onClick={() => onGo(where.round!)}>
          {t('scoreUi.problem.go', { n: where.round + 1 })}
        </button>
      )}
    </div>
  );
}
