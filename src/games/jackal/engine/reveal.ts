/**
 * The reveal (rulebook "Ход игры", step 3): every row turns face up at once and the Tortuga
 * visitors pay and take their cards, clockwise from the first player. If the quartermaster runs
 * short, a visitor gets what is left and still pays the price (rules page #ruling-tortuga-short).
 * Edits the caller's draft.
 */
import { cardsForCoins } from '../data/tortuga';
import { clockwiseFrom } from './copy';
import { drawCards } from './deal';
import { startOpen } from './open';
import type { JackalState, RowMove } from './types';

/** Turns every laid row into a public stack, settles Tortuga, and opens the face-up cards. */
export function reveal(d: JackalState): void {
  for (const n of clockwiseFrom(d.first, d.seats.length)) {
    const seat = d.seats[n]!;
    if (seat.tortuga !== null) {
      seat.coins -= seat.tortuga;
      drawCards(d, n, cardsForCoins(seat.tortuga) ?? 0);
      continue;
    }
    if (seat.row.length === 0) continue; // ashore: nothing to lay and nothing to pay
    const [head, ...rest] = seat.row;
    const flag = head === 'redFlag' || head === 'blueFlag' ? head : null;
    const moves = (flag ? rest : seat.row).map((card): RowMove => ({ card, double: false, friday: false, weapon: false }));
    seat.stack = { rum: [], flag, moves };
    seat.row = [];
  }
  startOpen(d);
}
