/** Building, summing and flooring breakdown rows. */
import type { BreakdownRow } from '../../types';
import type { RuleAnchor } from '../data/anchors';

/** One explained line; `round` (0 = before round 1) always goes into params for grouping. */
export function row(
  category: string,
  points: number,
  rule: RuleAnchor,
  round: number,
  params: Record<string, string | number> = {},
  userEntered = false,
): BreakdownRow {
  const r: BreakdownRow = { category, points: points === 0 ? 0 : points, rule, params: { round, ...params } };
  if (userEntered) r.userEntered = true;
  return r;
}

/** Sum of the points of some rows. */
export const sumRows = (rows: readonly BreakdownRow[]): number => rows.reduce((s, r) => s + r.points, 0);

/**
 * Our ruling (ruling-score-floor): a round's penalties are taken after its positive VP and never
 * push a running total below zero; the shortfall shows as one correcting row.
 */
export function floorRow(runningBefore: number, roundRows: readonly BreakdownRow[], round: number): BreakdownRow | null {
  const after = runningBefore + sumRows(roundRows);
  return after < 0 ? row('scoreFloor', -after, 'ruling-score-floor', round) : null;
}

/** Per-player rows of one round. */
export type RoundRows = Record<string, BreakdownRow[]>;

/** Adds each player's round rows (plus a floor row if needed) to their running totals, in place. */
export function settleRound(running: Record<string, number>, rows: RoundRows, round: number): void {
  for (const [id, list] of Object.entries(rows)) {
    const floor = floorRow(running[id] ?? 0, list, round);
    if (floor) list.push(floor);
    running[id] = (running[id] ?? 0) + sumRows(list);
  }
}
