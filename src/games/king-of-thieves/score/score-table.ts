import type { BreakdownRow, ScoreResult } from '../../types';
import { rankWithTieBreaks } from '../../../lib/ranking';
import { COIN_MAJORITY, HENCHMEN_MAJORITY, POINTS_PER_NOTORIETY } from '../data/scoring';
import type { Icon, MarketCard } from '../data/types';
import { awardMajority } from './majority';
import { cardRows, countIcons, type IconsOf } from './card-rows';
import type { PlayerHoldings } from './validate';

/** Icons as printed, with the players' answer standing in for a card no source shows. */
export const iconsWith =
  (unknownIcon: Icon | null): IconsOf =>
  (card: MarketCard) =>
    card.icons ?? (unknownIcon ? [unknownIcon] : []);

/** The majority place in words for the row text: most, mostTied, second, secondTied or none. */
const rankOf = (a: { place: number; tied: boolean }): string =>
  a.place === 1 ? (a.tied ? 'mostTied' : 'most') : a.place === 2 ? (a.tied ? 'secondTied' : 'second') : 'none';

/**
 * Scores validated holdings ("Подсчёт очков"): the henchman and coin majorities, notoriety,
 * then each card's points; ranks by total, then more cards, then more notoriety.
 */
export function scoreTable(players: readonly PlayerHoldings[], iconsOf: IconsOf): ScoreResult {
  const henchmen = new Map(players.map((p) => [p.id, countIcons(p.cards, 'henchman', iconsOf)]));
  const coins = new Map(players.map((p) => [p.id, p.coins]));
  const henchAwards = awardMajority(henchmen, [HENCHMEN_MAJORITY.first, HENCHMEN_MAJORITY.second]);
  const coinAwards = awardMajority(coins, [COIN_MAJORITY.first]);

  const rowEntries: Array<[string, BreakdownRow[]]> = [];
  const entries: Array<[string, number]> = [];
  for (const p of players) {
    const h = henchAwards.get(p.id) ?? { points: 0, place: 0, tied: false };
    const c = coinAwards.get(p.id) ?? { points: 0, place: 0, tied: false };
    const rows: BreakdownRow[] = [
      {
        category: 'henchmen',
        points: h.points,
        rule: 'scoring-henchmen',
        params: { count: henchmen.get(p.id) ?? 0, place: h.place, tied: h.tied ? 1 : 0, rank: rankOf(h) },
      },
      { category: 'coins', points: c.points, rule: 'scoring-coins', params: { count: p.coins, place: c.place, tied: c.tied ? 1 : 0, rank: rankOf(c) } },
      {
        category: 'notoriety',
        points: p.notoriety * POINTS_PER_NOTORIETY,
        rule: 'scoring-notoriety',
        params: { count: p.notoriety, rate: POINTS_PER_NOTORIETY },
      },
      ...cardRows(p, players, iconsOf),
    ];
    rowEntries.push([p.id, rows]);
    entries.push([p.id, rows.reduce((sum, r) => sum + r.points, 0)]);
  }
  // fromEntries keeps odd ids such as "__proto__" as plain own keys.
  const totals: Record<string, number> = Object.fromEntries(entries);
  const cardCounts = Object.fromEntries(players.map((p) => [p.id, p.cards.length]));
  const notoriety = Object.fromEntries(players.map((p) => [p.id, p.notoriety]));
  const ranked = rankWithTieBreaks(totals, {
    tieBreaks: [
      { key: 'cards', values: cardCounts },
      { key: 'notoriety', values: notoriety },
    ],
  });
  return { totals, ...ranked, breakdown: Object.fromEntries(rowEntries) };
}
