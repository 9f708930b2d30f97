/**
 * How each level decides the standard game's own steps: easy mostly at random with a little
 * sense, normal by the quick heuristics with the bets and the cheerleader's choice checked on
 * sampled deals (stdSample.ts), hard by the determinized search of search.ts over every step,
 * anchored on the heuristic's choice. Nothing here sees more than the seat's view.
 */
import type { BotLevel } from '../../types';
import type { RsMove, RsState } from '../engine/types';
import type { SearchReport } from './reason';
import type { BotClock } from './search';
import { stdSearchMove } from './stdSearch';
import { stdDiscardOrder, stdStepMove } from './stdPhases';
import { quickBetWorth } from './stdBets';
import { sampledChoice } from './stdSample';
import { squadOrder } from './stdSquad';
import { isStdTable } from './stdWins';
import { randomFloat, randomIndex, type Decision } from './table';

/** Share of easy moves in these steps that follow the quick heuristic instead of chance. */
const EASY_SENSE = 0.4;
/** Most discard combinations the hard search weighs (the heuristic's best ones). */
const ROOT_DISCARDS = 10;
/** Most squad picks the hard search weighs (the heuristic's best ones). */
const ROOT_PICKS = 5;
/** Standard errors (of the paired difference, stdSearch.ts) by which a searched move must beat the heuristic's in these steps. */
const STRICT = 1.2;

/** The moves best first by the quick bet sense (other steps: as listed). */
function betOrder(d: Decision): RsMove[] {
  if (d.table.phase !== 'bet' || !isStdTable(d.table)) return d.moves.slice();
  const t = d.table;
  return d.moves
    .map((m, i) => ({ m, v: quickBetWorth(t, d.seat, d.hand, m), i }))
    .sort((a, b) => b.v - a.v || a.i - b.i)
    .map((x) => x.m);
}

/** The level's move in a standard-only step (`d` is one). */
export function stdStepChoice(d: Decision, level: BotLevel, sample: (rng: number[]) => RsState, rng: number[], clock: BotClock, report: SearchReport): RsMove {
  const quick = stdStepMove(d) ?? d.moves[0]!;
  // The jack shift at scoring: every fact is open, one plain rule for every level (stdPhases.ts).
  if (d.table.phase === 'jack') return quick;
  if (level === 'easy') return randomFloat(rng) < EASY_SENSE ? quick : d.moves[randomIndex(rng, d.moves.length)]!;
  const phase = d.table.phase;
  // Hard leaves at least half its time to the search after the normal bot's check.
  const start = clock.now();
  const checkClock = level === 'hard' ? { now: clock.now, deadline: start + (clock.deadline - start) / 2 } : clock;
  const checked = phase === 'bet' || phase === 'cheer' ? sampledChoice({ ...d, moves: betOrder(d) }, sample, rng, quick, checkClock) : quick;
  if (level === 'normal') return checked;
  // Hard searches from the normal bot's choice: it keeps it unless clearly beaten.
  // Long lists (discard combinations, a full draft table) are cut to the heuristic's best few:
  // a short search cannot tell twenty picks apart, and picking among noise is worse than the heuristic.
  const moves = d.moves.every((m) => m.t === 'discard')
    ? stdDiscardOrder(d).slice(0, ROOT_DISCARDS)
    : phase === 'squad' && isStdTable(d.table)
      ? squadOrder(d.table, d.seat, d.hand, d.moves).slice(0, ROOT_PICKS)
      : d.moves;
  return stdSearchMove({ ...d, moves }, sample, rng, clock, checked, report, STRICT);
}
