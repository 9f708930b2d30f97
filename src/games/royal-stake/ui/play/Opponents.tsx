/**
 * The seats round the table: the opponents along the top (left to right in playing order) and
 * the viewer's own line above the hand. Each shows name, role or team, tricks this round, VP,
 * cards in hand and the state of the king and queen, all in words for screen readers.
 */
import type { TFunction } from 'i18next';
import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import type { RsView } from '../../engine/types';
import { GAME } from './names';
import { TEAM_WHIST } from './roundSummary';
import { opponentsInOrder } from './seats';
import { partnerOf, roleKey } from './words';

/** Role words of a seat: its role, or in team whist whether it is the viewer's partner. */
export function roleText(t: TFunction, view: RsView, seat: number): string {
  if (view.config.mode === 'team') {
    if (seat === view.seat) return t('table.teamOf', { n: TEAM_WHIST.findIndex((tm) => tm.includes(seat)) + 1 });
    return partnerOf(view.seat) === seat ? t('table.partner') : t('table.rival');
  }
  const role = roleKey(view, seat);
  return role ? t(`table.role.${role}`) : '';
}

/** King and queen chips: ready (outlined), laid (filled); words for screen readers. */
function Rulers({ s, emperor }: { s: RsView['seats'][number]; emperor: boolean }) {
  const { t } = useT(GAME);
  return (
    <span class="rs-rulers">
      {s.king !== 'off' && s.set !== null && (
        <span class={`rs-chip rs-${s.set}${s.king === 'used' ? ' rs-laid' : ''}`} title={t(`playUi.king.${s.king}`)}>
          <span aria-hidden="true">{t('table.kingLetter')}</span>
          <span class="sr-only">{t(`playUi.king.${s.king}`)}</span>
        </span>
      )}
      {!emperor && s.set !== null && (
        <span class={`rs-chip rs-${s.set}${s.queenUses === 0 ? ' rs-laid' : ''}`} title={t('playUi.queenUses', { count: s.queenUses })}>
          <span aria-hidden="true">
            {t('table.queenLetter')}
            {s.queenUses > 1 ? `×${s.queenUses}` : ''}
          </span>
          <span class="sr-only">{t('playUi.queenUses', { count: s.queenUses })}</span>
        </span>
      )}
    </span>
  );
}

/** Tricks, VP and cards in hand of one seat. */
function Stats({ view, seat }: { view: RsView; seat: number }) {
  const { t } = useT(GAME);
  const s = view.seats[seat]!;
  return (
    <span class="rs-stats">
      <span data-testid={`tricks-${seat}`}>{t('table.tricks', { count: s.tricks })}</span>
      <span>{t('table.vp', { count: s.score })}</span>
      <span>
        <span class="rs-mini-card" aria-hidden="true" />
        {view.handSizes[seat] ?? 0}
        <span class="sr-only"> {t('table.cardsInHand')}</span>
      </span>
      <Rulers s={s} emperor={view.config.mode === 'emperor'} />
    </span>
  );
}

interface SeatsProps {
  view: RsView;
  players: readonly SeatRecord[];
  thinking: number | null;
  /** The seat taking the trick on the table right now. */
  winning: number | null;
}

/** The opponents along the top of the table. */
export function Opponents({ view, players, thinking, winning }: SeatsProps) {
  const { t } = useT(GAME);
  const order = opponentsInOrder(view.seats.length, view.seat);
  return (
    <ul class="rs-opponents" style={{ '--n': order.length }} aria-label={t('table.opponents')} data-testid="opponents">
      {order.map((seat) => {
        const s = view.seats[seat]!;
        const moving = view.toMove === seat;
        return (
          <li key={seat} class={`rs-seat rs-${s.set ?? 'none'}${moving ? ' rs-moving' : ''}`} data-testid={`seat-${seat}`} data-seat={seat}>
            <span class="rs-seat-name">
              <span class="dot" style={{ background: players[seat]?.color }} aria-hidden="true" />
              {players[seat]?.name ?? '?'}
            </span>
            <span class="rs-seat-role">
              {roleText(t, view, seat)}
              {winning === seat && <span class="rs-winning-tag">{t('table.winningShort')}</span>}
            </span>
            <Stats view={view} seat={seat} />
            {(moving || thinking === seat) && <span class="sr-only">{t('table.moving')}</span>}
          </li>
        );
      })}
    </ul>
  );
}

/** The viewer's own line above the hand. */
export function OwnSeat({ view, players }: { view: RsView; players: readonly SeatRecord[] }) {
  const { t } = useT(GAME);
  const s = view.seats[view.seat];
  if (!s) return null;
  const role = roleText(t, view, view.seat);
  return (
    <p class={`rs-own rs-${s.set ?? 'none'}`} data-testid={`seat-${view.seat}`}>
      <strong>{t('playUi.you', { name: players[view.seat]?.name ?? '?' })}</strong>
      {role && <span class="rs-seat-role">{role}</span>}
      <Stats view={view} seat={view.seat} />
    </p>
  );
}
