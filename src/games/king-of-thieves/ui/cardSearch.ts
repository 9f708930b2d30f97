/** Finding a market card by what a player types, in Russian or English, whatever the app language. */
import type { MarketCard } from '../data/cards';

/** Lower case, ё as е, punctuation as spaces: "Philosopher's" and "philosophers" meet. */
export const normalizeName = (text: string): string =>
  text
    .toLocaleLowerCase('ru')
    .replace(/ё/g, 'е')
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Which of a card's names a query matched: both, one language, or none. */
export type NameMatch = 'both' | 'ru' | 'en' | 'none';

/**
 * Every word of the query must occur in the name (in any order), so "map tre" and "сокров"
 * both find the treasure maps. An empty query matches every card.
 */
export function matchCard(card: MarketCard, query: string): NameMatch {
  const words = normalizeName(query).split(' ').filter(Boolean);
  if (words.length === 0) return 'both';
  const hits = (name: string) => {
    const n = normalizeName(name);
    return words.every((w) => n.includes(w));
  };
  const ru = hits(card.name.ru);
  const en = hits(card.name.en);
  return ru && en ? 'both' : ru ? 'ru' : en ? 'en' : 'none';
}
