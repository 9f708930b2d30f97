/**
 * Royal Stake bots for the bot worker: easy (random with a little sense), normal (heuristics)
 * and hard (determinized Monte Carlo against the clock). A bot sees only its seat's view and the
 * public results of earlier rounds: it even lists its moves on a sampled world built from them,
 * so two states that differ only in hidden cards always get the same answer.
 */
import { seedRng } from '../../../lib/rng';
import type { BotLevel, GameBots } from '../../types';
import { engine } from '../engine';
import type { RsMove, RsState, RsView } from '../engine/types';
import { sampler } from './determinize';
import { easyMove } from './easy';
import { normalMove } from './normal';
import { searchMove, type BotClock } from './search';
import type { Decision } from './table';

/** Same move, field by field (moves are small plain objects; discard lists keep their order). */
export function sameMove(a: RsMove, b: RsMove): boolean {
  return JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());
}

/** The move a level chooses, computed from the seat's view alone. */
export function decide(view: RsView, rounds: readonly unknown[], level: BotLevel, seed: string, clock: BotClock): RsMove | null {
  const rng: number[] = seedRng(`${seed}:${level}:${view.seat}`);
  const sample = sampler(view, rounds);
  const moves = engine.legalMoves(sample(rng));
  if (moves.length <= 1) return moves[0] ?? null;
  const own = view.seats[view.seat];
  const d: Decision = { table: view, seat: view.seat, hand: view.hand, moves, laid: own?.laidCount ?? 0 };
  if (level === 'easy') return easyMove(d, rng);
  const normal = normalMove(d);
  if (level === 'normal') return normal;
  return searchMove(d, sample, rng, clock, normal);
}

/** Chooses a legal move for `seat`; never throws (anything odd gets the first legal move). */
export const bots: GameBots<RsState, RsMove> = {
  chooseMove(state, seat, level, seed, clock) {
    let legal: RsMove[] = [];
    try {
      legal = engine.legalMoves(state);
      if (legal.length <= 1) return legal[0] ?? { t: 'pass' };
      const view = engine.view(state, seat) as RsView;
      const move = decide(view, Array.isArray(state.rounds) ? state.rounds : [], level, seed, clock);
      return (move && legal.find((m) => sameMove(m, move))) ?? legal[0]!;
    } catch {
      return legal[0] ?? { t: 'pass' };
    }
  },
};
