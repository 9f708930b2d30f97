/**
 * Undo barriers (house rule of the brief): a played card or green queen is shown to the table;
 * a move that shuffles (the one that ends a round), ends the game, puts hidden cards into
 * someone's hand (auction cards, deck draws, passed jacks) or uncovers the "Emperor" hidden
 * choices cannot be taken back.
 */
import type { CardId, RsMove, RsState } from './types';

/** Cards nobody but their owner (or nobody at all) could see before the move. */
function hiddenBefore(s: RsState): Map<CardId, number> {
  const where = new Map<CardId, number>();
  for (const c of s.deck) where.set(c, -1);
  s.seats.forEach((seat, i) => {
    for (const c of seat.hand) where.set(c, i);
    for (const c of seat.auction) where.set(c, -1);
    for (const c of seat.laid) where.set(c, -1);
    for (const c of seat.discarded) where.set(c, i);
  });
  return where;
}

/**
 * True when `move`, which took `before` to `after`, revealed hidden information or drew on the
 * generator. `after` comes from the caller's own apply, so the move is not applied again here.
 */
export function isCheckpointMove(before: RsState, move: RsMove, after: RsState): boolean {
  if (typeof move !== 'object' || move === null) return false;
  if (move.t === 'play' || move.t === 'green') return true;
  if (after.phase === 'over' || after.round !== before.round) return true;
  if (after.rng.some((v, i) => v !== before.rng[i])) return true;
  const openedReveal =
    before.reveal !== null && before.reveal.chosen.some((c) => c === null) && after.reveal !== null && after.reveal.chosen.every((c) => c !== null);
  if (openedReveal) return true;
  const where = hiddenBefore(before);
  return after.seats.some((seat, i) =>
    seat.hand.some((c) => {
      const from = where.get(c);
      return from !== undefined && from !== i;
    }),
  );
}
