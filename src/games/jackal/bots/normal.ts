/**
 * The normal pirate: plays every island as if it were alone on it. It lays the row to the
 * richest treasure it can reach (fewer steps, then fewer cards, breaking ties; a card it would
 * lose at the refill counts against a poor treasure), sticks on what that walk needs and walks it.
 * Rum goes where it wins it coins against the rivals' best walks.
 */
import { shedFor } from './moves';
import { bestAlone } from './reach';
import { cardCost, type Policy } from './decide';

export const normalPolicy: Policy = {
  lay(plans, view) {
    const score = (p: (typeof plans)[number]) => (p.treasure?.value ?? 0) - 0.1 * p.steps - cardCost(view, p.cards);
    return plans.reduce((a, b) => (score(b) > score(a) ? b : a));
  },
  // Alone on the island, the row earns its treasure.
  rowCoins: (plan) => plan.treasure?.value ?? 0,
  pick: (mine) => bestAlone(mine),
  shed: (plan, view, legal) => (plan.treasure === null ? shedFor(view.seats[view.viewer]!.hand ?? [], legal) : null),
};
