/**
 * The free score pad: players x rounds for any other game. Totals are sums of the rounds;
 * highest or lowest total wins; equal totals share a place (no game-specific tie-breaks).
 */
import type { BreakdownRow, ScoreResult, Scorer } from '../games/types';
import { MAX_SCORE, isIntIn } from '../lib/integer';
import { rankPlayers } from '../lib/ranking';
import { fail, ok, type Result } from '../lib/result';

export interface PadInput {
  players: Array<{ id: string; rounds: number[] }>;
  lowestWins: boolean;
}

export const MAX_PAD_PLAYERS = 12;
export const MAX_PAD_ROUNDS = 100;

/** Checks raw JSON against the pad's input shape. */
export function validatePad(raw: unknown): Result<PadInput> {
  const input = raw as Partial<PadInput> | null;
  if (typeof input !== 'object' || input === null || !Array.isArray(input.players)) return fail('ERR_BAD_INPUT');
  if (input.players.length < 1 || input.players.length > MAX_PAD_PLAYERS) {
    return fail('ERR_PLAYER_COUNT', { min: 1, max: MAX_PAD_PLAYERS }, 'players');
  }
  const seen = new Set<string>();
  for (const [i, p] of input.players.entries()) {
    if (typeof p?.id !== 'string' || p.id === '') return fail('ERR_BAD_INPUT', undefined, `players.${i}.id`);
    if (seen.has(p.id)) return fail('ERR_DUPLICATE_PLAYER', { id: p.id }, `players.${i}.id`);
    seen.add(p.id);
    if (!Array.isArray(p.rounds) || p.rounds.length > MAX_PAD_ROUNDS) return fail('ERR_BAD_INPUT', undefined, `players.${i}.rounds`);
    const bad = p.rounds.findIndex((n) => !isIntIn(n, -MAX_SCORE, MAX_SCORE));
    if (bad >= 0) return fail('ERR_NOT_INTEGER', { value: String(p.rounds[bad]) }, `players.${i}.rounds.${bad}`);
  }
  if (input.lowestWins !== undefined && typeof input.lowestWins !== 'boolean') return fail('ERR_BAD_INPUT', undefined, 'lowestWins');
  return ok({ players: input.players, lowestWins: input.lowestWins ?? false });
}

/** Sums each player's rounds and ranks them. */
export function scorePad(input: PadInput): ScoreResult {
  const totals: Record<string, number> = {};
  const breakdown: Record<string, BreakdownRow[]> = {};
  for (const p of input.players) {
    breakdown[p.id] = p.rounds.map((points, i) => ({ category: 'round', points, rule: '', params: { round: i + 1 } }));
    totals[p.id] = p.rounds.reduce((a, b) => a + b, 0);
  }
  return { totals, breakdown, ranking: rankPlayers(totals, { lowestWins: input.lowestWins }) };
}

export const scorePadScorer: Scorer = {
  score(raw) {
    const input = validatePad(raw);
    return input.ok ? ok(scorePad(input.value)) : input;
  },
};
