/**
 * What the sheet shows, from the pure scorer: the whole input's result (or why it cannot be
 * scored), and the longest run of rounds that does score, so the running totals stay on screen
 * while a round is still being filled in.
 */
import type { Failure, Result } from '../../../../lib/result';
import type { BreakdownRow, CardValues } from '../../../types';
import { MAX_ROUNDS } from '../../data/decks';
import { TEAM } from '../../data/modes';
import { scoreGame } from '../../score';
import { sumRows } from '../../score/rows';
import type { GameScore } from '../../score/types';
import type { RsInput, TeamInput } from './input';

/** Categories paid once at the end of the game (shown on their own line of the table). */
export const END_CATEGORIES: readonly string[] = ['unusedKing'];

/** The sheet's scores. */
export interface SheetScore {
  /** Why the whole input cannot be scored (null when it can). */
  failure: Failure | null;
  /** The scored rounds: all of them, or the longest run from round 1 that scores. */
  shown: GameScore | null;
  /** Totals of the shown rounds. */
  totals: Record<string, number>;
  /** The game is over and every round scores: places are final. */
  final: boolean;
}

const totalsOf = (g: GameScore): Record<string, number> =>
  Object.fromEntries(g.ids.map((id) => [id, [g.start, ...g.rounds].reduce((s, r) => s + sumRows(r[id] ?? []), 0)]));

/** The team whist game goes to round 3 only while the teams are level below 200. */
function teamNeedsThird(input: TeamInput, totals: Record<string, number>): boolean {
  const [a, b] = input.teams.map((t) => totals[t[0] ?? ''] ?? 0);
  return a === b && (a ?? 0) < TEAM.winningScore;
}

/** Is the game over after `rounds` scored rounds? */
export function gameOver(input: RsInput, rounds: number, totals: Record<string, number>): boolean {
  if (input.mode === 'team' && rounds === 2) return !teamNeedsThird(input, totals);
  return rounds >= MAX_ROUNDS[input.mode];
}

/** Scores the sheet with the user's printed values. */
export function scoreSheet(input: RsInput, values: CardValues): SheetScore {
  const full: Result<GameScore> = scoreGame(input, values);
  if (full.ok) {
    const totals = totalsOf(full.value);
    return { failure: null, shown: full.value, totals, final: gameOver(input, input.rounds.length, totals) };
  }
  for (let n = input.rounds.length - 1; n >= 1; n--) {
    const part = scoreGame({ ...input, rounds: input.rounds.slice(0, n) }, values);
    if (part.ok) return { failure: full, shown: part.value, totals: totalsOf(part.value), final: false };
  }
  return { failure: full, shown: null, totals: {}, final: false };
}

/** One line of the running table: what each player got in a round (end bonuses apart). */
export interface TableLine {
  kind: 'start' | 'round' | 'end';
  round: number;
  points: Record<string, number>;
}

/** The running table's lines: start VP (two players), each round, then end-of-game bonuses. */
export function tableLines(g: GameScore): TableLine[] {
  const pick = (rows: Record<string, BreakdownRow[]>, keep: (r: BreakdownRow) => boolean) =>
    Object.fromEntries(g.ids.map((id) => [id, sumRows((rows[id] ?? []).filter(keep))]));
  const lines: TableLine[] = [];
  if (g.ids.some((id) => (g.start[id] ?? []).length > 0)) lines.push({ kind: 'start', round: 0, points: pick(g.start, () => true) });
  g.rounds.forEach((rows, i) => lines.push({ kind: 'round', round: i + 1, points: pick(rows, (r) => !END_CATEGORIES.includes(r.category)) }));
  const end = g.rounds.flatMap((rows) => g.ids.flatMap((id) => (rows[id] ?? []).filter((r) => END_CATEGORIES.includes(r.category))));
  if (end.length > 0) {
    const points: Record<string, number> = Object.fromEntries(g.ids.map((id) => [id, 0]));
    for (const rows of g.rounds) for (const id of g.ids) points[id]! += sumRows((rows[id] ?? []).filter((r) => END_CATEGORIES.includes(r.category)));
    lines.push({ kind: 'end', round: g.rounds.length, points });
  }
  return lines;
}

/** Round (0-based) and player id a failure's path points at ("rounds.1.players.<id>.tricks"). */
export function whereFailed(f: Failure): { round?: number; player?: string } {
  const m = /^rounds\.(\d+)(?:\.players\.([^.]+))?/.exec(f.path ?? '');
  if (!m) return {};
  const out: { round?: number; player?: string } = { round: Number(m[1]) };
  if (m[2]) out.player = m[2];
  return out;
}
