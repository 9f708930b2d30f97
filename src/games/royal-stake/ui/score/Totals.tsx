import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import { Leader } from '../../../../ui/Leader';
import { TieBreaks } from '../../../../ui/score/TieBreaks';
import type { RsInput } from './input';
import { GAME, nameOf } from './names';
import { RunningTable } from './RunningTable';
import { tableLines, type SheetScore } from './scoring';
import { TeamStanding } from './TeamStanding';

/**
 * Running totals: players down, rounds across, the end-of-game bonuses in their own column, then
 * totals and places; the winner once the game is over. While a round cannot be scored yet the
 * table says which rounds it covers.
 */
export function Totals({ input, seats, score }: { input: RsInput; seats: SeatRecord[]; score: SheetScore }) {
  const { t } = useT(GAME);
  const g = score.shown;
  const caption = !g ? '' : score.final ? t('scoreUi.totals.final') : t('scoreUi.totals.after', { n: g.rounds.length });
  const first = g?.ranking[0] ?? [];
  return (
    <section aria-labelledby="rs-totals-h">
      <h2 id="rs-totals-h">{score.final ? t('scoreUi.totals.finalHeading') : t('scoreUi.totals.heading')}</h2>
      {!g ? (
        <p class="hint">{t('scoreUi.totals.none')}</p>
      ) : (
        <>
          <RunningTable caption={caption} seats={seats} lines={tableLines(g)} totals={score.totals} ranking={g.ranking} />
          <TieBreaks notes={g.tieBreaks} seats={seats} />
          <TeamStanding input={input} seats={seats} totals={score.totals} />
          {score.final ? (
            <p class="leader" data-testid="winner">
              {t('scoreUi.totals.winner', { names: first.map((id) => nameOf(seats, id)).join(', '), count: score.totals[first[0] ?? ''] ?? 0 })}
            </p>
          ) : (
            <Leader seats={seats} totals={score.totals} ranking={g.ranking} />
          )}
        </>
      )}
    </section>
  );
}
