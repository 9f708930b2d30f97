import type { Failure } from '../../../lib/result';
import { useT } from '../../../i18n/useT';
import type { SeatRecord } from '../../../storage/types';
import { Leader } from '../../../ui/Leader';
import { ScoreTable } from '../../../ui/ScoreTable';
import { Breakdown, signed } from '../../../ui/score/Breakdown';
import { CannotScore } from '../../../ui/score/CannotScore';
import type { ScoreResult } from '../../types';
import type { Variant } from '../data/limits';
import { GROUPS, groupTotals, type Group } from './model';

const GAME = 'knights-vs-steambots';

/** Groups that can carry gold in each variant (knights give none to children, see {#scoring-kids}). */
const GOLD_GROUPS: Record<Variant, readonly Group[]> = {
  standard: GROUPS,
  'kids-easy': ['victories', 'inventory'],
  'kids-harder': ['victories', 'inventory'],
};

interface TotalsProps {
  seats: SeatRecord[];
  variant: Variant;
  result: ScoreResult | null;
  failure: Failure | null;
  /** The player a refusal points at, with a way to open their cards. */
  refused?: SeatRecord;
  onShow: (seatId: string) => void;
}

/**
 * Gold per group and player, totals, places and the explained breakdown; while the input is
 * impossible, the scorer's reason instead (what was entered stays on the sheet).
 */
export function Totals({ seats, variant, result, failure, refused, onShow }: TotalsProps) {
  const { t } = useT(GAME);
  if (failure) {
    return (
      <section aria-labelledby="kvs-totals-h">
        <h2 id="kvs-totals-h">{t('sheet.totals')}</h2>
        <CannotScore game={GAME} failure={failure} />
        {refused && (
          <button type="button" onClick={() => onShow(refused.id)} data-testid="show-refused">
            {t('sheet.showPlayer', { name: refused.name })}
          </button>
        )}
      </section>
    );
  }
  if (!result) return null;
  const byGroup = Object.fromEntries(seats.map((s) => [s.id, groupTotals(result.breakdown[s.id] ?? [])]));
  return (
    <>
      <section aria-labelledby="kvs-totals-h">
        <h2 id="kvs-totals-h">{t('sheet.totals')}</h2>
        <ScoreTable
          caption={t('sheet.caption')}
          seats={seats}
          totals={result.totals}
          ranking={result.ranking}
          rows={GOLD_GROUPS[variant].map((g) => ({
            key: g,
            label: t(`sections.${g}${variant !== 'standard' && g === 'victories' ? 'Kids' : ''}`),
            cell: (s) => signed(byGroup[s.id]?.[g] ?? 0),
          }))}
        />
        <Leader seats={seats} totals={result.totals} ranking={result.ranking} unit="gold" />
      </section>
      <Breakdown game={GAME} seats={seats} result={result} />
    </>
  );
}
