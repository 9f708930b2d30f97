// Shared builders for the King of Thieves scorer tests.
import type { BreakdownRow, CardValues, ScoreResult } from '../../../../src/games/types';
import { scorer } from '../../../../src/games/king-of-thieves/score';

/** One player's input in the vector format. */
export const p = (id: string, cards: string[] = [], coins = 0, notoriety = 0) => ({ id, cards, coins, notoriety });

/** Scores players and fails the test with the error code when the scorer refuses. */
export function scoreOk(players: unknown[], cardValues?: CardValues): ScoreResult {
  const r = scorer.score({ players }, cardValues);
  if (!r.ok) throw new Error(`${r.error} ${JSON.stringify(r.params)} at ${r.path}`);
  return r.value;
}

/** The error code of a refusal, or 'ok'. */
export function errorOf(input: unknown, cardValues?: CardValues): string {
  const r = scorer.score(input, cardValues);
  return r.ok ? 'ok' : r.error;
}

/** Rows of one player in one category. */
export const rowsOf = (s: ScoreResult, id: string, category: string): BreakdownRow[] => (s.breakdown[id] ?? []).filter((r) => r.category === category);

/** Points of one player's first row in a category (0 when the row is missing). */
export const pointsOf = (s: ScoreResult, id: string, category: string): number => rowsOf(s, id, category).reduce((n, r) => n + r.points, 0);
