/**
 * The free score pad: players x rounds for any other game. A cell nobody typed is `null` ("not
 * entered"), never 0: totals are sums of the entered rounds only, and `missingCells` lists what is
 * still to be typed. Highest or lowest total wins; equal totals share a place (the pad knows no
 * tie-break) and the result's `tieBreaks` says so, one note per shared place. Sessions saved
 * before null existed hold 0 in untouched cells: those stay 0, because the pad showed them as 0
 * and the players may have relied on it.
 */
import type { BreakdownRow, ScoreResult, Scorer } from '../games/types';
import { MAX_SCORE, isIntIn } from '../lib/integer';
import { rankWithTieBreaks } from '../lib/ranking';
import { failOf, ok, type Result } from '../lib/result';
import { ERR_BAD_INPUT, ERR_NOT_INTEGER, isRecord, shownValue } from '../lib/read';

/** One round's value of one player: a number, or null while nobody entered it. */
export type PadCell = number | null;

export interface PadInput {
  players: Array<{ id: string; rounds: PadCell[] }>;
  lowestWins: boolean;
}

/**
 * Every error code the pad may fail with, translated under `errors.<code>` in
 * `locales/{en,ru}/screens.json`: a closed table, so a misspelt code does not compile.
 */
export const PAD_CODES = [ERR_BAD_INPUT, ERR_NOT_INTEGER, 'ERR_PLAYER_COUNT', 'ERR_DUPLICATE_PLAYER'] as const;
export type PadCode = (typeof PAD_CODES)[number];
const fail = failOf<PadCode>();

export const MAX_PAD_PLAYERS = 12;
export const MAX_PAD_ROUNDS = 100;

/** Checks raw JSON against the pad's input shape. */
export function validatePad(raw: unknown): Result<PadInput, PadCode> {
  if (!isRecord(raw) || !Array.isArray(raw.players)) return fail(ERR_BAD_INPUT);
  const input = raw as Partial<PadInput> & { players: unknown[] };
  if (input.players.length < 1 || input.players.length > MAX_PAD_PLAYERS) {
    return fail('ERR_PLAYER_COUNT', { min: 1, max: MAX_PAD_PLAYERS }, 'players');
  }
  const seen = new Set<string>();
  for (const [i, p] of input.players.entries()) {
    if (!isRecord(p)) return fail(ERR_BAD_INPUT, undefined, `players.${i}`);
    if (typeof p.id !== 'string' || p.id === '') return fail(ERR_BAD_INPUT, undefined, `players.${i}.id`);
    if (seen.has(p.id)) return fail('ERR_DUPLICATE_PLAYER', { id: p.id }, `players.${i}.id`);
    seen.add(p.id);
    if (!Array.isArray(p.rounds) || p.rounds.length > MAX_PAD_ROUNDS) return fail(ERR_BAD_INPUT, undefined, `players.${i}.rounds`);
    const bad = p.rounds.findIndex((n: unknown) => n !== null && !isIntIn(n, -MAX_SCORE, MAX_SCORE));
    if (bad >= 0) return fail(ERR_NOT_INTEGER, { value: shownValue(p.rounds[bad]) }, `players.${i}.rounds.${bad}`);
  }
  if (input.lowestWins !== undefined && typeof input.lowestWins !== 'boolean') return fail(ERR_BAD_INPUT, undefined, 'lowestWins');
  return ok({ players: input.players as PadInput['players'], lowestWins: input.lowestWins ?? false });
}

/** The number of rounds on the pad: the longest player's list. */
export const padRounds = (input: PadInput): number => Math.max(0, ...input.players.map((p) => p.rounds.length));

/** A cell's value; a cell past the end of a shorter list was never entered. */
export const cellOf = (input: PadInput, playerId: string, round: number): PadCell => input.players.find((p) => p.id === playerId)?.rounds[round] ?? null;

/** Every cell still to be typed, round by round: what the pad lists at the top. */
export function missingCells(input: PadInput): Array<{ round: number; ids: string[] }> {
  const out: Array<{ round: number; ids: string[] }> = [];
  for (let r = 0; r < padRounds(input); r++) {
    const ids = input.players.filter((p) => (p.rounds[r] ?? null) === null).map((p) => p.id);
    if (ids.length) out.push({ round: r, ids });
  }
  return out;
}

/** Sums each player's entered rounds and ranks them; a shared place carries a note saying so. */
export function scorePad(input: PadInput): ScoreResult {
  const totals: Record<string, number> = {};
  const breakdown: Record<string, BreakdownRow[]> = {};
  for (const p of input.players) {
    const rows: BreakdownRow[] = [];
    p.rounds.forEach((points, i) => points !== null && rows.push({ category: 'round', points, rule: '', params: { round: i + 1 } }));
    breakdown[p.id] = rows;
    totals[p.id] = rows.reduce((a, row) => a + row.points, 0);
  }
  const { ranking, tieBreaks } = rankWithTieBreaks(totals, { lowestWins: input.lowestWins });
  return { totals, breakdown, ranking, ...(tieBreaks.length > 0 ? { tieBreaks } : {}) };
}

export const scorePadScorer: Scorer = {
  score(raw) {
    const input = validatePad(raw);
    return input.ok ? ok(scorePad(input.value)) : input;
  },
};
