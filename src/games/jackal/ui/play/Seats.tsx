/**
 * Every pirate along the top: name in the player's colour, coins, cards in hand, the
 * first-player card and what the seat is doing on this island. Before the reveal another seat
 * shows only "laying" or "ready": its row and a Tortuga choice stay unseen (engine/view.ts).
 */
import type { TFunction } from 'i18next';
import type { SeatRecord } from '../../../../storage/types';
import type { JackalView, SeatView } from '../../engine';
import { Coin } from './Icons';

/** What a seat is doing, in one word. */
function status(t: TFunction, view: JackalView, seat: SeatView, n: number): string {
  if (view.phase === 'lay') return t(seat.done ? 'play.status.ready' : view.toMove === n ? 'play.status.laying' : 'play.status.waiting');
  if (seat.tortuga !== null) return t('play.status.tortuga', { coins: seat.tortuga });
  if (!seat.stack) return t('play.status.ashore');
  if (seat.route?.end) return t(`play.end.${seat.route.end}`);
  return t('play.status.sailing');
}

/** The strip of seats. */
export function Seats({ t, view, players, thinking }: { t: TFunction; view: JackalView; players: readonly SeatRecord[]; thinking: number | null }) {
  return (
    <ul class="jk-seats" data-testid="seats">
      {view.seats.map((seat, n) => {
        const p = players[n];
        const words = t('play.seatWords', { name: p?.name ?? '', coins: seat.coins, cards: seat.handCount, status: status(t, view, seat, n) });
        return (
          <li
            key={n}
            class={`jk-seat${view.toMove === n ? ' jk-seat-turn' : ''}${thinking === n ? ' jk-seat-thinking' : ''}`}
            data-testid={`seat-${n}`}
            aria-label={view.first === n ? `${words} ${t('play.firstPlayer')}` : words}
          >
            <span class="jk-seat-name" aria-hidden="true">
              <span class="jk-dot" style={{ background: p?.color }} />
              {view.first === n && <span class="jk-first">⚑</span>}
              {p?.name}
            </span>
            <span class="jk-seat-line" aria-hidden="true">
              <Coin />
              <b data-testid={`coins-${n}`}>{seat.coins}</b>
              <span class="jk-mini-card" />
              {seat.handCount}
            </span>
            <span class="jk-seat-status" aria-hidden="true">
              {status(t, view, seat, n)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
