import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import { signed } from '../../../../ui/score/Breakdown';
import { placesOf } from '../../../../ui/ScoreTable';
import type { BreakdownRow } from '../../../types';
import { sumRows } from '../../score/rows';
import type { GameScore } from '../../score/types';
import { categoryKey, GAME, namedParams } from './names';
import { END_CATEGORIES } from './scoring';
import { RuleLink } from '../../../../ui/RuleLink';

/**
 * Every point explained, per player (best first) and round by round: each row's reason, its
 * points, a link to the rule, and "entered by you" where a value from the user's cards was used
 * ("Stolik's value" where a game ran on Stolik's digital values).
 */
export function Explained({ game, seats, totals }: { game: GameScore; seats: SeatRecord[]; totals: Record<string, number> }) {
  const { t } = useT(GAME);
  const places = placesOf(game.ranking);
  const ordered = [...seats].sort((a, b) => (places[a.id] ?? 99) - (places[b.id] ?? 99));
  return (
    <section aria-labelledby="rs-breakdown-h" class="breakdown">
      <h2 id="rs-breakdown-h">{t('common:score.breakdown')}</h2>
      {ordered.map((seat) => {
        // The same lines as the table: end-of-game bonuses apart from round 3, so each
        // heading's sum is the table's cell and every group adds up to the total.
        const isEnd = (row: BreakdownRow) => END_CATEGORIES.includes(row.category);
        const groups = [
          { title: t('scoreUi.totals.start'), rows: game.start[seat.id] ?? [] },
          ...game.rounds.map((r, i) => ({ title: t('common:pad.round', { n: i + 1 }), rows: (r[seat.id] ?? []).filter((x) => !isEnd(x)) })),
          { title: t('scoreUi.totals.end'), rows: game.rounds.flatMap((r) => (r[seat.id] ?? []).filter(isEnd)) },
        ].filter((g) => g.rows.length > 0);
        return (
          <details key={seat.id} class="panel" data-testid={`explained-${seat.name}`}>
            <summary>
              <span class="dot" style={{ background: seat.color }} aria-hidden="true" />
              <span class="seat-name">{seat.name}</span>
              <span data-testid={`breakdown-total-${seat.name}`}>{t('common:table.points', { count: totals[seat.id] ?? 0 })}</span>
              <span class="small">{t('common:score.place', { place: places[seat.id] ?? '—' })}</span>
            </summary>
            {groups.length === 0 && <p class="hint">{t('scoreUi.totals.nothing')}</p>}
            {groups.map((g) => (
              <div key={g.title}>
                <h3 class="small">
                  {g.title}: {signed(sumRows(g.rows))}
                </h3>
                <ul class="rows">
                  {g.rows.map((row, i) => (
                    <Row key={i} row={row} seats={seats} />
                  ))}
                </ul>
              </div>
            ))}
          </details>
        );
      })}
    </section>
  );
}

function Row({ row, seats }: { row: BreakdownRow; seats: SeatRecord[] }) {
  const { t } = useT(GAME);
  return (
    <li class="row-line">
      <span class="row-label">
        {t(`categories.${categoryKey(row)}`, namedParams(row.params, seats, t))}
        {row.userEntered && <span class="badge-small">{t('common:score.userEntered')}</span>}
        {row.params?.valueSet === 'stolik' && <span class="badge-small">{t('common:score.stolikValue')}</span>}
      </span>
      <span class="row-points">{signed(row.points)}</span>
      <RuleLink game={GAME} anchor={row.rule}>
        {t('common:score.rule')}
      </RuleLink>
    </li>
  );
}
