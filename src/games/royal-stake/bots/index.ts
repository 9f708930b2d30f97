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
import { reasonFor, type HintReason, type SearchReport } from './reason';
import { searchMove, type BotClock } from './search';
import { stdStepChoice } from './stdDecide';
import { inferredSampler } from './stdInfer';
import { stdSearchMove } from './stdSearch';
import { isStdStep } from './stdPhases';
import { usefulMoves } from './waste';
import type { Decision } from './table';

/**
 * Standard errors by which a searched card play must beat the normal bot's in the standard game.
 * Paired deals make the difference's error small, so half of one is enough (1 and 2 kept more
 * bad heuristic plays in bench games).
 */
const STD_TRICK_STRICT = 0.5;

/** Same move, field by field (moves are small plain objects; discard lists keep their order). */
export function sameMove(a: RsMove, b: RsMove): boolean {
  return JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());
}

/** A chosen move and one line why (see reason.ts). */
export interface ExplainedMove {
  move: RsMove;
  reason: HintReason;
}

/**
 * The move a level chooses and why, computed from the seat's view alone. Queens that would
 * change nothing are never among the candidates (waste.ts).
 */
export function decideWithReason(view: RsView, rounds: readonly unknown[], level: BotLevel, seed: string, clock: BotClock): ExplainedMove | null {
  const rng: number[] = seedRng(`${seed}:${level}:${view.seat}`);
  const dealt = sampler(view, rounds);
  const all = engine.legalMoves(dealt(rng));
  // Hard, standard game: deals weighed by the bets they would explain (stdInfer.ts).
  const sample = level === 'hard' && view.std ? inferredSampler(view, dealt) : dealt;
  const own = view.seats[view.seat];
  const base: Decision = { table: view, seat: view.seat, hand: view.hand, moves: all, laid: own?.laidCount ?? 0 };
  const moves = usefulMoves(base);
  const d: Decision = { ...base, moves };
  if (moves.length <= 1) return moves[0] ? { move: moves[0], reason: reasonFor(d, moves[0]) } : null;
  if (isStdStep(d)) {
    // The standard game's own steps: squads, bets, the cheerleader, preparation (stdDecide.ts).
    const report: SearchReport = { playouts: 0, overrode: false };
    const move = stdStepChoice(d, level, sample, rng, clock, report);
    return { move, reason: reasonFor(d, move, level === 'hard' ? report : null) };
  }
  if (level === 'easy') {
    const move = easyMove(d, rng);
    return { move, reason: reasonFor(d, move) };
  }
  const normal = normalMove(d);
  if (level === 'normal') return { move: normal, reason: reasonFor(d, normal) };
  const report: SearchReport = { playouts: 0, overrode: false };
  // The standard game compares its moves on shared deals (stdSearch.ts); the other modes by UCB1.
  const move = view.std ? stdSearchMove(d, sample, rng, clock, normal, report, STD_TRICK_STRICT) : searchMove(d, sample, rng, clock, normal, report);
  return { move, reason: reasonFor(d, move, report) };
}

/** The move a level chooses, computed from the seat's view alone. */
export function decide(view: RsView, rounds: readonly unknown[], level: BotLevel, seed: string, clock: BotClock): RsMove | null {
  return decideWithReason(view, rounds, level, seed, clock)?.move ?? null;
}

/** The level's move for `seat` with its reason, always legal (anything odd: the first legal move). */
function explained(state: RsState, seat: number, level: BotLevel, seed: string, clock: BotClock): ExplainedMove | null {
  let legal: RsMove[] = [];
  try {
    legal = engine.legalMoves(state);
    if (legal.length === 0) return null;
    if (legal.length === 1) return { move: legal[0]!, reason: { key: 'forced' } };
    const view = engine.view(state, seat) as RsView;
    const got = decideWithReason(view, Array.isArray(state.rounds) ? state.rounds : [], level, seed, clock);
    const move = got ? legal.find((m) => sameMove(m, got.move)) : undefined;
    return move && got ? { move, reason: got.reason } : { move: legal[0]!, reason: { key: 'only' } };
  } catch {
    return legal[0] ? { move: legal[0], reason: { key: 'only' } } : null;
  }
}

/** Chooses a legal move for `seat`; never throws (anything odd gets the first legal move). */
export const bots: GameBots<RsState, RsMove> = {
  chooseMove(state, seat, level, seed, clock) {
    return explained(state, seat, level, seed, clock)?.move ?? { t: 'pass' };
  },
  explainMove(state, seat, level, seed, clock) {
    return explained(state, seat, level, seed, clock) ?? { move: { t: 'pass' }, reason: { key: 'only' } };
  },
};
