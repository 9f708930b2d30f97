/**
 * The two light bots. Easy plays a random legal move, leaning a little towards bigger tiles, so a
 * child can beat it. Normal looks one step ahead and takes the move that leaves it best off.
 */
import { nextFloat, type RngState } from '../../../lib/rng';
import type { SlyMove, SlyState } from '../engine/types';
import { evaluate, playLegal } from './evaluate';

/** Easy: weight 1 plus half the tiles a run takes and lands on; everything else evenly. */
export function easyMove(s: SlyState, moves: readonly SlyMove[], rng: RngState): SlyMove {
  const weights = moves.map((m) => (m.type === 'move' ? 1 + 0.5 * ((s.tiles[m.from]?.value ?? 0) + (s.tiles[m.to]?.value ?? 0)) : 1));
  const total = weights.reduce((a, b) => a + b, 0);
  let pick = nextFloat(rng).value * total;
  for (let i = 0; i < moves.length; i++) {
    pick -= weights[i]!;
    if (pick < 0) return moves[i]!;
  }
  return moves[moves.length - 1]!;
}

/** Normal: the move with the best evaluation one step ahead; equal moves are drawn by lot. */
export function normalMove(s: SlyState, seat: number, moves: readonly SlyMove[], rng: RngState): SlyMove {
  let best: SlyMove[] = [];
  let bestValue = -Infinity;
  for (const m of moves) {
    const v = evaluate(playLegal(s, m), seat);
    if (v > bestValue + 1e-9) {
      bestValue = v;
      best = [m];
    } else if (v > bestValue - 1e-9) {
      best.push(m);
    }
  }
  return best[Math.floor(nextFloat(rng).value * best.length)] ?? moves[0]!;
}
