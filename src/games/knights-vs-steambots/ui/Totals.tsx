import type { ComponentChildren } from 'preact';
import { useT } from '../../../i18n/useT';
import type { SeatRecord } from '../../../storage/types';
import { Leader } from '../../../ui/Leader';
import { Breakdown, signed } from '../../../ui/score/Breakdown';
import { CannotScore } from '../../../ui/score/CannotScore';
import { PlaceList } from '../../../ui/score/PlaceList';
import { TieBreaks } from '../../../ui/score/TieBreaks';
import type { SheetScore } from '../score/byPlayer';
import type { Variant } from '../data/limits';
import { GROUPS, groupTotals, type Group } from './model';
import { manifest } from '../index';

const GAME = manifest.id;

/** Groups that can carry gold in each variant (knights give none to children, see {#scoring-kids}). */
const GOLD_GROUPS: Record<Variant, readonly Group[]> = {
  standard: GROUPS,
  'kids-easy': ['victories', 'inventory'],
  'kids-harder': ['victories', 'inventory'],
};

interface TotalsProps {
  seats: SeatRecord[];
  variant: Variant;
  sheet: SheetScore;
  /** Players still missing values, with the translated names of those values. */
  missing: Record<string, string[]>;
  onShow: (seatId: string) => void;
  /** A finished game names its winner, not who is leading. */
  finished?: boolean;
}

/**
 * One card per player by place, with gold per group; a player who is refused or still missing
 * values is listed below with why (and a way to their cards), while everyone else keeps their
 * total. Then tie-breaks in words and the explained breakdown.
 */
export function Totals({ seats, variant, sheet, missing, onShow, finished }: TotalsProps) {
  const { t } = useT(GAME);
  const refusedId = (s: SeatRecord) => (sheet.refused[s.id] ? s.id : undefined);
  const pending: Record<string, ComponentChildren> = {};
  for (const s of seats) {
    const failure = sheet.refused[refusedId(s) ?? ''];
    if (failure) {
      pending[s.id] = (
        <>
          <span class="field-error" data-testid={`refused-${s.name}`}>
            {t([`errors.${failure.error}`, `common:errors.${failure.error}`], failure.params)}
          </span>{' '}
          <button type="button" onClick={() => onShow(s.id)} data-testid="show-refused">
            {t('sheet.showPlayer', { name: s.name })}
          </button>
        </>
      );
    } else if (missing[s.id]) {
      pending[s.id] = t('common:score.refusedFor', { name: t('common:score.stillMissing'), message: missing[s.id]!.join(', ') });
    }
  }
  const placedIds = new Set(sheet.ranking.flat());
  const placedTotals = Object.fromEntries(Object.entries(sheet.totals).filter(([id]) => placedIds.has(id)));
  const byGroup = Object.fromEntries(seats.map((s) => [s.id, groupTotals(sheet.breakdown[s.id] ?? [])]));
  const label = (g: Group) => t(`sections.${g}${variant !== 'standard' && g === 'victories' ? 'Kids' : ''}`);
  const detail = (s: SeatRecord) => GOLD_GROUPS[variant].map((g) => `${label(g)} ${signed(byGroup[s.id]?.[g] ?? 0)}`).join(' · ');
  const explained = seats.filter((s) => sheet.breakdown[s.id] && !missing[s.id]);
  return (
    <>
      <section aria-labelledby="kvs-totals-h">
        <h2 id="kvs-totals-h">{t('sheet.totals')}</h2>
        {sheet.table && <CannotScore game={GAME} failure={sheet.table} />}
        <PlaceList game={GAME} caption={t('sheet.caption')} seats={seats} totals={placedTotals} ranking={sheet.ranking} detail={detail} pending={pending} />
        <Leader seats={seats} totals={placedTotals} ranking={sheet.ranking} unit="gold" finished={finished} />
        <TieBreaks notes={sheet.tieBreaks} seats={seats} />
      </section>
      {explained.length > 0 && (
        <Breakdown game={GAME} seats={explained} result={{ totals: sheet.totals, ranking: sheet.ranking, breakdown: sheet.breakdown }} />
      )}
    </>
  );
}
