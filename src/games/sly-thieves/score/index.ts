/**
 * Sly Thieves loot count ("Подсчет очков"): each gang adds up its collected tiles, cash 1, gold
 * bar 2, diamond 3. The book names no tie-break, so equal loot shares a place (ruling-ties).
 * Scoring is the same in the basic and the advanced variant.
 */
import { ok, type Result } from '../../../lib/result';
import { rankWithTieBreaks } from '../../../lib/ranking';
import type { BreakdownRow, ScoreResult, Scorer } from '../../types';
import { TILE_COUNT } from '../data/board';
import { LOOT_BY_VALUE, TILE_VALUES } from '../data/tiles';
import { parseLootInput, type LootEntry, type ValueCounts } from './parse';
import { fail, type Code } from '../codes';

/** Rules-page anchor every loot row points to. */
export const LOOT_RULE = 'scoring-values';

/**
 * Refuses loot that cannot exist: more than the 60 tiles of the bank in all, or, when the input
 * states the bank's split, more tiles of one value than that split holds.
 */
export function checkSupply(players: readonly LootEntry[], bank: ValueCounts | null): Result<true, Code> {
  const taken: ValueCounts = { 1: 0, 2: 0, 3: 0 };
  for (const p of players) for (const v of TILE_VALUES) taken[v] += p.tiles[v];
  const total = TILE_VALUES.reduce((s, v) => s + taken[v], 0);
  if (total > TILE_COUNT) return fail('ERR_TOO_MANY_TILES', { total, max: TILE_COUNT }, 'players');
  if (bank) {
    for (const v of TILE_VALUES) {
      if (taken[v] > bank[v]) return fail('ERR_TOO_MANY_TILES_OF_VALUE', { value: v, total: taken[v], max: bank[v] }, 'players');
    }
  }
  return ok(true);
}

/** One row per tile value (zero counts included, so the card shows all three kinds). */
export function lootRows(tiles: ValueCounts): BreakdownRow[] {
  return TILE_VALUES.map((v) => ({
    category: LOOT_BY_VALUE[v],
    points: v * tiles[v],
    rule: LOOT_RULE,
    params: { count: tiles[v], value: v },
  }));
}

/** The Sly Thieves scorer: validates the loot count, explains each value, ranks the gangs. */
export const scorer: Scorer = {
  score(input: unknown): Result<ScoreResult, Code> {
    const parsed = parseLootInput(input);
    if (!parsed.ok) return parsed;
    const { players, bank } = parsed.value;
    const supply = checkSupply(players, bank);
    if (!supply.ok) return supply;
    const totals: Record<string, number> = {};
    const breakdown: Record<string, BreakdownRow[]> = {};
    for (const p of players) {
      const rows = lootRows(p.tiles);
      breakdown[p.id] = rows;
      totals[p.id] = rows.reduce((s, r) => s + r.points, 0);
    }
    return ok({ totals, breakdown, ...rankWithTieBreaks(totals) });
  },
};
