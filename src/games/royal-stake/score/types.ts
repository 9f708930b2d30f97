/** Shapes shared by the mode scorers. */
import type { TieBreakNote } from '../../../lib/ranking';
import type { Result } from '../../../lib/result';
import type { Printed } from './printed';
import type { RoundRows } from './rows';
import type { Code } from '../codes';

/** A whole game explained: rows before round 1, rows of each round, final places. */
export interface GameScore {
  ids: string[];
  /** Rows before round 1 (the two-player game's starting VP); empty elsewhere. */
  start: RoundRows;
  rounds: RoundRows[];
  ranking: string[][];
  /** Why equal totals got their places, in words for the sheet (when the ranking says). */
  tieBreaks?: TieBreakNote[];
}

/** Scores one mode from validated top-level input and the printed-value lookup. */
export type ModeScorer = (input: Record<string, unknown>, printed: Printed) => Result<GameScore, Code>;
