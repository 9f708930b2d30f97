import { useT } from '../../i18n/useT';
import { isolateName } from '../../lib/names';
import type { SeatRecord } from '../../storage/types';
import { placesOf } from '../../ui/ScoreTable';
import { shownNumber } from '../../lib/shownNumber';
import { RefusedList } from '../../ui/score/RefusedList';
import { useRefusedFields } from '../../ui/score/refusedFields';
import '../../ui/score/StillMissing.css';
import './pad.css';

/** How many rounds with gaps the list names before it says "…and N more rounds". */
const SHOWN_ROUNDS = 3;

/** What is still to be typed, at the top of the pad: "Round 3: Boris, Vera". */
export function PadMissing({ seats, missing }: { seats: SeatRecord[]; missing: Array<{ round: number; ids: string[] }> }) {
  const { t } = useT();
  const name = (id: string) => isolateName(seats.find((s) => s.id === id)?.name ?? id);
  // "Every value is entered" is not said while a field holds a value it refused.
  const refused = useRefusedFields().length > 0;
  if (!missing.length)
    return refused ? (
      <RefusedList />
    ) : (
      <p class="small ok" data-testid="pad-missing">
        {t('pad.allEntered')}
      </p>
    );
  return (
    <>
      <RefusedList />
      <div class="pad-missing" data-testid="pad-missing">
        <strong>{t('pad.missingTitle')}</strong>
        <ul>
          {missing.slice(0, SHOWN_ROUNDS).map((m) => (
            <li key={m.round}>
              {t('pad.missingRound', {
                n: m.round + 1,
                names: m.ids.length === seats.length && seats.length > 2 ? t('pad.everyone') : m.ids.map(name).join(', '),
              })}
            </li>
          ))}
          {missing.length > SHOWN_ROUNDS && <li>{t('pad.moreRounds', { count: missing.length - SHOWN_ROUNDS })}</li>}
        </ul>
        <p class="small">{t('pad.placesLater')}</p>
      </div>
    </>
  );
}

/**
 * Every player's total and place in one wrapped line, so none hides in the table's sideways
 * scroll (six players make the table wider than the phone). Places show once they are final.
 */
export function PadTotals({
  seats,
  totals,
  missing,
  ranking,
}: {
  seats: SeatRecord[];
  totals: Record<string, number>;
  missing: Record<string, number>;
  ranking: string[][];
}) {
  const { t } = useT();
  const places = Object.keys(missing).length ? {} : placesOf(ranking);
  return (
    <ul class="totals-strip" aria-label={t('pad.totals')} data-testid="pad-totals">
      {seats.map((s) => (
        <li key={s.id} class={missing[s.id] ? 'partial' : undefined}>
          <span class="dot" style={{ background: s.color }} aria-hidden="true" /> <bdi>{s.name}</bdi> <strong>{shownNumber(totals[s.id] ?? 0)}</strong>
          {places[s.id] !== undefined && <span class="small"> ({t('score.place', { place: places[s.id] })})</span>}
          {!!missing[s.id] && (
            <>
              <span class="missing-mark" aria-hidden="true">
                ?
              </span>
              <span class="sr-only"> ({t('pad.notEntered', { count: missing[s.id] })})</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
