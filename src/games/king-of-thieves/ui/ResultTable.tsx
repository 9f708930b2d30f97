import type { ScoreResult } from '../../types';
import { useT } from '../../../i18n/useT';
import type { SeatRecord } from '../../../storage/types';
import { Leader } from '../../../ui/Leader';
import { PlaceList } from '../../../ui/score/PlaceList';
import { TieBreaks } from '../../../ui/score/TieBreaks';
import { GAME } from './CardFace';
import { holdingOf } from './holdings';

/** Henchman icons as the scorer counted them (Big Haul's answer included), from its row. */
const henchmenOf = (result: ScoreResult, id: string): number | string => result.breakdown[id]?.find((r) => r.category === 'henchmen')?.params?.count ?? '—';

/**
 * Everyone by place, one card per player (five fit a 360 px phone): the total, the counts the
 * majorities and tie-breaks compare (cards, henchman icons, coins, notoriety), who leads, and
 * every tie-break said in words.
 */
export function ResultTable({ seats, input, result, finished }: { seats: SeatRecord[]; input: unknown; result: ScoreResult; finished?: boolean }) {
  const { t } = useT(GAME);
  const detail = (s: SeatRecord) => {
    const h = holdingOf(input, s.id);
    const counts: Array<[string, number | string | null]> = [
      ['cards', h.cards.length],
      ['henchmen', henchmenOf(result, s.id)],
      ['coins', h.coins],
      ['notoriety', h.notoriety],
    ];
    return counts.map(([key, n], i) => (
      <span key={key}>
        {i > 0 && ' · '}
        {t(`table.${key}`)}: <span data-testid={`count-${key}-${s.name}`}>{n ?? '—'}</span>
      </span>
    ));
  };
  return (
    <>
      <PlaceList game={GAME} caption={t('table.caption')} seats={seats} totals={result.totals} ranking={result.ranking} detail={detail} />
      <Leader seats={seats} totals={result.totals} ranking={result.ranking} finished={finished} />
      <TieBreaks notes={result.tieBreaks} seats={seats} />
    </>
  );
}
