/**
 * The easy bot, beatable by a child: random legal moves with a little sense. It passes in the
 * auction unless its hand is clearly strong, mostly plays plain cards (kings and queens now and
 * then, at random), and otherwise draws every choice by lot.
 */
import type { RsMove } from '../engine/types';
import { auctionMove } from './phases';
import { randomFloat, randomIndex, type Decision } from './table';
import { bestTrump } from './values';

/** Weight of a move that spends a king or queen, against 1 for a plain card. */
const RULER_WEIGHT = 0.25;

/** A random element of `moves` drawn with `weight` (all weights > 0). */
function weighted(rng: number[], moves: readonly RsMove[], weight: (m: RsMove) => number): RsMove {
  const w = moves.map(weight);
  let r = randomFloat(rng) * w.reduce((a, b) => a + b, 0);
  for (let i = 0; i < moves.length; i++) {
    r -= w[i]!;
    if (r < 0) return moves[i]!;
  }
  return moves[moves.length - 1]!;
}

/** The easy bot's move (one of `d.moves`), drawn with `rng` (advanced in place). */
export function easyMove(d: Decision, rng: number[]): RsMove {
  const moves = d.moves;
  if (d.table.phase === 'auction') {
    const strong = bestTrump(d.hand).tricks >= 4.5;
    if (strong && randomFloat(rng) < 0.6) return auctionMove(d, 1);
    return moves.find((m) => m.t === 'pass') ?? moves[randomIndex(rng, moves.length)]!;
  }
  if (d.table.phase === 'trick') {
    return weighted(rng, moves, (m) => (m.t === 'green' || (m.t === 'play' && (m.king || m.queen)) ? RULER_WEIGHT : 1));
  }
  return moves[randomIndex(rng, moves.length)]!;
}
