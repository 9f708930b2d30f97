import { useId } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import type { Result } from '../../../../lib/result';
import type { SeatRecord } from '../../../../storage/types';
import { signed } from '../../../../ui/score/Breakdown';
import type { ArrivalVerdict, PirateVerdict, Reason } from '../../referee';
import { RULE } from '../../score/anchors';
import { nameOf, namedParams } from '../names';
import { treasureName } from './labels';
import { RuleLink } from '../../../../ui/RuleLink';
import type { Code } from '../../codes';

interface VerdictProps {
  seats: SeatRecord[];
  island: number;
  result: Result<ArrivalVerdict, Code>;
  /** Tortuga visitors and the coins each paid: booked as negatives, not judged. */
  tortuga: Record<string, number>;
  booked: boolean;
  onBook: () => void;
}

/** The judge's word: per pirate steps, coins and a one-line reason; arrivals per treasure; booking. */
export function Verdict({ seats, island, result, tortuga, booked, onBook }: VerdictProps) {
  const { t } = useT('jackal');
  const hid = useId();
  if (!result.ok) {
    const params = namedParams(seats, result.params);
    return (
      <p role="alert" class="field-error" data-testid="judge-error">
        {t([`errors.${result.error}`, `common:errors.${result.error}`], params)}
      </p>
    );
  }
  const { pirates, treasures, coins } = result.value;
  const preview = seats
    .map((s) => `${s.name} ${tortuga[s.id] !== undefined ? t('sheet.tortugaCell', { value: signed(-tortuga[s.id]!) }) : signed(coins[s.id] ?? 0)}`)
    .join(' · ');
  return (
    <div data-testid="verdict" aria-labelledby={hid} role="region">
      <h4 id={hid}>{t('judge.verdict')}</h4>
      <ul class="rows">
        {pirates.map((p) => (
          <PirateLine key={p.id} seats={seats} pirate={p} />
        ))}
      </ul>
      {treasures.map((tr) => (
        <p key={tr.treasure} data-testid={`order-${tr.treasure}`}>
          <strong>{t('judge.order', { treasure: treasureName(t, tr.treasure), value: tr.value })}</strong>{' '}
          {tr.order.map((a, k) => t('judge.arrival', { place: k + 1, name: nameOf(seats, a.id), step: a.step, coins: a.coins })).join(' · ')}{' '}
          <RuleLink game="jackal" anchor={RULE.treasureSplit}>
            {t('common:score.rule')}
          </RuleLink>
        </p>
      ))}
      <p class="small" data-testid="book-preview">
        {preview}
      </p>
      {booked ? (
        <p role="status" class="ok" data-testid="booked">
          {t('judge.booked', { n: island })}
        </p>
      ) : (
        <button type="button" class="primary" data-testid="book" onClick={onBook}>
          {t('judge.book', { n: island })}
        </button>
      )}
    </div>
  );
}

/** One pirate: steps and coins, the one-line reason with its rule, the step-by-step trace folded. */
function PirateLine({ seats, pirate }: { seats: SeatRecord[]; pirate: PirateVerdict }) {
  const { t } = useT('jackal');
  const reason = (r: Reason) => {
    const params = namedParams(seats, r.params);
    if (typeof params.treasure === 'string') params.treasure = treasureName(t, params.treasure);
    if (r.code === 'T_MOVE' && typeof params.card === 'string') return t('judge.moveCard', { ...params, card: t(`cards.${params.card}`) });
    return t(`referee.${r.code}`, params);
  };
  const link = (r: Reason) => (
    <RuleLink game="jackal" anchor={r.rule}>
      {t('common:score.rule')}
    </RuleLink>
  );
  return (
    <li data-testid={`verdict-${nameOf(seats, pirate.id)}`}>
      <p>
        <strong>{nameOf(seats, pirate.id)}</strong>: {t('judge.summary', { steps: pirate.steps, coins: pirate.coins })}
      </p>
      {pirate.line.map((r, i) => (
        <div key={i} class="row-line">
          <span class="row-label">{reason(r)}</span>
          <span class="row-points">{i === 0 ? signed(pirate.coins) : ''}</span>
          {link(r)}
        </div>
      ))}
      {pirate.trace.length > 0 && (
        <details>
          <summary>{t('judge.trace')}</summary>
          <ol class="rows">
            {pirate.trace.map((r, i) => (
              <li key={i} class="row-line">
                <span class="row-label">{reason(r)}</span>
                <span />
                {link(r)}
              </li>
            ))}
          </ol>
        </details>
      )}
    </li>
  );
}
