import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import { Leader } from '../../../../ui/Leader';
import { signed } from '../../../../ui/score/Breakdown';
import { ScoreTable } from '../../../../ui/ScoreTable';
import type { RsInput } from './input';
import { GAME, nameOf } from './names';
import { tableLines, type SheetScore } from './scoring';
import { TeamStanding } from './TeamStanding';

/**
 * Running totals: rounds down, players across, the end-of-game bonuses on their own line, then
 * totals and places; the winner once the game is over. While a round cannot be scored yet the
 * table says which rounds it covers.
 */
export function Totals({ input, seats, score }: { input: RsInput; seats: SeatRecord[]; score: SheetScore }) {
  const { t } = useT(GAME);
  const g = score.shown;
  const caption = !g ? '' : score.final ? t('scoreUi.totals.final') : t('scoreUi.totals.after', { n: g.rounds.length });
  const label = (kind: string, round: number) =>
    kind === 'start' ? t('scoreUi.totals.start') : kind === 'end' ? t('scoreUi.totals.end') : t('common:pad.round', { n: round });
  const first = g?.ranking[0] ?? [];
  return (
    <section aria-labelledby="rs-totals-h">
      <h2 id="rs-totals-h">{score.final ? t('scoreUi.totals.finalHeading') : t('scoreUi.totals.heading')}</h2>
      {!g ? (
        <p class="hint">{t('scoreUi.totals.none')}</p>
      ) : (
        <>
          <ScoreTable
            caption={caption}
            seats={seats}
            totals={score.totals}
            ranking={g.ranking}
            rows={tableLines(g).map((line) => ({
              key: `${line.kind}-${line.round}`,
              label: label(line.kind, line.round),
              cell: (s) => signed(line.points[s.id] ?? 0),
            }))}
          />
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
