/**
 * "Emperor": every seat lays one numbered card face down; once all have, the cards turn up and
 * set the order of the ruler picks (higher first; black, red, blue, green on equal numbers).
 * Until then only the seat's own choice is shown, and others' choices are not in the view.
 * The middle of the table says who has chosen; the hand at the bottom picks and confirms.
 */
import { useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import type { CardId, RsView } from '../../engine/types';
import { cardName } from './cards';
import { revealCards } from './choices';
import { Hand } from './Hand';
import { GAME } from './names';
import type { PhaseProps } from './phaseProps';

/** How the reveal works, who has chosen, and the revealed order. */
export function RevealInfo({ view, players }: { view: RsView; players: readonly SeatRecord[] }) {
  const { t } = useT(GAME);
  const r = view.reveal;
  const name = (seat: number) => players[seat]?.name ?? '?';
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
      {r && r.order.length > 0 && (
        <p class="small" data-testid="reveal-order">
          {t('playUi.pick.order', { names: r.order.map(name).join(' → ') })}
        </p>
      )}
    </>
  );
}

type RevealPickProps = Omit<PhaseProps, 'players'>;

/** The seat's own pick with a confirm (or the hand, shown, when it is not its turn). */
export function RevealPick({ view, legal, busy, onPlay }: RevealPickProps) {
  const { t } = useT(GAME);
  const [picked, setPicked] = useState<CardId | null>(null);
  const allowed = revealCards(legal);
  const title = t('playUi.hand', { count: view.hand.length });
  if (allowed.size === 0) return <Hand cards={view.hand} title={title} />;
  return (
    <>
      <button
        type="button"
        class="primary rs-confirm"
        data-testid="reveal-card"
        disabled={busy || picked === null}
        onClick={() => picked && onPlay({ t: 'reveal', card: picked })}
      >
        {picked ? t('playUi.reveal.confirm', { card: cardName(t, picked) }) : t('playUi.pickCard')}
      </button>
      <Hand
        cards={view.hand}
        title={title}
        pickable={allowed}
        picked={picked ? [picked] : []}
        onPick={(c) => setPicked(c === picked ? null : c)}
        reasons={new Map(view.hand.filter((c) => !allowed.has(c)).map((c) => [c, t('playUi.reveal.numbersOnly')]))}
      />
    </>
  );
}
