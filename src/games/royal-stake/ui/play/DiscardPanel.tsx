/**
 * Discarding: the seat picks exactly the owed number of cards from its hand and confirms. Cards
 * the engine never lets go (for the emperor: rarities, white flags, queens, jacks) stay greyed.
 * Everyone sees who still has to discard and how many.
 */
import { useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import type { CardId, RsView } from '../../engine/types';
import { discardChoice } from './choices';
import { Hand } from './Hand';
import { GAME } from './names';
import type { PhaseProps } from './phaseProps';

type DiscardPanelProps = Omit<PhaseProps, 'players'>;

/** Who still has to discard and how many (the middle of the table). */
export function DiscardQueue({ view, players }: { view: RsView; players: readonly SeatRecord[] }) {
  const { t } = useT(GAME);
  const name = (seat: number) => players[seat]?.name ?? '?';
  return (
    <ul class="player-list" data-testid="discard-queue">
      {view.discardOrder.map((d) => (
        <li key={d.seat}>{t('playUi.discard.owes', { name: name(d.seat), count: d.count })}</li>
      ))}
    </ul>
  );
}

/** For the seat to move, its hand in multi-pick mode with a confirm (else the hand, shown). */
export function DiscardPanel({ view, legal, busy, onPlay }: DiscardPanelProps) {
  const { t } = useT(GAME);
  const [picked, setPicked] = useState<CardId[]>([]);
  const choice = discardChoice(legal);
  const title = t('playUi.hand', { count: view.hand.length });
  if (choice.count === 0) return <Hand cards={view.hand} title={title} />;
  const toggle = (card: CardId) =>
    setPicked(picked.includes(card) ? picked.filter((c) => c !== card) : picked.length < choice.count ? [...picked, card] : picked);
  const move = picked.length === choice.count ? choice.move(picked) : null;
  const kept = new Map([...view.hand].filter((c) => !choice.allowed.has(c)).map((c) => [c, t('playUi.discard.keep')]));
  return (
    <>
      <p class="rs-pick-line" role="status" data-testid="discard-count">
        {t('playUi.discard.pick', { count: choice.count, picked: picked.length })}
      </p>
      <button type="button" class="primary rs-confirm" data-testid="discard" disabled={busy || move === null} onClick={() => move && onPlay(move)}>
        {t('playUi.discard.confirm', { count: choice.count })}
      </button>
      <Hand cards={view.hand} title={title} pickable={choice.allowed} picked={picked} onPick={toggle} reasons={kept} />
    </>
  );
}
