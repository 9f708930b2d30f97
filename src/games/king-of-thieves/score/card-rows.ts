import type { BreakdownRow } from '../../types';
import type { Icon, MarketCard } from '../data/types';
import type { PlayerHoldings } from './validate';

/** Icons of a card as this scoring sees them (Big Haul's depend on the players' answer). */
export type IconsOf = (card: MarketCard) => readonly Icon[];

const cardsWithIcon = (cards: readonly MarketCard[], icon: Icon, iconsOf: IconsOf): number => cards.filter((c) => iconsOf(c).includes(icon)).length;

/** Counts one icon over a set of cards, each printed copy separately (Executive Assistant: 2). */
export const countIcons = (cards: readonly MarketCard[], icon: Icon, iconsOf: IconsOf): number =>
  cards.reduce((n, c) => n + iconsOf(c).filter((i) => i === icon).length, 0);

/** The rows one owned card adds: its printed points, then what its text scores at game end. */
function rowsOfCard(card: MarketCard, owner: PlayerHoldings, otherHasMap: boolean, iconsOf: IconsOf): BreakdownRow[] {
  const rows: BreakdownRow[] = [];
  if (card.vp > 0) rows.push({ category: 'printedPoints', points: card.vp, rule: 'scoring-cards', params: { card: card.id } });
  const s = card.endScoring;
  if (!s) return rows;
  switch (s.kind) {
    case 'hideout': {
      // Each hideout pays on its own, counting every hideout card its owner has (itself too).
      const count = cardsWithIcon(owner.cards, 'hideout', iconsOf);
      const points = count >= 2 ? s.withMore : s.withOne;
      rows.push({ category: 'hideout', points, rule: 'scoring-hideouts', params: { card: card.id, count, withOne: s.withOne, withMore: s.withMore } });
      break;
    }
    case 'golem': {
      const count = countIcons(owner.cards, 'wand', iconsOf);
      const pairs = Math.floor(count / 2);
      rows.push({ category: 'golem', points: pairs * s.perPair, rule: 'scoring-golem', params: { count, pairs, rate: s.perPair } });
      break;
    }
    case 'loyalty': {
      const count = owner.cards.length;
      rows.push({ category: 'loyalty', points: count * s.perCard, rule: 'scoring-loyalty', params: { count, rate: s.perCard } });
      break;
    }
    case 'campaign': {
      const count = owner.notoriety;
      const pairs = Math.floor(count / 2);
      rows.push({ category: 'campaign', points: pairs * s.perTwoTokens, rule: 'scoring-campaign', params: { count, pairs, rate: s.perTwoTokens } });
      break;
    }
    case 'map': {
      const category = otherHasMap ? 'treasureMapShared' : 'treasureMap';
      rows.push({ category, points: otherHasMap ? s.shared : s.alone, rule: 'scoring-treasure-maps', params: { card: card.id } });
      break;
    }
  }
  return rows;
}

/** Rows for every card `owner` holds, in the order the cards were entered. */
export function cardRows(owner: PlayerHoldings, everyone: readonly PlayerHoldings[], iconsOf: IconsOf): BreakdownRow[] {
  // A map is cheaper when anyone else, not the owner, holds a card with the map icon.
  const otherHasMap = everyone.some((p) => p !== owner && cardsWithIcon(p.cards, 'map', iconsOf) > 0);
  return owner.cards.flatMap((card) => rowsOfCard(card, owner, otherHasMap, iconsOf));
}
