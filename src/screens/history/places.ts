/** Who finished where in a summarised session: the facts History and Home show for each entry. */
import { placeNumbers } from '../../lib/ranking';
import type { SessionSummary, SummarySeat } from '../../storage/types';

/** One seat with its place (a shared place shares the number, as on the score sheet) and total; absent when not scored. */
export interface Placed {
  seat: SummarySeat;
  place?: number;
  total?: number;
}

/**
 * Seats best first as last scored: "1, 1, 3" for a shared first place (numbered as the score
 * sheet's place row numbers them, so History never disagrees with the sheet).
 * Seats the ranking does not mention keep their seat order, last, with no place: a session
 * nobody has scored yet shows no places at all rather than invented ones.
 */
export function placed(s: SessionSummary): Placed[] {
  const byId = new Map<string, Placed>();
  for (const seat of s.seats) byId.set(seat.id, { seat, total: s.totals?.[seat.id] });
  const out: Placed[] = [];
  const numbers = placeNumbers(s.ranking ?? []);
  for (const group of s.ranking ?? []) {
    for (const id of group) {
      const p = byId.get(id);
      if (!p) continue;
      byId.delete(id);
      out.push({ ...p, place: numbers.get(id)! });
    }
  }
  return out.concat([...byId.values()]);
}

/** The winner or winners (a shared first place) of a finished session; none while it is still open. */
export function winners(list: Placed[], finished: boolean): Placed[] {
  return finished ? list.filter((p) => p.place === 1) : [];
}
