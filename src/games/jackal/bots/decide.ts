/**
 * One decision of a normal or hard pirate, from its view only: the row to lay (which cards, in
 * what order, a flag first or not), what to stick on face up, where to put rum, and each way of
 * the walk. The two levels share this; a `Policy` says how a level picks its plan.
 */
import type { Island } from '../data/island';
import type { JackalMove, JackalView } from '../engine';
import type { SeatView } from '../engine/view';
import { attachFor, attachmentsOf, goFor, nextLay, rowOf, spareLay } from './moves';
import { bestAlone, countsOf, type Outcome } from './reach';
import { tortugaChoice } from './tortuga';
import { coinsFor, layPlans, pirateOutcomes, utility, type Arrival, type LayPlan } from './table';

/** How a level picks: its row while laying, and its walk once the rows are open. */
export interface Policy {
  lay(plans: LayPlan[], view: JackalView): LayPlan;
  /** What the row of `plan` (one of the last `lay`'s plans) earns now, in coins, against sitting the island out. */
  rowCoins(plan: LayPlan, view: JackalView): number;
  pick(mine: Outcome[], rivals: Arrival[], view: JackalView): Outcome;
  /** A card to put on the row face up that costs the walk nothing, to refill the hand (null: none). */
  shed(plan: Outcome, view: JackalView, legal: readonly JackalMove[]): JackalMove | null;
}

/** What a hand card spent now is worth in later islands (none on the last one). */
export function cardCost(view: JackalView, cards: number): number {
  const own = view.seats[view.viewer]!;
  const held = (own.hand?.length ?? 0) + (own.row?.length ?? 0);
  if (view.islandIndex >= view.config.islandCount - 1) return 0;
  // Hands are topped up to four after the island (one card drawn first): only cards beyond that are lost.
  return 0.15 * Math.min(cards, Math.max(0, held - 3));
}

/** An outcome as an arrival of `seat`. */
export const arrivalOf = (seat: number, o: Outcome): Arrival => ({ seat, treasure: o.treasure, steps: o.steps });

/** The other sailing pirates, each where its best walk alone takes it. */
export function rivalArrivals(island: Island, view: JackalView): Arrival[] {
  const out: Arrival[] = [];
  view.seats.forEach((sv: SeatView, n) => {
    if (n !== view.viewer && sv.stack) out.push(arrivalOf(n, bestAlone(pirateOutcomes(island, sv))));
  });
  return out;
}

/** The rum card that gains the most against rivals' arrivals (a step for a row with no rum yet), or null. */
function rumFor(view: JackalView, legal: readonly JackalMove[], rivals: Arrival[], mine: Arrival): JackalMove | null {
  const n = view.seats.length;
  const base = utility(coinsFor([...rivals, mine], view.first, n), view.viewer);
  let best: { move: JackalMove; gain: number } | null = null;
  for (const m of legal) {
    if (m.t !== 'rum' || m.target === view.viewer || view.seats[m.target]!.stack!.rum.length > 0) continue;
    const slowed = rivals.map((a) => (a.seat === m.target ? { ...a, steps: a.steps + 1 } : a));
    const gain = utility(coinsFor([...slowed, mine], view.first, n), view.viewer) - base;
    if (gain > 0.1 && (!best || gain > best.gain)) best = { move: m, gain };
  }
  return best?.move ?? null;
}

/** The move a policy makes for the seat to move; `legal` are its legal moves (more than one). */
export function decide(view: JackalView, legal: readonly JackalMove[], policy: Policy): JackalMove {
  const seat = view.viewer;
  const own = view.seats[seat]!;
  const island = view.island!;
  if (view.phase === 'lay') {
    const hand = own.hand ?? [];
    const row = own.row ?? [];
    if (!legal.some((m) => m.t === 'lay' || m.t === 'done')) return spareLay(hand, legal);
    const plan = policy.lay(layPlans(island, hand, row), view);
    const hopeless = plan.treasure === null && row.length === 0 && plan.moves.length === 0;
    if (row.length === 0) {
      // Before the first card: sail with this row, or go to Tortuga instead (tortuga.ts).
      const spare = hopeless ? spareLay(hand, legal) : null;
      const spent = spare ? (spare.t === 'lay' ? [spare.card] : []) : [...rowOf(plan), ...attachmentsOf(plan.moves)];
      const trade = tortugaChoice(view, legal, policy.rowCoins(plan, view), spent, plan.treasure !== null);
      if (trade) return trade;
    }
    if (hopeless) return spareLay(hand, legal);
    return nextLay(plan, row, legal) ?? spareLay(hand, legal);
  }
  const rivals = rivalArrivals(island, view);
  if (view.phase === 'open') {
    const plan = policy.pick(pirateOutcomes(island, own, countsOf(own.hand ?? [])), rivals, view);
    const stick = attachFor(plan, own.stack!, legal);
    if (stick) return stick;
    return rumFor(view, legal, rivals, arrivalOf(seat, plan)) ?? policy.shed(plan, view, legal) ?? legal.find((m) => m.t === 'pass')!;
  }
  return goFor(policy.pick(pirateOutcomes(island, own), rivals, view), legal);
}
