/**
 * A seat's own hand as compact cards in even rows (12 cards: two rows of six at 360 px): a colour
 * band, the number or symbol, and the colour or kind in words (colour is never the only cue; the
 * full name is the button's label). Pickable cards are buttons and lift when picked; the others
 * are greyed, and a tap on one says why it cannot be played.
 */
import { useId } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import type { CardId } from '../../engine/types';
import { cardColour, cardMark, cardName, cardShort, sortHand } from './cards';
import { GAME } from './names';
import { handColumns } from './seats';

interface HandProps {
  cards: readonly CardId[];
  /** Heading of the hand ("Your hand: 9 cards"), read by screen readers. */
  title: string;
  /** Cards a tap may pick; without it the hand is only shown. */
  pickable?: ReadonlySet<CardId>;
  picked?: readonly CardId[];
  onPick?: (card: CardId) => void;
  /** A greyed card was tapped (the caller shows its reason). */
  onBlocked?: (card: CardId) => void;
  /** Why a card cannot be played, already in words (one line per distinct reason). */
  reasons?: ReadonlyMap<CardId, string>;
  /** Pointer handlers for dragging a card to the table (trick phase). */
  drag?: (card: CardId) => Record<string, unknown>;
}

/** The hand, sorted by colour; tap to pick (single or several, as the caller decides). */
export function Hand({ cards, title, pickable, picked = [], onPick, onBlocked, reasons, drag }: HandProps) {
  const { t } = useT(GAME);
  const id = useId();
  const sorted = sortHand(cards);
  const reasonList = [...new Set(reasons?.values() ?? [])];
  const reasonId = (card: CardId) => {
    const r = reasons?.get(card);
    return r === undefined ? undefined : `${id}-why-${reasonList.indexOf(r)}`;
  };
  return (
    <section class="rs-hand" aria-labelledby={`${id}-h`} data-testid="hand">
      <h2 id={`${id}-h`} class="sr-only">
        {title}
      </h2>
      <ul class="rs-cards" style={{ '--cols': handColumns(sorted.length) }}>
        {sorted.map((card) => {
          const face = (
            <>
              <span class="rs-mark" aria-hidden="true">
                {cardMark(card)}
              </span>
              <span class="rs-name" aria-hidden="true">
                {cardShort(t, card)}
              </span>
              <span class="sr-only">{cardName(t, card)}</span>
            </>
          );
          if (!pickable) {
            return (
              <li key={card} class={`rs-card rs-${cardColour(card)}`} data-card={card}>
                {face}
              </li>
            );
          }
          const can = pickable.has(card);
          return (
            <li key={card}>
              <button
                type="button"
                class={`rs-card rs-${cardColour(card)}${can ? '' : ' rs-blocked'}`}
                data-card={card}
                aria-pressed={picked.includes(card)}
                aria-disabled={can ? undefined : 'true'}
                aria-describedby={reasonId(card)}
                onClick={() => (can ? onPick?.(card) : onBlocked?.(card))}
                {...(can && drag ? drag(card) : {})}
              >
                {face}
              </button>
            </li>
          );
        })}
      </ul>
      {reasonList.length > 0 && (
        <ul class="rs-reasons sr-only" data-testid="blocked-reasons">
          {reasonList.map((r, i) => {
            const which = sorted.filter((c) => reasons?.get(c) === r).map((c) => cardName(t, c));
            return (
              <li key={r} id={`${id}-why-${i}`} class="small">
                {t('playUi.blocked', { reason: r, cards: which.join(', ') })}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
