import type { ScoreResult } from '../../types';
import { useT } from '../../../i18n/useT';
import type { SeatRecord } from '../../../storage/types';
import { nameOf } from './names';

/** Who leads (or, after the last island, who won: several pirates can win together). */
export function Standing({ seats, result, over }: { seats: SeatRecord[]; result: ScoreResult | null; over: boolean }) {
  const { t } = useT('jackal');
  const first = result?.ranking[0];
  if (!result || !first?.length) return null;
  const coins = result.totals[first[0]!] ?? 0;
  const names = first.map((id) => nameOf(seats, id)).join(', ');
  let text: string;
  if (over) text = t(first.length > 1 ? 'sheet.sharedWin' : 'sheet.winner', { names, coins });
  else if (coins <= 0) text = t('sheet.noCoinsYet');
  else text = t(first.length > 1 ? 'sheet.sharedLead' : 'sheet.leading', { names, coins });
  return (
    <p class="leader" data-testid="standing" aria-live="polite">
      {text}
    </p>
  );
}
