// Builders for Royal Stake score inputs, so each test states only what it checks.
import { expect } from 'vitest';
import { scorer } from '../../../../src/games/royal-stake/score';
import type { BreakdownRow, CardValues, ScoreResult } from '../../../../src/games/types';

type Entry = Record<string, unknown>;

/** A player-round entry: face-up characters, bets, tricks and any extra fields. */
export const pr = (faceUp: string[], bets: string[], tricks: number, extra: Entry = {}): Entry => ({ faceUp, bets, tricks, ...extra });

/** A standard / two-player game input from rulers and per-round entries. */
export function stdGame(rulers: Record<string, string>, rounds: Array<Record<string, Entry>>, extra: Entry = {}, mode = 'standard'): Entry {
  return {
    mode,
    players: Object.entries(rulers).map(([id, c]) => ({ id, rulers: c })),
    rounds: rounds.map((players) => ({ players })),
    ...extra,
  };
}

/** Scores and fails the test with the error code if the input was refused. */
export function scoreOk(input: unknown, cardValues?: CardValues): ScoreResult {
  const r = scorer.score(input, cardValues);
  if (!r.ok) throw new Error(`${r.error} ${JSON.stringify(r.params)} at ${r.path}`);
  return r.value;
}

/** The error code of a refused input ('ok' when it was accepted). */
export function errorOf(input: unknown, cardValues?: CardValues): string {
  const r = scorer.score(input, cardValues);
  return r.ok ? 'ok' : r.error;
}

/** Rows of one player with one category. */
export const rowsOf = (res: ScoreResult, id: string, category: string): BreakdownRow[] => (res.breakdown[id] ?? []).filter((r) => r.category === category);

/** Points of one player's rows of one category (0 when there is none). */
export const pointsOf = (res: ScoreResult, id: string, category: string): number => rowsOf(res, id, category).reduce((s, r) => s + r.points, 0);

/** Asserts every player's rows add up to their total. */
export function expectRowsAddUp(res: ScoreResult): void {
  for (const [id, total] of Object.entries(res.totals)) {
    expect((res.breakdown[id] ?? []).reduce((s, r) => s + r.points, 0)).toBe(total);
  }
}

/**
 * A valid 3-player round 1 used as a base (A red, B blue, C white): A bets cardsharp with 2
 * tricks, B ninja with 0, C cardsharp with 3.
 */
export const base3 = (): Record<string, Entry> => ({
  A: pr(['hermit', 'militia'], ['cardsharp'], 2),
  B: pr(['samurai', 'berserker'], ['ninja'], 0),
  C: pr(['healer', 'collector'], ['cardsharp'], 3),
});

/** Rulers of base3. */
export const RULERS3 = { A: 'red', B: 'blue', C: 'white' };
