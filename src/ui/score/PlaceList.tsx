import type { ComponentChildren } from 'preact';
import { useT } from '../../i18n/useT';
import type { SeatRecord } from '../../storage/types';
import { sharesPlace } from '../../lib/ranking';
import { placesOf } from '../ScoreTable';
import { unitKey, unitOf } from './unit';
import './PlaceList.css';
import { shownNumber } from '../../lib/shownNumber';

interface PlaceListProps {
  game: string;
  caption: string;
  seats: readonly SeatRecord[];
  /** Totals of the players who are placed (complete and accepted). */
  totals: Record<string, number>;
  ranking: string[][];
  /** A short line of counts under a player's name ("3 cards · 2 coins"). */
  detail?: (seat: SeatRecord) => ComponentChildren;
  /** Players not placed yet, each with why (values missing, a refusal): listed after the places. */
  pending?: Record<string, ComponentChildren>;
}

/**
 * The result as one card per player, best place first: full names, the total at the right, the
 * counts below. It is as wide as the phone whatever the number of players, so every total reads
 * without sideways scrolling.
 */
export function PlaceList({ game, caption, seats, totals, ranking, detail, pending = {} }: PlaceListProps) {
  const { t } = useT(game);
  const places = placesOf(ranking);
  const placed = ranking
    .flat()
    .map((id) => seats.find((s) => s.id === id))
    .filter((s): s is SeatRecord => !!s && !(s.id in pending));
  const waiting = seats.filter((s) => s.id in pending);
  const shared = (id: string) => sharesPlace(ranking, id);
  return (
    <ol class="place-list" aria-label={caption} data-testid="place-list">
      {placed.map((s) => (
        <li key={s.id} class="place-card" data-testid={`placed-${s.name}`}>
          <span class="place-no" data-testid={`place-${s.name}`} aria-label={t('common:score.place', { place: places[s.id] })}>
            {t('common:table.placeN', { place: places[s.id], shared: shared(s.id) ? 'yes' : 'no' })}
          </span>
          <span class="place-who">
            <span class="place-name">
              <span class="dot" style={{ background: s.color }} aria-hidden="true" /> <bdi>{s.name}</bdi>
            </span>
            {detail && <span class="small place-detail">{detail(s)}</span>}
          </span>
          <span class="place-total">
            <span data-testid={`total-${s.name}`}>{shownNumber(totals[s.id] ?? 0)}</span>
            <span class="sr-only"> {t(unitKey(unitOf(game)), { count: totals[s.id] ?? 0 })}</span>
          </span>
        </li>
      ))}
      {waiting.map((s) => (
        <li key={s.id} class="place-card pending" data-testid={`pending-${s.name}`}>
          <span class="place-no" data-testid={`place-${s.name}`}>
            —
          </span>
          <span class="place-who">
            <span class="place-name">
              <span class="dot" style={{ background: s.color }} aria-hidden="true" /> <bdi>{s.name}</bdi>
            </span>
            <span class="small place-detail">{pending[s.id]}</span>
          </span>
          <span class="place-total" />
        </li>
      ))}
    </ol>
  );
}
