/**
 * What one seat may see of the standard game's own state: squads, the draft table, the partner
 * and copy cards are public. While any seat has still to bet, another seat that has bet shows
 * only that it has: its bet is the one-entry list `[HIDDEN]` whether it laid one card, two, or
 * none (a face-up cheerleader). The book lays the bets at the same time (rulebook «Ставка»,
 * round 3 «Игроки делают ставки одновременно»); pass-and-play takes them one by one, so nobody
 * may learn from an earlier bet how many cards it holds (#ruling-std-bets-open, issue 20). Once every seat has bet, the other characters lie face up beside
 * the bets, so which cards are face down is known by elimination and the view names them; the
 * order of a two-card bet stays unseen (sorted here), as the copy card is laid without looking.
 * A card passed in the cheerleader's exchange is seen only by the two seats that pass it; a jack
 * shift chosen at scoring (2 players) only by its seat until both seats have decided.
 */
import type { StdState } from './types';

/** What stands for a face-down card another seat may not see (and, while bets are open, for a whole bet). */
export const HIDDEN = 'hidden';

/** Another seat's bet while some seat has still to bet: laid, nothing more (not its size). */
const LAID: readonly string[] = [HIDDEN];

/** Every seat has laid its bet (or its face-up cheerleader): the face-up rest tells the bets. */
export const betsAllLaid = (std: StdState): boolean => std.seats.every((s) => s.bets !== null);

/** The standard part of the state as `viewer` sees it (a fresh copy). */
export function stdViewFor(std: StdState | null | undefined, viewer: number): StdState | null {
  if (!std) return null;
  const copy = JSON.parse(JSON.stringify(std)) as StdState;
  const open = betsAllLaid(copy);
  copy.seats.forEach((s, i) => {
    if (i === viewer || !s.bets) return;
    s.bets = open ? s.bets.slice().sort() : LAID.slice();
  });
  // 2 players at scoring: another seat's jack choice stays unseen until both have decided.
  const j = copy.jack;
  if (j && j.order.length > 0) j.shift = j.shift.filter((seat) => seat === viewer);
  const p = copy.pending;
  if (p?.kind === 'exchange' && viewer !== p.from && viewer !== p.to) p.card = HIDDEN;
  return copy;
}
