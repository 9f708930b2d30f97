/**
 * What the sheet shows, from the pure scorer: the complete rounds' result (or why they cannot be
 * scored), and the longest run of rounds that does score, so the running totals stay on screen
 * while a round is still being filled in. A round with a value not entered is never scored.
 */
import type { Failure, Result } from '../../../../lib/result';
import type { BreakdownRow, CardValues } from '../../../types';
import { CATCH_UP_STEP, MAX_ROUNDS } from '../../data/decks';
import { TEAM } from '../../data/modes';
import { scoreGame } from '../../score';
import { sumRows } from '../../score/rows';
import type { GameScore } from '../../score/types';
import { rankWithTieBreaks } from '../../../../lib/ranking';
import type { RsInput, TeamInput } from './input';
import { completeRounds } from './missing';
import { firstTableRound, tableRow, type TableFields } from './tableRound';
import type { Code } from '../../codes';

/** Categories paid once at the end of the game (shown on their own line of the table). */
export const END_CATEGORIES: readonly string[] = ['unusedKing'];

/** The sheet's scores. */
export interface SheetScore {
  /** Why the entered rounds cannot be scored (null when they can). */
  failure: Failure<Code> | null;
  /** The scored rounds: every complete round, or the longest run from round 1 that scores. */
  shown: GameScore | null;
  /** Totals of the shown rounds. */
  totals: Record<string, number>;
  /** The game is over, every round is complete and scores: places are final. */
  final: boolean;
  /** Rounds from round 1 on with every value entered (later rounds are not counted). */
  complete: number;
  /** Two players, round 3: who may take catch-up kings, so must say whether they did. */
  catchUp: string[];
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

/** The scorer's input for the first `n` rounds (what the scorer reads, nothing filled in). */
export const firstRounds = (input: RsInput, n: number): RsInput => ({ ...input, rounds: input.rounds.slice(0, n) }) as RsInput;

/**
 * Two players: who is at least 100 VP behind after rounds 1-2 are entered and scored, and so may
 * take catch-up kings in round 3 (ruling-catch-up-kings). Nobody while round 3 has not begun.
 */
export function catchUpIds(input: RsInput, values: CardValues): string[] {
  if (input.mode !== 'two-players' || input.rounds.length < 3) return [];
  const before = scoreSheet(firstRounds(input, 2), values);
  if (before.failure || before.complete < 2) return [];
  const [a, b] = input.players.map((p) => p.id);
  if (a === undefined || b === undefined) return [];
  const gap = (before.totals[b] ?? 0) - (before.totals[a] ?? 0);
  return gap >= CATCH_UP_STEP ? [a] : gap <= -CATCH_UP_STEP ? [b] : [];
}

/**
 * Scores the sheet with the user's printed values. Only complete rounds count (a value nobody
 * entered is never read as 0); "totals only" rounds add the points the table typed.
 */
export function scoreSheet(input: RsInput, values: CardValues): SheetScore {
  const catchUp = catchUpIds(input, values);
  const complete = completeRounds(input, catchUp);
  const detailed = Math.min(complete, firstTableRound(input));
  const full: Result<GameScore, Code> = scoreGame(firstRounds(input, detailed), values);
  let g: GameScore | null = full.ok ? full.value : null;
  for (let n = detailed - 1; !g && n >= 0; n--) {
    const part = scoreGame(firstRounds(input, n), values);
    if (part.ok) g = part.value;
  }
  const failure = full.ok ? null : full;
  if (!g) return { failure, shown: null, totals: {}, final: false, complete, catchUp };
  if (!failure && complete > detailed) {
    const rounds = [...g.rounds];
    for (let r = detailed; r < complete; r++) {
      const table = (input.rounds[r] as TableFields).table ?? {};
      rounds.push(Object.fromEntries(g.ids.map((id) => [id, [tableRow(table[id] ?? 0, r + 1)]])));
    }
    // The table counted these rounds itself: equal totals share a place (no king numbers known).
    const ranked = rankWithTieBreaks(totalsOf({ ...g, rounds }));
    g = { ...g, rounds, ranking: ranked.ranking, tieBreaks: ranked.tieBreaks };
  }
  const totals = totalsOf(g);
  const empty = g.rounds.length === 0 && g.ids.every((id) => (g!.start[id] ?? []).length === 0);
  const final = !failure && complete === input.rounds.length && gameOver(input, complete, totals);
  // Before the end equal totals share a place; say so when the scorer gave no reasons.
  if (!g.tieBreaks && !final) g = { ...g, tieBreaks: rankWithTieBreaks(totals).tieBreaks };
  return { failure, shown: empty ? null : g, totals: empty ? {} : totals, final, complete, catchUp };
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
