/**
 * What one seat may see of the standard game's own state: squads, the draft table, the partner
 * and copy cards are public; another seat's bet shows only as face-down cards ('hidden') until
 * the round is scored (then `rounds` holds it); a card passed in the cheerleader's exchange is
 * seen only by the two seats that pass it.
 */
import type { StdState } from './types';

/** What stands for a face-down card another seat may not see. */
export const HIDDEN = 'hidden';

/** The standard part of the state as `viewer` sees it (a fresh copy). */
export function stdViewFor(std: StdState | null | undefined, viewer: number): StdState | null {
  if (!std) return null;
  const copy = JSON.parse(JSON.stringify(std)) as StdState;
  copy.seats.forEach((s, i) => {
    if (i !== viewer && s.bets) s.bets = s.bets.map(() => HIDDEN);
  });
  const p = copy.pending;
  if (p?.kind === 'exchange' && viewer !== p.from && viewer !== p.to) p.card = HIDDEN;
  return copy;
}
