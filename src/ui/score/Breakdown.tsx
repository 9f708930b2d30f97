import type { BreakdownRow, ScoreResult } from '../../games/types';
import { useT } from '../../i18n/useT';
import { shownNumber } from '../../lib/shownNumber';
import type { SeatRecord } from '../../storage/types';
import { RuleLink } from '../RuleLink';
import { placesOf } from '../ScoreTable';
import { unitKey, unitOf } from './unit';

/**
 * A game's way of putting a row's parameters into words (player ids as names, colour codes in the
 * reader's language), and of choosing the row's label key; without it rows read their raw params.
 */
export interface RowWords {
  params: (
    params: Record<string, string | number> | undefined,
    seats: SeatRecord[],
    t: (key: string, opts?: Record<string, unknown>) => string,
  ) => Record<string, string | number>;
  category?: (row: BreakdownRow) => string;
}

interface BreakdownProps {
  game: string;
  seats: SeatRecord[];
  result: ScoreResult;
  words?: RowWords;
}

/** A signed number the way a score sheet writes it: +20, −10, 0. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : shownNumber(n));

/**
 * Every point explained: per player, each row's category, points and a one-tap link to the
 * rules section it comes from; values the user typed in from their own cards are flagged.
 */
export function Breakdown({ game, seats, result, words }: BreakdownProps) {
  const { t } = useT(game);
  const places = placesOf(result.ranking);
  const ordered = [...seats].sort((a, b) => (places[a.id] ?? 99) - (places[b.id] ?? 99));
  return (
    <section aria-labelledby="breakdown-h" class="breakdown">
      <h2 id="breakdown-h">{t('common:score.breakdown')}</h2>
      {ordered.map((seat) => (
        <details key={seat.id} class="panel" open={ordered.length <= 2}>
          <summary>
            <span class="dot" style={{ background: seat.color }} aria-hidden="true" />
            <span class="seat-name">{seat.name}</span>
            <span data-testid={`breakdown-total-${seat.name}`}>{t(unitKey(unitOf(game)), { count: result.totals[seat.id] ?? 0 })}</span>
            <span class="small">{t('common:score.place', { place: places[seat.id] ?? '—' })}</span>
          </summary>
          <ul class="rows">
            {(result.breakdown[seat.id] ?? []).map((row, i) => (
              <Row key={i} game={game} row={row} seats={seats} words={words} />
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}

function Row({ game, row, seats, words }: { game: string; row: BreakdownRow; seats: SeatRecord[]; words?: RowWords }) {
  const { t } = useT(game);
  const params = words ? words.params(row.params, seats, t) : row.params;
  return (
    <li class="row-line">
      <span class="row-label">
        {t(`categories.${words?.category?.(row) ?? row.category}`, params)}
        {row.userEntered && <span class="badge-small">{t('common:score.userEntered')}</span>}
        {row.dependsOnUserValue && <span class="badge-small">{t('common:score.dependsOnEntered')}</span>}
        {row.params?.valueSet === 'stolik' && <span class="badge-small">{t('common:score.stolikValue')}</span>}
      </span>
      <span class="row-points">{signed(row.points)}</span>
      {row.rule && (
        <RuleLink game={game} anchor={row.rule}>
          {t('common:score.rule')}
        </RuleLink>
      )}
    </li>
  );
}
