/**
 * Preparation (rulebook «Подготовка»): who still recharges a queen or throws cards away, and for
 * the seat whose turn it is the recharge choice with its price. Discards are made from the hand
 * below (DiscardPanel). The hermit's discard and the exchange keep the trick on the table instead.
 */
import { useT } from '../../../../i18n/useT';
import { QUEEN_RECHARGE_COST } from '../../data/rulers';
import { colourText } from '../judge/labels';
import { GAME } from './names';
import { movesOf } from './stdWords';
import type { PhaseProps } from './phaseProps';

/** The preparation queue and the recharge buttons. */
export function StdPrepPanel({ view, players, legal, busy, onPlay }: PhaseProps) {
  const { t } = useT(GAME);
  const name = (seat: number) => players[seat]?.name ?? '?';
  const std = view.std!;
  const recharge = movesOf(legal, 'recharge');
  const set = view.seats[view.seat]?.set;
  return (
    <>
      <ul class="player-list" data-testid="prep-queue">
        {std.prep.map((task, i) => (
          <li key={i}>
            {task.kind === 'recharge'
              ? t('stdUi.prep.recharge', { name: name(task.seat) })
              : t('playUi.discard.owes', { name: name(task.seat), count: task.count })}
          </li>
        ))}
      </ul>
      {recharge.length > 0 && set && (
        <>
          <p>{t('stdUi.prep.rechargeHow', { colour: colourText(t, set), count: QUEEN_RECHARGE_COST[set] })}</p>
          <div class="rs-std-row">
            {recharge.map((m) => (
              <button
                key={String(m.pay)}
                type="button"
                class={m.pay ? 'primary' : ''}
                disabled={busy}
                data-testid={`recharge-${m.pay}`}
                onClick={() => onPlay(m)}
              >
                {m.pay ? t('stdUi.prep.pay', { count: QUEEN_RECHARGE_COST[set] }) : t('stdUi.prep.skip')}
              </button>
            ))}
          </div>
        </>
      )}
    </>
  );
}
