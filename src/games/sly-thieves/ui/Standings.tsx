import { useT } from '../../../i18n/useT';
import type { SeatRecord } from '../../../storage/types';
import { PlaceList } from '../../../ui/score/PlaceList';
import { TieBreaks } from '../../../ui/score/TieBreaks';
import type { Ranked } from '../../../lib/ranking';
import { TILE_VALUES } from '../data/tiles';
import { lootKey } from './GangLoot';
import { countOf, missingValues } from './input';
import { manifest } from '../index';

const GAME = manifest.id;

/** Long names wrap instead of widening the table past a phone's screen. */
export const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

/**
 * Places and loot, best first, one card per gang (four fit a 360 px phone whatever their names);
 * a gang with a count still to enter is listed after them, without a place; equal loot says so.
 */
export function Standings({
  seats,
  input,
  totals,
  ranked,
}: {
  seats: SeatRecord[];
  input: unknown;
  /** Totals of the gangs whose counts are all entered. */
  totals: Record<string, number>;
  ranked: Ranked;
}) {
  const { t } = useT(GAME);
  const pending: Record<string, string> = {};
  for (const s of seats) {
    const missing = missingValues(input, s.id);
    if (missing.length > 0) {
      pending[s.id] = t('common:score.refusedFor', {
        name: t('common:score.stillMissing'),
        message: missing.map((v) => t(`sheet.row${lootKey(v)}`)).join(', '),
      });
    }
  }
  const detail = (s: SeatRecord) => TILE_VALUES.map((v) => `${t(`sheet.row${lootKey(v)}`)} ${countOf(input, s.id, v) ?? '—'}`).join(' · ');
  return (
    <>
      <PlaceList game={GAME} caption={t('sheet.caption')} seats={seats} totals={totals} ranking={ranked.ranking} detail={detail} pending={pending} />
      <TieBreaks notes={ranked.tieBreaks} seats={seats} />
    </>
  );
}
