/**
 * A seat's own hand as large cards: a colour band, the number or symbol, and the card's name in
 * words (colour is never the only cue). Pickable cards are buttons; the others are greyed and
 * point to the line saying why they cannot be played.
 */
import { useId } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import type { CardId } from '../../engine/types';
import { cardColour, cardMark, cardName, sortHand } from './cards';
import { GAME } from './names';

interface HandProps {
  cards: readonly CardId[];
  /** Heading of the hand ("Your hand: 9 cards"). */
  title: string;
  /** Cards a tap may pick; without it the hand is only shown. */
  pickable?: ReadonlySet<CardId>;
  picked?: readonly CardId[];
  onPick?: (card: CardId) => void;
  /** Why a card cannot be played, already in words (one line per distinct reason). */
  reasons?: ReadonlyMap<CardId, string>;
}

/** The hand, sorted by colour; tap to pick (single or several, as the caller decides). */
export function Hand({ cards, title, pickable, picked = [], onPick, reasons }: HandProps) {
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
      <h3 id={`${id}-h`}>{title}</h3>
      <ul class="rs-cards">
        {sorted.map((card) => {
          const face = (
            <>
              <span class="rs-mark" aria-hidden="true">{cardMark(card)}</span>
              <span class="rs-name">{cardName(t, card)}</span>
            </>
          );
          if (!pickable) {
            return <li key={card} class={`rs-card rs-${cardColour(card)}`} data-card={card}>{face}</li>;
          }
          const can = pickable.has(card);
          return (
            <li key={card}>
              <button type="button" class={`rs-card rs-${cardColour(card)}${can ? '' : ' rs-blocked'}`} data-card={card}
                aria-pressed={picked.includes(card)} aria-disabled={can ? undefined : 'true'} aria-describedby={reasonId(card)}
                onClick={() => can && onPick?.(card)}>
                {face}
              </button>
            </li>
          );
        })}
      </ul>
      {reasonList.length > 0 && (
        <ul class="rs-reasons" data-testid="blocked-reasons">
          {reasonList.map((r, i) => {
            const which = sorted.filter((c) => reasons?.get(c) === r).map((c) => cardName(t, c));
            return (
              <li key={r} id={`${id}-why-${i}`} class="small">{t('playUi.blocked', { reason: r, cards: which.join(', ') })}</li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
