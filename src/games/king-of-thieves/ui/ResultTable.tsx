import type { ScoreResult } from '../../types';
import { useT } from '../../../i18n/useT';
import type { SeatRecord } from '../../../storage/types';
import { Leader } from '../../../ui/Leader';
import { ScoreTable } from '../../../ui/ScoreTable';
import { GAME } from './CardFace';
import { holdingOf } from './holdings';

/** Henchman icons as the scorer counted them (Big Haul's answer included), from its row. */
const henchmenOf = (result: ScoreResult, id: string): number | string =>
  result.breakdown[id]?.find((r) => r.category === 'henchmen')?.params?.count ?? '—';

/**
 * Everyone side by side: the counts the majorities compare (cards, henchman icons, coins,
 * notoriety), then totals and places, and who leads.
 */
export function ResultTable({ seats, input, result }: { seats: SeatRecord[]; input: unknown; result: ScoreResult }) {
  const { t } = useT(GAME);
  const rows = [
    { key: 'cards', label: t('table.cards'), cell: (s: SeatRecord) => holdingOf(input, s.id).cards.length },
    { key: 'henchmen', label: t('table.henchmen'), cell: (s: SeatRecord) => henchmenOf(result, s.id) },
    { key: 'coins', label: t('table.coins'), cell: (s: SeatRecord) => holdingOf(input, s.id).coins },
    { key: 'notoriety', label: t('table.notoriety'), cell: (s: SeatRecord) => holdingOf(input, s.id).notoriety },
  ];
  return (
    <>
      <ScoreTable caption={t('table.caption')} seats={seats} rows={rows} totals={result.totals} ranking={result.ranking} />
      <Leader seats={seats} totals={result.totals} ranking={result.ranking} />
    </>
  );
}
