/**
 * The hard pirate plans the island against the others. Laying, it cannot see their cards: it deals
 * them hands from the unseen pool (sample.ts), as many as each holds, over and over until the
 * clock's deadline, lets each rival lay its best row alone, and keeps the row that earns it the
 * most on average (coins on shared treasures split by the judge's order, less half the rivals'
 * mean), plus what the hand it keeps is worth to later islands (values.ts). Once the rows are open
 * everything on the island is public: it picks the walk that pays best against the rivals' best
 * walks, and sheds weak face-up cards where they cost the walk nothing (moves after its treasure;
 * a Friday anywhere), so the refill brings cards that move.
 */
import type { CardFace } from '../data/stolikDeck';
import type { JackalMove, JackalView } from '../engine';
import { arrivalOf, type Policy } from './decide';
import { attachmentsOf } from './moves';
import { bestAlone, type Outcome } from './reach';
import { dealOthers, unseenPool } from './sample';
import { coinsFor, layPlans, utility, type Arrival, type LayPlan } from './table';
import { handWorth, without } from './values';

/** Samples at least this many deals whatever the clock says, and at most this many. */
const MIN_SAMPLES = 2;
const MAX_SAMPLES = 64;
/** A rival's row is guessed a card shorter than the bot's own plans: a quicker search, and longer rows are rare. */
const RIVAL_MOVES = 3;
/** Search nodes per guessed rival row (a few milliseconds at most, so the clock is read often). */
const RIVAL_NODES = 1500;
/** Sampling stops this share of the budget before the deadline: one more sample and the choice must fit. */
const MARGIN = 0.15;

export interface Clock {
  now: () => number;
  deadline: number;
}

/** Mean utility of each plan over sampled rival rows. */
function sampledScores(plans: readonly LayPlan[], view: JackalView, rng: number[], clock: Clock, stopAt: number): number[] {
  const island = view.island!;
  const n = view.seats.length;
  const pool = unseenPool(view);
  const totals = plans.map(() => 0);
  let k = 0;
  while (k < MIN_SAMPLES || (k < MAX_SAMPLES && clock.now() < stopAt)) {
    const hands = dealOthers(view, pool, rng);
    const rivals: Arrival[] = [];
    hands.forEach((hand, seat) => {
      if (hand) rivals.push(arrivalOf(seat, bestAlone(layPlans(island, hand, [], RIVAL_MOVES, RIVAL_NODES))));
    });
    plans.forEach((p, i) => (totals[i]! += utility(coinsFor([...rivals, arrivalOf(view.viewer, p)], view.first, n), view.viewer)));
    k++;
  }
  return totals.map((t) => t / k);
}

/** The hand cards a lay plan spends beyond the row already laid. */
function spentBy(plan: LayPlan, row: readonly CardFace[]): CardFace[] {
  const laidMoves = row.length - (plan.flag && row.length > 0 ? 1 : 0);
  const flag = plan.flag && row.length === 0 ? [plan.flag] : [];
  return [...flag, ...plan.moves.slice(laidMoves).map((m) => m.card), ...attachmentsOf(plan.moves)];
}

const isLast = (view: JackalView) => view.islandIndex >= view.config.islandCount - 1;

/** The hard policy for one decision, with its own generator and the move's clock. */
export function hardPolicy(rng: number[], clock: Clock): Policy {
  const start = clock.now();
  const stopAt = clock.deadline - MARGIN * Math.max(0, clock.deadline - start);
  // The last lay's plans and their sampled scores, for rowCoins.
  let sampled: { plans: readonly LayPlan[]; mean: number[] } = { plans: [], mean: [] };
  return {
    lay(plans, view) {
      const own = view.seats[view.viewer]!;
      const hand = own.hand ?? [];
      const row = own.row ?? [];
      const mean = sampledScores(plans, view, rng, clock, stopAt);
      sampled = { plans, mean };
      const score = (i: number) => mean[i]! + handWorth(without(hand, spentBy(plans[i]!, row)), isLast(view)) - 0.01 * plans[i]!.steps;
      let best = 0;
      for (let i = 1; i < plans.length; i++) if (score(i) > score(best)) best = i;
      return plans[best]!;
    },
    rowCoins(plan) {
      // Against the plan that digs nothing: near what sitting the island out scores (the rivals still dig).
      const at = sampled.plans.indexOf(plan);
      const none = sampled.plans.findIndex((p) => p.treasure === null);
      if (at < 0) return plan.treasure?.value ?? 0;
      return sampled.mean[at]! - (none >= 0 ? sampled.mean[none]! : 0);
    },
    pick(mine, rivals, view) {
      const n = view.seats.length;
      const own = view.seats[view.viewer]!;
      const done = own.stack!.moves.slice(own.route?.next ?? 0);
      const worth = (o: Outcome) => handWorth(without(own.hand ?? [], attachmentsOf(o.moves, done)), isLast(view));
      const score = (o: Outcome) => utility(coinsFor([...rivals, arrivalOf(view.viewer, o)], view.first, n), view.viewer) + worth(o);
      return mine.reduce((a, b) => (score(b) > score(a) ? b : a));
    },
    shed(plan, view, legal) {
      const hand = view.seats[view.viewer]!.hand ?? [];
      const now = handWorth(hand, isLast(view));
      // Never walked: moves after the treasure; a Friday never costs a step anywhere.
      const harmless = (m: Extract<JackalMove, { t: 'attach' }>) => m.card === 'friday' || plan.treasure === null || m.at >= plan.moves.length;
      let best: { move: JackalMove; gain: number } | null = null;
      for (const m of legal) {
        if (m.t !== 'attach' || !harmless(m)) continue;
        const gain = handWorth(without(hand, [m.card]), isLast(view)) - now;
        if (gain > 1e-9 && (!best || gain > best.gain)) best = { move: m, gain };
      }
      return best?.move ?? null;
    },
  };
}
