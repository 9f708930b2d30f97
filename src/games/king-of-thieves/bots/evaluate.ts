/**
 * The hard bot's judgement of a position at the end of a playout: each seat's score as the score
 * sheet would count it now (the scorer's own table: majorities, notoriety, every card's points),
 * plus what its cards' abilities should still bring over the turns to come and a little for the
 * coins it can still spend. The seat's utility is its lead: its own value against the best and
 * the average of the others.
 */
import { CARD_BY_ID } from '../data/cards';
import type { MarketCard } from '../data/types';
import { iconsWith, scoreTable } from '../score/score-table';
import type { KotState } from '../engine/types';
import { abilityPerTurn, turnsLeft } from './values';

const ICONS = iconsWith(null);
/** What a coin can still buy beyond its share of the coin majority, while the game goes on. */
const COIN_SPEND = 0.35;

/** Each seat's value: the score now and what its cards and coins should still bring. */
export function values(s: KotState): number[] {
  const players = s.cards.map((cards, seat) => ({
    id: String(seat),
    cards: cards.map((id) => CARD_BY_ID.get(id)).filter((c): c is MarketCard => c !== undefined),
    coins: s.coins[seat]!,
    notoriety: s.notoriety[seat]!,
  }));
  const table = scoreTable(players, ICONS);
  const over = s.phase === 'over';
  const turns = over ? 0 : turnsLeft(s);
  return players.map((p, seat) => {
    let v = table.totals[p.id]!;
    if (!over) {
      for (const card of s.cards[seat]!) v += abilityPerTurn(card) * turns;
      v += COIN_SPEND * s.coins[seat]!;
    }
    return v;
  });
}

/** The seat's lead over the others: half against the best of them, half against their mean. */
export function utility(s: KotState, seat: number): number {
  const v = values(s);
  let best = -Infinity;
  let sum = 0;
  v.forEach((x, i) => {
    if (i === seat) return;
    best = Math.max(best, x);
    sum += x;
  });
  return v[seat]! - 0.5 * best - (0.5 * sum) / (v.length - 1);
}
