/**
 * The "I am King" auction: who holds the title, how many auction cards each seat has laid (face
 * down: only the count is public), who passed, and for the seat to move the bids the engine
 * allows ("lay 2 more") and the final pass.
 */
import { useT } from '../../../../i18n/useT';
import type { RsMove } from '../../engine/types';
import { GAME } from './names';
import type { PhaseProps } from './phaseProps';

/** The auction table and, on this seat's turn, its bid and pass buttons. */
export function AuctionPanel({ view, players, legal, busy, onPlay }: PhaseProps) {
  const { t } = useT(GAME);
  const a = view.auction;
  if (!a) return null;
  const name = (seat: number) => players[seat]?.name ?? '?';
  const mine = view.seats[view.seat];
  const bids = legal.filter((m): m is Extract<RsMove, { t: 'bid' }> => m.t === 'bid').sort((x, y) => x.n - y.n);
  const canPass = legal.some((m) => m.t === 'pass');
  return (
    <>
      <p class="leader" data-testid="title-holder">
        {t('playUi.auction.holder', { name: name(a.holder), count: a.top })}
      </p>
      <ul class="player-list">
        {view.seats.map((s, seat) => (
          <li key={seat} data-testid={`auction-seat-${seat}`}>
            <span class="seat-name">{name(seat)}</span>
            <span>{t('playUi.auction.laid', { count: s.laidCount })}</span>
            <span class="small">{a.passed.includes(seat) ? t('playUi.auction.passed') : seat === a.opener ? t('playUi.auction.opener') : ''}</span>
          </li>
        ))}
      </ul>
      {mine && <p class="small">{t('playUi.auction.left', { count: mine.auctionLeft })}</p>}
      {(bids.length > 0 || canPass) && (
        <div class="actions">
          {bids.map((b) => (
            <button type="button" key={b.n} class="primary" disabled={busy} data-testid={`bid-${b.n}`} onClick={() => onPlay(b)}>
              {t('playUi.auction.bid', { count: b.n, total: (mine?.laidCount ?? 0) + b.n })}
            </button>
          ))}
          {canPass && (
            <button type="button" disabled={busy} data-testid="pass" onClick={() => onPlay({ t: 'pass' })}>
              {t('playUi.auction.pass')}
            </button>
          )}
        </div>
      )}
      <p class="small">{t('playUi.auction.how')}</p>
    </>
  );
}
