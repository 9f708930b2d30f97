/**
 * The hard bot: the normal bot's best few moves, each played out to the end of the turn in the
 * same sampled worlds (decks dealt from the unseen cards, dice from the bot's own generator, see
 * world.ts), every seat then playing as the normal bot; the move with the best mean lead
 * (evaluate.ts) wins. A split move is judged by how the others answer it (thefts, what they
 * leave) and by the sale that follows; a purchase by the cards the later buyers take. The clock
 * is read once per world, and a world starts only when one more should end before the deadline;
 * ties keep the normal bot's order.
 */
import { seedRng } from '../../../lib/rng';
import { applyMove } from '../engine/apply';
import type { KotMove, KotState } from '../engine/types';
import { utility } from './evaluate';
import { candidates, normalMove } from './normal';
import { publicState, sampleWorld, unseenCards } from './world';

/** The clock the worker passes: `now()` in milliseconds and the time to answer by. */
export interface BotClock {
  now: () => number;
  deadline: number;
}

/** Moves compared per decision, by phase. */
const WIDTH = { split: 6, lucky: 7, sale: 4, over: 0 } as const;
/** Worlds at most (a clock that never moves still ends). */
export const MAX_WORLDS = 60;
/** Time kept in reserve before the deadline: a tenth of the budget, 2 to 40 ms. */
const margin = (budget: number): number => Math.min(40, Math.max(2, budget * 0.1));

/** Plays `s` with the normal bot at every seat until the turn after `round` starts or the game ends. */
export function playout(s: KotState, round: number): KotState {
  let cur = s;
  for (let step = 0; step < 500 && cur.phase !== 'over' && cur.round === round; step++) {
    const next = applyMove(cur, normalMove(cur));
    if (!next.ok) throw new Error(`playout move refused: ${next.error}`);
    cur = next.value;
  }
  return cur;
}

/** The hard bot's move for the seat to move in `s`. */
export function hardMove(s: KotState, seed: string, clock: BotClock): KotMove {
  const seat = s.seat;
  const pub = publicState(s, seat);
  const list = candidates(pub).slice(0, WIDTH[s.phase]);
  if (list.length <= 1) return list[0]!.move;
  const unseen = unseenCards(s);
  let rng = seedRng(`${seed}:hard:${s.round}:${s.phase}:${seat}`);
  const sums = list.map(() => 0);
  let last = clock.now();
  const stopAt = clock.deadline - margin(clock.deadline - last);
  // One world costs about what the last one did: start one only when it should end in time.
  let cost = 0;
  for (let w = 0; w < MAX_WORLDS && last + cost < stopAt; w++) {
    const sampled = sampleWorld(pub, unseen, rng);
    rng = sampled.rng;
    list.forEach((c, i) => {
      const next = applyMove(sampled.world, c.move);
      if (!next.ok) throw new Error(`candidate refused: ${next.error}`);
      sums[i]! += utility(playout(next.value, s.round), seat);
    });
    const now = clock.now();
    cost = Math.max(cost * 0.5, now - last);
    last = now;
  }
  let best = 0;
  sums.forEach((v, i) => {
    if (v > sums[best]! + 1e-9) best = i;
  });
  return list[best]!.move;
}
