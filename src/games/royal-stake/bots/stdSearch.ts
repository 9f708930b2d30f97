/**
 * The hard bot's search in the standard game: paired Monte Carlo. Each sampled world (dealt to
 * fit the view and, once bets are named, weighed by them: stdInfer.ts) plays every candidate move
 * out with the same playout generator, so two candidates differ only by the move, not by the
 * deal or the dice; five tricks give few decisions and a lot of luck, and comparing candidates
 * on the same deals tells them apart with a fraction of the playouts of independent ones
 * (search.ts, kept for the other modes). The clock is read once per world; the anchor (the
 * normal bot's choice) stays unless another move beats it by `strict` standard errors of the
 * paired difference.
 */
import { stepInPlace } from '../../../lib/rng';
import { engine } from '../engine';
import type { RsMove, RsState } from '../engine/types';
import { playout, sideValue } from './playout';
import type { SearchReport } from './reason';
import { safetyMargin, type BotClock } from './search';
import type { Decision } from './table';

/** Value of a move the sampled world refuses (it cannot happen with a sane engine). */
const REFUSED = -1000;
/** Worlds needed before the anchor may be overridden (fewer: the standard error is noise). */
const MIN_WORLDS = 3;

/** What the paired search found: per candidate, the sum of values and of differences to the anchor. */
export interface PairedStats {
  worlds: number;
  total: number[];
  diff: number[];
  diffSq: number[];
}

/** Plays every one of `moves` out on one world with one generator; the values for `seat`. */
function playAll(world: RsState, moves: readonly RsMove[], seed: number[], seat: number): number[] {
  return moves.map((m) => {
    const first = engine.apply(world, m);
    return first.ok ? sideValue(world, playout(first.value, seed.slice()), seat) : REFUSED;
  });
}

/** Runs the paired playouts of `moves` (the anchor at `a`) until the clock says stop. */
export function pairedStats(
  moves: readonly RsMove[],
  a: number,
  seat: number,
  sample: (rng: number[]) => RsState,
  rng: number[],
  clock: BotClock,
): PairedStats {
  const stopAt = clock.deadline - safetyMargin(clock.deadline - clock.now());
  const st: PairedStats = { worlds: 0, total: moves.map(() => 0), diff: moves.map(() => 0), diffSq: moves.map(() => 0) };
  while (clock.now() < stopAt) {
    const world = sample(rng);
    const seed = [stepInPlace(rng), stepInPlace(rng), stepInPlace(rng), stepInPlace(rng) | 1];
    const v = playAll(world, moves, seed, seat);
    for (let k = 0; k < moves.length; k++) {
      const dv = v[k]! - v[a]!;
      st.total[k]! += v[k]!;
      st.diff[k]! += dv;
      st.diffSq[k]! += dv * dv;
    }
    st.worlds++;
  }
  return st;
}

/** The index to play: the best mean, if it beats the anchor by `strict` standard errors of the difference. */
export function pairedPick(st: PairedStats, a: number, strict: number): number {
  const n = st.worlds;
  if (n < MIN_WORLDS) return a;
  let top = a;
  for (let k = 0; k < st.total.length; k++) if (st.total[k]! > st.total[top]!) top = k;
  if (top === a) return a;
  const mean = st.diff[top]! / n;
  const sd = Math.sqrt(Math.max(0, st.diffSq[top]! / n - mean * mean) / (n - 1));
  return mean > strict * sd ? top : a;
}

/** Searches `d.moves` (the anchor added if missing) on paired worlds; `anchor` unless clearly beaten. */
export function stdSearchMove(
  d: Decision,
  sample: (rng: number[]) => RsState,
  rng: number[],
  clock: BotClock,
  anchor: RsMove,
  report?: SearchReport,
  strict = 1,
): RsMove {
  const moves = d.moves.slice();
  if (!moves.includes(anchor)) moves.push(anchor);
  if (moves.length <= 1) return moves[0] ?? anchor;
  const a = moves.indexOf(anchor);
  const st = pairedStats(moves, a, d.seat, sample, rng, clock);
  const k = pairedPick(st, a, strict);
  if (report) {
    report.playouts = st.worlds * moves.length;
    report.overrode = k !== a;
  }
  return moves[k]!;
}
