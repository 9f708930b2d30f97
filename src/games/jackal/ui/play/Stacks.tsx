/**
 * The rows in the open after the reveal (rulebook "Ход игры", steps 4-5): each sailing pirate's
 * rum (and who put it there), flag and moves with their doubles, Fridays and weapons, the move
 * being announced marked; Tortuga visitors with their trade. Nothing here exists before the
 * reveal: the view has no stack for anyone then.
 */
import type { TFunction } from 'i18next';
import type { SeatRecord } from '../../../../storage/types';
import { cardsForCoins } from '../../data/tortuga';
import type { JackalView } from '../../engine';
import { Card } from './Card';

/** Every revealed row and every Tortuga trade of the island. */
export function Stacks({ t, view, players }: { t: TFunction; view: JackalView; players: readonly SeatRecord[] }) {
  const name = (n: number) => players[n]?.name ?? '';
  return (
    <section class="jk-stacks" aria-label={t('play.stacks')} data-testid="stacks">
      {view.seats.map((seat, n) => {
        if (seat.tortuga !== null)
          return (
            <p key={n} class="jk-stack-line small" data-testid={`tortuga-${n}`}>
              {t('play.atTortuga', { name: name(n), coins: seat.tortuga, cards: cardsForCoins(seat.tortuga) ?? 0 })}
            </p>
          );
        const stack = seat.stack;
        if (!stack) return null;
        const next = view.phase === 'route' && !seat.route?.end ? (seat.route?.next ?? 0) : -1;
        return (
          <div key={n} class="jk-stack" data-testid={`stack-${n}`}>
            <span class="jk-stack-name">
              <span class="jk-dot" style={{ background: players[n]?.color }} />
              {name(n)}
            </span>
            <span class="jk-stack-cards">
              {stack.rum.length > 0 && <Card t={t} face="rum" label={t('play.rumFrom', { names: stack.rum.map(name).join(', ') })} />}
              {stack.flag && <Card t={t} face={stack.flag} />}
              {stack.moves.map((m, k) => (
                <span key={k} class={k === next ? 'jk-now' : undefined}>
                  <Card t={t} face={m.card} move={m} label={t('play.moveN', { n: k + 1 })} />
                </span>
              ))}
            </span>
          </div>
        );
      })}
    </section>
  );
}
