/**
 * Every player as the table sees them: loot (dice and the first-player token), coins, cards and
 * notoriety. Notoriety tokens lie face down: a seat sees its own count, the others' show as
 * hidden (the engine's view holds null for them). During the split a loot that may be stolen
 * has its own button.
 */
import type { TFunction } from 'i18next';
import type { SeatRecord } from '../../../../storage/types';
import { CARD_BY_ID } from '../../data/cards';
import type { KotView } from '../../engine';
import { cardName } from '../CardFace';
import { CardsIcon, CoinIcon, NotorietyIcon } from './Die';
import { Pool } from './Pool';

interface SeatsProps {
  view: KotView;
  players: readonly SeatRecord[];
  t: TFunction;
  /** Seats whose loot the viewer may steal now. */
  victims: readonly number[];
  onSteal: (seat: number) => void;
  busy: boolean;
}

export function Seats({ view, players, t, victims, onSteal, busy }: SeatsProps) {
  const order = view.sale?.order ?? players.map((_, i) => i);
  return (
    <section class="kot-seats" aria-labelledby="kot-seats-h">
      <h3 id="kot-seats-h" class="sr-only">
        {t('play.players')}
      </h3>
      <ul>
        {players.map((p, seat) => {
          const notoriety = view.notoriety[seat];
          const cards = view.cards[seat] ?? [];
          const hasLoot = (view.loot[seat] ?? []).some((n) => n > 0) || view.token === seat;
          const buying = view.phase === 'sale' && view.sale !== null && order[view.sale.at] === seat;
          return (
            <li key={p.id} class={`kot-seat${seat === view.seat && view.phase !== 'over' ? ' to-move' : ''}`} data-testid={`seat-${seat}`}>
              <p class="kot-seat-line">
                <span class="dot" style={{ background: p.color }} aria-hidden="true" />
                <strong class="who">{seat === view.viewer ? t('play.you', { name: p.name }) : p.name}</strong>
                <span class="kot-stat" title={t('play.coinsTitle')}>
                  <CoinIcon />
                  <span class="sr-only">{t('play.coinsTitle')}:</span> {view.coins[seat]}
                </span>
                <span class="kot-stat" title={t('play.notorietyTitle')} data-testid={`notoriety-${seat}`}>
                  <NotorietyIcon />
                  <span class="sr-only">{t('play.notorietyTitle')}:</span>{' '}
                  {notoriety === null || notoriety === undefined ? <span aria-label={t('play.hidden')}>?</span> : notoriety}
                </span>
                <span class="kot-stat" title={t('play.cardsTitle')}>
                  <CardsIcon />
                  <span class="sr-only">{t('play.cardsTitle')}:</span> {cards.length}
                </span>
              </p>
              {hasLoot ? (
                <Pool dice={view.loot[seat]!} token={view.token === seat} t={t} small testId={`loot-${seat}`} />
              ) : (
                <p class="small muted">{view.phase === 'split' ? t('play.noLoot') : ''}</p>
              )}
              {buying && <p class="small">{t('play.buying')}</p>}
              {cards.length > 0 && (
                <p class="small kot-owned">
                  {cards
                    .map((id) => CARD_BY_ID.get(id))
                    .filter((c) => c !== undefined)
                    .map((c) => cardName(t, c))
                    .join(' · ')}
                </p>
              )}
              {victims.includes(seat) && (
                <button type="button" disabled={busy} onClick={() => onSteal(seat)} data-testid={`steal-${seat}`}>
                  {t('play.steal', { name: p.name })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
