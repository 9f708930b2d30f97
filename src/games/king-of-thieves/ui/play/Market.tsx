/**
 * The market as the box lays it out: one row of cards per opened deck, each card with its name,
 * its cost in gems, its icons and points. A tap on a card opens it: what it does in our own words
 * and, when the seat to move can buy it now, one button per way to pay.
 */
import type { TFunction } from 'i18next';
import { CARD_BY_ID, type Gem, type MarketCard } from '../../data/cards';
import type { KotMove, KotView } from '../../engine';
import { cardName } from '../CardFace';
import { CoinIcon, DieFace } from './Die';
import { diceOf } from './choices';

type Buy = Extract<KotMove, { type: 'buy' }>;

/** A gem as printed in a card's cost. */
export function GemIcon({ gem }: { gem: Gem }) {
  return (
    <svg class={`kot-gem-icon kot-gem ${gem}`} viewBox="6 8 28 26" aria-hidden="true">
      <path d="M13 9 L27 9 L33 16 L20 33 L7 16 Z" />
      <path class="facet" d="M7 16 L33 16" />
    </svg>
  );
}

/** "red, red, blue" for screen readers and the card's details. */
const gemWords = (t: TFunction, cost: readonly Gem[]) => cost.map((g) => t(`gemWords.${g}`)).join(', ');

/** What the card shows besides its name: icons and printed points. */
function facts(t: TFunction, card: MarketCard): string {
  const icons = card.icons === null ? [t('picker.iconUnknown')] : card.icons.map((i) => t(`icons.${i}`));
  if (card.vp > 0) icons.push(t('picker.vp', { count: card.vp }));
  return icons.join(' · ');
}

interface MarketProps {
  view: KotView;
  t: TFunction;
  lang: string;
  /** Payments the seat to move may make now, by card. */
  buyable: Map<string, Buy[]>;
  open: string | null;
  onOpen: (card: string | null) => void;
  onBuy: (move: Buy) => void;
  busy: boolean;
}

export function Market({ view, t, lang, buyable, open, onOpen, onBuy, busy }: MarketProps) {
  const opened = open && view.open.some((d) => view.rows[d].includes(open)) ? CARD_BY_ID.get(open) : undefined;
  return (
    <section class="kot-market" aria-labelledby="kot-market-h" data-testid="market">
      <h3 id="kot-market-h">{t('play.market')}</h3>
      {view.open.map((deck, i) =>
        // An older row never refills: once bought out, one line says so instead of five empty slots.
        i < view.open.length - 1 && view.rows[deck].every((id) => id === null) ? (
          <p key={deck} class="small kot-row-h" data-testid={`row-sold-out-${deck}`}>
            {t('play.rowSoldOut', { deck: t(`decks.${deck}`) })}
          </p>
        ) : (
          <div key={deck} class="kot-row">
            <p class="small kot-row-h">{t('play.row', { deck: t(`decks.${deck}`), count: view.deckSizes[deck] })}</p>
            <ul class="kot-cards-grid">
              {view.rows[deck].map((id, slot) => {
                const card = id ? CARD_BY_ID.get(id) : undefined;
                if (!card) {
                  return (
                    <li key={`empty-${slot}`} class="kot-card empty">
                      <span class="small">{t('play.sold')}</span>
                    </li>
                  );
                }
                const canBuy = buyable.has(card.id);
                return (
                  <li key={card.id}>
                    <button
                      type="button"
                      class={`kot-card deck-${deck}${canBuy ? ' can-buy' : ''}`}
                      aria-expanded={open === card.id}
                      data-card={card.id}
                      onClick={() => onOpen(open === card.id ? null : card.id)}
                    >
                      <span class="name">{cardName(t, card)}</span>
                      <span class="cost">
                        {card.cost.map((g, i) => (
                          <GemIcon key={i} gem={g} />
                        ))}
                        <span class="sr-only">{t('picker.cost', { gems: gemWords(t, card.cost) })}</span>
                      </span>
                      <span class="facts small">{facts(t, card)}</span>
                      {canBuy && <span class="badge-small">{t('play.canBuy')}</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        ),
      )}
      {opened && (
        <div class="kot-card-detail panel" data-testid="card-detail">
          <p>
            <strong>{cardName(t, opened)}</strong> <span class="small">({t('picker.cost', { gems: gemWords(t, opened.cost) })})</span>
          </p>
          <p>{lang === 'ru' ? opened.effect.ru : opened.effect.en}</p>
          {(buyable.get(opened.id) ?? []).map((m) => (
            <button key={`${m.dice.join('')}-${m.coins}`} type="button" class="primary kot-pay" disabled={busy} data-testid="pay" onClick={() => onBuy(m)}>
              <span>{t('play.buyFor')}</span>
              {diceOf(m.dice).map((f, i) => (
                <DieFace key={i} face={f} small />
              ))}
              {Array.from({ length: m.coins }, (_, i) => (
                <CoinIcon key={`c${i}`} />
              ))}
              <span class="sr-only">{payWords(t, m)}</span>
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

/** "red gem, blue gem; coins: 1" in words. */
export function payWords(t: TFunction, m: Buy): string {
  const dice = diceOf(m.dice).map((f) => t(`log.faces.${f}`));
  return t('play.payWords', { dice: dice.length ? dice.join(', ') : t('play.noDice'), count: m.coins });
}
