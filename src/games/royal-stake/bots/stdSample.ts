/**
 * The normal bot's check of a standard-game choice against played-out deals: each candidate is
 * tried on the same few deals sampled from what the seat knows (determinize.ts: its own hand,
 * the public squads, the cards seen; other hands and bets guessed), the round played out with
 * the playout policy, and the candidate with the best mean result is chosen. A fixed number of
 * deals per candidate keeps the normal bot deterministic and quick on any machine.
 */
import { stepInPlace } from '../../../lib/rng';
import { engine } from '../engine';
import type { RsMove, RsState } from '../engine/types';
import { playout, sideValue } from './playout';
import type { BotClock } from './search';
import type { Decision } from './table';

/** Deals tried per candidate (the same deals for every candidate: fair comparisons). */
export const NORMAL_DEALS = 8;
/** Most candidates checked: the first ones of `d.moves` (callers list the likeliest first). */
const MAX_CANDIDATES = 6;

/**
 * The candidate with the best mean outcome over `deals` sampled deals; `anchor` (the quick
 * choice) is kept unless another beats it by more than a small margin (noise of few deals).
 */
export function sampledChoice(d: Decision, sample: (rng: number[]) => RsState, rng: number[], anchor: RsMove, clock: BotClock, deals = NORMAL_DEALS): RsMove {
  const moves = d.moves.slice(0, MAX_CANDIDATES);
  if (!moves.includes(anchor)) moves.push(anchor);
  if (moves.length <= 1) return anchor;
  const worlds = Array.from({ length: deals }, () => sample(rng));
  const seeds = worlds.map(() => [stepInPlace(rng), stepInPlace(rng), stepInPlace(rng), stepInPlace(rng) | 1]);
  const means = moves.map((m, i) => {
    // Past the deadline (a slow device), the candidates left are not tried; the anchor always is.
    if (m !== anchor && i > 0 && clock.now() > clock.deadline) return -Infinity;
    let sum = 0;
    worlds.forEach((w, k) => {
      const first = engine.apply(w, m);
      // Each candidate replays a deal with the same generator: differences come from the move.
      sum += first.ok ? sideValue(w, playout(first.value, seeds[k]!.slice()), d.seat) : -1000;
    });
    return sum / deals;
  });
  const a = moves.indexOf(anchor);
  let top = a;
  for (let i = 0; i < moves.length; i++) if (means[i]! > means[top]! + 2) top = i;
  return moves[top]!;
}
