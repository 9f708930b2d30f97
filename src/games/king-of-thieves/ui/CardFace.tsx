import type { TFunction } from 'i18next';
import { useT } from '../../../i18n/useT';
import { MARKET_CARDS, type Gem, type Icon, type MarketCard } from '../data/cards';
import { manifest } from '../index';

/** The namespace (and game id) of every string on these screens. */
export const GAME = manifest.id;

/** Dot colours of the four gems; white gets an outline so it shows on a white panel. */
const GEM_STYLE: Record<Gem, Record<string, string>> = {
  green: { background: '#2e7d32' },
  white: { background: '#fafafa', boxShadow: 'inset 0 0 0 1px #777' },
  blue: { background: '#1565c0' },
  red: { background: '#c62828' },
};

/** True when another card prints the same name (the two treasure maps). */
const nameIsShared = (card: MarketCard): boolean => MARKET_CARDS.some((c) => c !== card && c.name.en === card.name.en);

/**
 * A card's name in the current language. Cards printed with the same name are told apart by
 * their cost, the one thing that differs on the table ("Treasure Map (green, green, blue)").
 */
export function cardName(t: TFunction, card: MarketCard): string {
  if (!nameIsShared(card)) return t(`${GAME}:cards.${card.id}`);
  return t(`${GAME}:picker.sharedName`, { name: t(`${GAME}:cards.${card.id}`), gems: card.cost.map((g) => t(`${GAME}:gemWords.${g}`)).join(', ') });
}

/** "Henchman ×2, Wand": each icon once, with how many times it is printed. */
function iconText(t: TFunction, icons: readonly Icon[] | null): string {
  if (icons === null) return t(`${GAME}:picker.iconUnknown`);
  const counts = new Map<Icon, number>();
  for (const i of icons) counts.set(i, (counts.get(i) ?? 0) + 1);
  return [...counts].map(([i, n]) => `${t(`${GAME}:icons.${i}`)}${n > 1 ? ` ×${n}` : ''}`).join(', ');
}

/** The printed facts of a card on one small line: deck, cost gems, icons, points. */
export function CardMeta({ card }: { card: MarketCard }) {
  const { t } = useT(GAME);
  const parts = [iconText(t, card.icons)];
  if (card.vp > 0) parts.push(t('picker.vp', { count: card.vp }));
  if (card.endScoring) parts.push(t('picker.endScoring'));
  return (
    <span class="small">
      {t(`decks.${card.deck}`)}
      {' · '}
      <span aria-hidden="true">
        {card.cost.map((g, i) => (
          <span key={i} class="dot" style={{ ...GEM_STYLE[g], marginRight: '2px' }} />
        ))}
      </span>
      <span class="sr-only">{t('picker.cost', { gems: card.cost.map((g) => t(`gemWords.${g}`)).join(', ') })}</span>
      {' · '}
      {parts.join(' · ')}
    </span>
  );
}
