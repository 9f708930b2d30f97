/**
 * Jackal scorer: the island coin tracker. Input `{ players: [{ id, islands: [3, 0, -1, 2] }] }`
 * gives each player's net coins per island (a Tortuga trade negative); every island becomes one
 * breakdown row, the total is the player's coins, and equal purses share a place.
 */
import { ok } from '../../../lib/result';
import { rankWithTieBreaks } from '../../../lib/ranking';
import type { BreakdownRow, Scorer, ScoreResult } from '../../types';
import { cardsForCoins } from '../data/tortuga';
import { RULE } from './anchors';
import { coinSupplyWarning, validateScoreInput } from './validate';

/** The breakdown row for one island: treasure coins (maybe 0) or a Tortuga trade. */
export function islandRow(island: number, net: number): BreakdownRow {
  if (net < 0) {
    const coins = -net;
    return {
      category: 'tortuga',
      points: net,
      rule: RULE.scoringTortuga,
      params: { island, coins, cards: cardsForCoins(coins) ?? 0 },
    };
  }
  return { category: 'island', points: net, rule: RULE.scoringIsland, params: { island } };
}

/** Scores a Jackal game so far (up to ten islands); see validate.ts for what is refused. */
export const scorer: Scorer = {
  score(input) {
    const checked = validateScoreInput(input);
    if (!checked.ok) return checked;
    const totals: Record<string, number> = {};
    const breakdown: Record<string, BreakdownRow[]> = {};
    for (const { id, islands } of checked.value) {
      const rows = islands.map((net, i) => islandRow(i + 1, net));
      breakdown[id] = rows;
      totals[id] = rows.reduce((sum, r) => sum + r.points, 0);
    }
    // The book names no tie-break: everyone with the most coins wins together.
    const result: ScoreResult = { totals, breakdown, ...rankWithTieBreaks(totals) };
    const supply = coinSupplyWarning(checked.value);
    if (supply) result.warnings = [{ code: 'WARN_COIN_SUPPLY', params: { ...supply } }];
    return ok(result);
  },
};

export { coinSupplyWarning, validateScoreInput, type CoinSupplyWarning, type JackalPlayer } from './validate';
export { firstPlayerOfIsland, firstPlayersByIsland } from './firstPlayer';
export { RULE, type RuleAnchor } from './anchors';
