/**
 * Orders the pirates on each treasure and shares it out (rulebook "Ход игры", step 5, and
 * "Как понять, кто пришёл к кладу первым?"): fewer steps arrive first; on equal steps the
 * pirate sitting closer clockwise to the first player arrives first (the first player himself is
 * closest, ruling "first-player-tie"). The first takes the full value, each next one coin less,
 * never below 0 (ruling "split-floor").
 */
import { SPLIT_STEP_DOWN } from '../data/components';
import { RULE } from '../score/anchors';
import type { PirateVerdict, Reason, TreasureArrivals, Walk } from './types';

/** Coins for the pirate in 0-based arrival position `k` on a treasure worth `value`. */
export const shareFor = (value: number, k: number): number => Math.max(0, value - SPLIT_STEP_DOWN * k);

/** Clockwise distance from the first player to `id` (0 for the first player). */
export function clockwiseDistance(seats: readonly string[], firstPlayer: string, id: string): number {
  const n = seats.length;
  return (seats.indexOf(id) - seats.indexOf(firstPlayer) + n) % n;
}

/** Turns walks into verdicts: arrival order and coins per treasure, plus the one-line reasons. */
export function splitTreasures(
  walks: readonly Walk[],
  seats: readonly string[],
  firstPlayer: string,
): { pirates: PirateVerdict[]; treasures: TreasureArrivals[] } {
  const byTreasure = new Map<string, Walk[]>();
  for (const w of walks) {
    if (!w.treasure) continue;
    byTreasure.set(w.treasure.id, [...(byTreasure.get(w.treasure.id) ?? []), w]);
  }
  const verdicts = new Map<string, PirateVerdict>();
  const treasures: TreasureArrivals[] = [];
  for (const [treasure, diggers] of byTreasure) {
    const seat = (w: Walk) => clockwiseDistance(seats, firstPlayer, w.id);
    const order = [...diggers].sort((a, b) => a.steps - b.steps || seat(a) - seat(b));
    const value = order[0]!.treasure!.value;
    const arrivals = order.map((w, k) => ({ id: w.id, step: w.steps, coins: shareFor(value, k) }));
    treasures.push({ treasure, value, order: arrivals });
    order.forEach((w, k) => {
      const coins = shareFor(value, k);
      const params = { treasure, value, step: w.steps, place: k + 1, coins };
      const line: Reason[] = [{ code: 'V_ARRIVED', rule: RULE.treasureSplit, params }];
      const rivals = order.filter((o) => o !== w && o.steps === w.steps).map((o) => o.id);
      if (rivals.length > 0) {
        const tie = { firstPlayer, rivals: rivals.join(', ') };
        line.push({ code: 'V_TIE_CLOCKWISE', rule: RULE.arrivalTies, params: tie });
      }
      verdicts.set(w.id, { ...w, place: k + 1, coins, line });
    });
  }
  const pirates = walks.map((w) => verdicts.get(w.id) ?? { ...w, coins: 0, line: [emptyHanded(w)] });
  return { pirates, treasures };
}

/** The one-line reason of a pirate who dug nothing up. */
function emptyHanded(w: Walk): Reason {
  if (w.outcome === 'robber') return { code: 'V_ROBBER', rule: RULE.robbers, params: { step: w.steps } };
  if (w.outcome === 'missingFlag') return { code: 'V_MISSING_FLAG', rule: RULE.flags };
  return { code: 'V_PATH_ENDED', rule: RULE.pathEnd, params: { step: w.steps } };
}
