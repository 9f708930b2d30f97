import { useT } from '../i18n/useT';
import { isolateName } from '../lib/names';
import type { ScoreUnit } from '../games/types';
import type { SeatRecord } from '../storage/types';
import { unitKey } from './score/unit';

/**
 * "Leading: Anya, 22 points" with the language's plural form; names of a shared lead joined.
 * A finished game has no leader any more but a winner ("Winner: Anya", "Winners: Anya, Boris").
 */
export function Leader({
  seats,
  totals,
  ranking,
  unit = 'points',
  finished,
}: {
  seats: SeatRecord[];
  totals: Record<string, number>;
  ranking: string[][];
  unit?: ScoreUnit;
  finished?: boolean;
}) {
  const { t } = useT();
  const first = ranking[0];
  if (!first?.length) return null;
  const names = first.map((id) => isolateName(seats.find((s) => s.id === id)?.name ?? id)).join(', ');
  return (
    <p class="leader" data-testid="leader">
      {t(finished ? 'table.winner' : 'table.leader', { names, count: first.length, points: t(unitKey(unit), { count: totals[first[0]!] ?? 0 }) })}
    </p>
  );
}
