/**
 * "Totals only" rounds, for tables that count themselves: each player's round points are typed
 * in, and the breakdown shows them as one row that says so (ruling-totals-only). A round counted
 * this way makes every later round count the same way, because the detailed scorer needs every
 * earlier round's detail (used kings, queen recharges, the score floor).
 */
import type { BreakdownRow } from '../../../types';
import type { RsInput } from './input';

/** The round fields this file reads and writes. */
export interface TableFields {
  /** True: the round is counted "totals only". */
  byTable?: boolean;
  /** Points typed per player (kept when the round goes back to detailed entry). */
  table?: Record<string, number>;
}

/** Is this round counted "totals only"? */
export const isTableRound = (round: unknown): boolean => (round as TableFields | undefined)?.byTable === true;

/** Index of the first "totals only" round (the rounds count when there is none). */
export function firstTableRound(input: RsInput): number {
  const i = input.rounds.findIndex(isTableRound);
  return i < 0 ? input.rounds.length : i;
}

/** May round `r` switch back to detailed entry? Only when the round before it is detailed. */
export const canDetail = (input: RsInput, r: number): boolean => r === 0 || !isTableRound(input.rounds[r - 1]);

/** Rounds `r` and later counted "totals only" (on) or in detail again (off); typed points stay. */
export function setTableFrom(input: RsInput, r: number, on: boolean): RsInput {
  const rounds = input.rounds.map((round, i) => {
    if (i < r) return round;
    const f = round as TableFields;
    const next = { ...round, table: f.table ?? {} } as TableFields & typeof round;
    if (on) next.byTable = true;
    else delete next.byTable;
    return next;
  });
  return { ...input, rounds } as RsInput;
}

/** One player's typed round points set (undefined: back to not entered). */
export function setTableTotal(input: RsInput, r: number, id: string, points: number | undefined): RsInput {
  const rounds = input.rounds.map((round, i) => {
    if (i !== r) return round;
    const table = { ...((round as TableFields).table ?? {}) };
    if (points === undefined) delete table[id];
    else table[id] = points;
    return { ...round, table };
  });
  return { ...input, rounds } as RsInput;
}

/** The breakdown row of a "totals only" round (round is 1-based, as in every row's params). */
export const tableRow = (points: number, round: number): BreakdownRow => ({
  category: 'tableTotal',
  points: points === 0 ? 0 : points,
  rule: 'ruling-totals-only',
  params: { round },
});
