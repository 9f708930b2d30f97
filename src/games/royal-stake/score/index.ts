/**
 * Royal Stake scorer: every mode (standard 3-5 players, two players, "I am King", team whist,
 * "Emperor"). Input shapes are documented at the top of each mode's parser:
 * standard/parse.ts, i-am-king.ts, team.ts, emperor.ts.
 */
import { ok, type Result } from '../../../lib/result';
import type { CardValues, ScoreResult, Scorer } from '../../types';
import { MODES, type Mode } from '../data/decks';
import { readPrinted, stolikPrinted } from './printed';
import { isRecord, shownValue } from '../../../lib/read';
import { sumRows, type RoundRows } from './rows';
import type { GameScore, ModeScorer } from './types';
import { scoreStdGame } from './standard/game';
import { scoreIAmKing } from './i-am-king';
import { scoreTeam } from './team';
import { scoreEmperor } from './emperor';
import { rsFacts } from './facts';
import { fail, type Code } from '../codes';

const MODE_SCORERS: Record<Mode, ModeScorer> = {
  standard: (input, printed) => scoreStdGame(input, printed, false),
  'two-players': (input, printed) => scoreStdGame(input, printed, true),
  'i-am-king': scoreIAmKing,
  team: scoreTeam,
  emperor: scoreEmperor,
};

/** Validates the input and scores the game of whichever mode it names. */
export function scoreGame(input: unknown, cardValues?: CardValues): Result<GameScore, Code> {
  if (!isRecord(input)) return fail('ERR_NOT_OBJECT', { field: 'input' });
  const mode = input.mode;
  if (typeof mode !== 'string' || !(MODES as readonly string[]).includes(mode)) {
    return fail('ERR_UNKNOWN_MODE', { value: shownValue(mode) }, 'mode');
  }
  // A game records which values it used (`valueSet`): Stolik's digital set is used alone.
  const valueSet = input.valueSet ?? 'printed';
  if (valueSet !== 'printed' && valueSet !== 'stolik') return fail('ERR_BAD_PRINTED_VALUE', { field: 'valueSet' }, 'valueSet');
  if (valueSet === 'stolik' && input.printed !== undefined) return fail('ERR_BAD_PRINTED_VALUE', { field: 'printed' }, 'printed');
  const printed = valueSet === 'stolik' ? ok(stolikPrinted()) : readPrinted(input.printed, cardValues);
  if (!printed.ok) return printed;
  return MODE_SCORERS[mode as Mode](input, printed.value);
}

const totalsOf = (parts: RoundRows[], ids: string[]): Record<string, number> =>
  Object.fromEntries(ids.map((id) => [id, parts.reduce((s, p) => s + sumRows(p[id] ?? []), 0)]));

/** The contract's scorer: totals, places and every player's rows (never throws). */
export const scorer: Scorer<Code> = {
  score(input: unknown, cardValues?: CardValues): Result<ScoreResult, Code> {
    const g = scoreGame(input, cardValues);
    if (!g.ok) return g;
    const { ids, start, rounds, ranking, tieBreaks } = g.value;
    const breakdown: ScoreResult['breakdown'] = {};
    for (const id of ids) breakdown[id] = [start, ...rounds].flatMap((p) => p[id] ?? []);
    const result: ScoreResult = { totals: totalsOf([start, ...rounds], ids), ranking, breakdown };
    if (tieBreaks && tieBreaks.length > 0) result.tieBreaks = tieBreaks;
    const facts = rsFacts((input as Record<string, unknown>).mode, (input as Record<string, unknown>).rounds, new Set(ids));
    if (facts) result.facts = facts;
    return ok(result);
  },
};

/** Per-round totals for a running-total table. */
export interface RoundTotals {
  /** VP before round 1 (50 each in the two-player game, else 0). */
  start: Record<string, number>;
  /** Points each round brought (round 3 includes the end-of-game bonuses). */
  rounds: Record<string, number>[];
  /** Running totals after each round. */
  running: Record<string, number>[];
}

/** Scores the game and returns each round's total and the running total after it. */
export function scoreRounds(input: unknown, cardValues?: CardValues): Result<RoundTotals, Code> {
  const g = scoreGame(input, cardValues);
  if (!g.ok) return g;
  const { ids, start, rounds } = g.value;
  const startTotals = totalsOf([start], ids);
  const perRound = rounds.map((r) => totalsOf([r], ids));
  const running: Record<string, number>[] = [];
  let acc = startTotals;
  for (const r of perRound) {
    acc = Object.fromEntries(ids.map((id) => [id, (acc[id] ?? 0) + (r[id] ?? 0)]));
    running.push(acc);
  }
  return ok({ start: startTotals, rounds: perRound, running });
}
