/**
 * The hard bot: determinized Monte Carlo with UCB1 at the root. Each iteration deals the hidden
 * cards anew consistently with the seat's view (determinize.ts), lets UCB1 pick one of the
 * seat's moves, plays the rest of the round out with the playout policy through the public engine
 * and scores it for the seat's side. The clock is read every iteration; the move tried most
 * often when time runs out is played.
 */
import { engine } from '../engine';
import type { RsMove, RsState } from '../engine/types';
import { best, discardScorer } from './phases';
import { playout, sideValue } from './playout';
import type { SearchReport } from './reason';
import type { Decision } from './table';

/** The clock the worker passes: `now()` in milliseconds and the time to answer by. */
export interface BotClock {
  now: () => number;
  deadline: number;
}

/** Most discard combinations kept at the root (the best by the heuristic; up to 220 exist). */
const ROOT_DISCARDS = 10;
/** UCB1 exploration constant, in units of the mode's typical swing of a round. */
const EXPLORE = 0.9;
/** Typical VP swing of one round, to put values on a common scale. */
const SCALE = { 'i-am-king': 150, team: 100, emperor: 60, standard: 100 } as const;

/** Time kept in reserve before the deadline: a tenth of the budget, 2 to 40 ms. */
export const safetyMargin = (budget: number): number => Math.min(40, Math.max(2, budget * 0.1));

/** The root moves worth searching: all of them, except the long lists of discard combinations. */
export function rootMoves(d: Decision): RsMove[] {
  if (d.table.phase !== 'discard' || d.moves.length <= ROOT_DISCARDS) return d.moves.slice();
  const score = discardScorer(d);
  return d.moves
    .map((m, i) => ({ m, v: score(m), i }))
    .sort((a, b) => b.v - a.v || a.i - b.i)
    .slice(0, ROOT_DISCARDS)
    .map((x) => x.m);
}

/**
 * Searches `d` until the clock's deadline (minus a margin); `sample` deals one hidden world.
 * `anchor` is the normal bot's choice: kept unless the search finds a move better by more than
 * the noise of its own estimates (short budgets then play no worse than the heuristic).
 * `report`, if given, receives the playout count and whether the anchor was overridden;
 * `strict` is the margin in standard errors (1 unless a caller wants more certainty).
 */
export function searchMove(
  d: Decision,
  sample: (rng: number[]) => RsState,
  rng: number[],
  clock: BotClock,
  anchor: RsMove,
  report?: SearchReport,
  strict = 1,
): RsMove {
  const moves = rootMoves(d);
  if (!moves.includes(anchor)) moves.push(anchor);
  if (moves.length <= 1) return moves[0] ?? d.moves[0]!;
  const stopAt = clock.deadline - safetyMargin(clock.deadline - clock.now());
  const scale = SCALE[d.table.config.mode];
  const visits = moves.map(() => 0);
  const total = moves.map(() => 0);
  const squares = moves.map(() => 0);
  let n = 0;
  while (clock.now() < stopAt) {
    const world = sample(rng);
    let i = visits.indexOf(0);
    if (i < 0) {
      const logN = Math.log(n);
      i = 0;
      let top = -Infinity;
      for (let k = 0; k < moves.length; k++) {
        const u = total[k]! / visits[k]! / scale + EXPLORE * Math.sqrt(logN / visits[k]!);
        if (u > top) [i, top] = [k, u];
      }
    }
    const first = engine.apply(world, moves[i]!);
    // A move the sampled world refuses is worth nothing there (it cannot happen with a sane engine).
    const value = first.ok ? sideValue(world, playout(first.value, rng), d.seat) : -10 * scale;
    visits[i]!++;
    total[i]! += value;
    squares[i]! += value * value;
    n++;
  }
  const order = moves.map((_, k) => k);
  const k = best(order, (x) => visits[x]! + (visits[x]! > 0 ? total[x]! / visits[x]! / scale / 1000 : -1));
  const a = moves.indexOf(anchor);
  const keep = k === a || !clearlyBetter(k, a, visits, total, squares, strict);
  if (report) {
    report.playouts = n;
    report.overrode = !keep;
  }
  return keep ? anchor : moves[k]!;
}

/** True when move `k`'s mean beats move `a`'s by more than `strict` standard errors of the difference. */
function clearlyBetter(k: number, a: number, visits: number[], total: number[], squares: number[], strict: number): boolean {
  if (visits[a]! < 2) return true;
  if (visits[k]! < 2) return false;
  const mean = (x: number) => total[x]! / visits[x]!;
  const varOfMean = (x: number) => Math.max(0, squares[x]! / visits[x]! - mean(x) ** 2) / visits[x]!;
  return mean(k) - mean(a) > strict * Math.sqrt(varOfMean(k) + varOfMean(a));
}
