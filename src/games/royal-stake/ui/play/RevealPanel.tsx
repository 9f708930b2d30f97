/**
 * "Emperor": every seat lays one numbered card face down; once all have, the cards turn up and
 * set the order of the ruler picks (higher first; black, red, blue, green on equal numbers).
 * Until then only the seat's own choice is shown, and others' choices are not in the view.
 */
import { useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import type { CardId, RsMove, RsView } from '../../engine/types';
import { cardName } from './cards';
import { revealCards } from './choices';
import { Hand } from './Hand';
import { GAME } from './names';

interface RevealPanelProps {
  view: RsView;
  players: readonly SeatRecord[];
  legal: readonly RsMove[];
  busy: boolean;
  onPlay: (move: RsMove) => void;
}

/** Who has chosen, the revealed cards and order, and the seat's own pick with a confirm. */
export function RevealPanel({ view, players, legal, busy, onPlay }: RevealPanelProps) {
  const { t } = useT(GAME);
  const [picked, setPicked] = useState<CardId | null>(null);
  const r = view.reveal;
  const name = (seat: number) => players[seat]?.name ?? '?';
  const allowed = revealCards(legal);
  const title = t('playUi.hand', { count: view.hand.length });
  return (
    <>
      <p>{t('playUi.reveal.how')}</p>
      {r && (
        <ul class="player-list" data-testid="reveal-seats">
          {r.chosen.map((c, seat) => (
            <li key={seat}>
              <span class="seat-name">{name(seat)}</span>
              <span>{c ? cardName(t, c) : seat === view.seat ? t('playUi.reveal.notYet') : t('playUi.reveal.hidden')}</span>
            </li>
          ))}
        </ul>
      )}
      {r && r.order.length > 0 && <p class="small" data-testid="reveal-order">{t('playUi.pick.order', { names: r.order.map(name).join(' → ') })}</p>}
      {allowed.size === 0 ? (
        <Hand cards={view.hand} title={title} />
      ) : (
        <>
          <Hand cards={view.hand} title={title} pickable={allowed} picked={picked ? [picked] : []} onPick={(c) => setPicked(c === picked ? null : c)}
            reasons={new Map(view.hand.filter((c) => !allowed.has(c)).map((c) => [c, t('playUi.reveal.numbersOnly')]))} />
          <div class="actions">
            <button type="button" class="primary" data-testid="reveal-card" disabled={busy || picked === null}
              onClick={() => picked && onPlay({ t: 'reveal', card: picked })}>
              {picked ? t('playUi.reveal.confirm', { card: cardName(t, picked) }) : t('playUi.pickCard')}
            </button>
          </div>
        </>
      )}
    </>
  );
}
