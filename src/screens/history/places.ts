/** Who finished where in a summarised session: the facts History and Home show for each entry. */
import { placeNumbers } from '../../lib/ranking';
import { shownNumber } from '../../lib/shownNumber';
import type { TFunction } from 'i18next';
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

/** Where an unfinished digital game stands ("round 2", «ход 14»); '' when its engine told nothing. */
export function progressLine(s: SessionSummary, t: TFunction): string {
  const p = s.finished ? undefined : s.progress;
  if (p?.round !== undefined) return t('history.round', { n: p.round });
  if (p?.turn !== undefined) return t('history.turn', { n: p.turn });
  return '';
}

/** A seat's total as shown: points as a number, a count of tiles in words ("3 tiles"), undefined when not scored. */
export function totalText(s: SessionSummary, total: number | undefined, t: TFunction): string | undefined {
  if (total === undefined) return undefined;
  return !s.finished && s.progress?.counts === 'tiles' ? t('history.tiles', { count: total }) : shownNumber(total);
}
