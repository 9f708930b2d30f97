// Builders for Knights vs Steambots scorer tests: a plain player with one knight, overridable.
import { scorer } from '../../../../src/games/knights-vs-steambots/score';
import type { BreakdownRow, ScoreResult } from '../../../../src/games/types';

/** A player object in the scorer's JSON shape; fields left out count as zero. */
export type RawPlayer = Record<string, unknown> & { id: string };

/** A living one-knight player with nothing else, plus overrides. */
export const player = (id: string, over: Record<string, unknown> = {}): RawPlayer => ({
  id,
  knights: 1,
  mages: 0,
  ghost: false,
  ...over,
});

/** Scores and expects success, so a test reads the numbers directly. */
export function scoreOk(input: unknown): ScoreResult {
  const r = scorer.score(input);
  if (!r.ok) throw new Error(`refused: ${r.error} at ${r.path ?? ''}`);
  return r.value;
}

/** The error code of a refusal, or 'accepted'. */
export function scoreError(input: unknown): string {
  const r = scorer.score(input);
  return r.ok ? 'accepted' : r.error;
}

/** A two-player request: A with `a`, B plain; children's versions start from empty players. */
export function duel(a: Record<string, unknown>, variant?: string): unknown {
  if (!variant) return { players: [player('A', a), player('B')] };
  return { variant, players: [{ id: 'A', ...a }, { id: 'B' }] };
}

/** Gold of player A in `duel(a, variant)`. */
export const goldOf = (a: Record<string, unknown>, variant?: string): number => scoreOk(duel(a, variant)).totals.A!;

/** The rows of player A in `duel(a, variant)`. */
export const rowsOf = (a: Record<string, unknown>, variant?: string): BreakdownRow[] => scoreOk(duel(a, variant)).breakdown.A!;
