/**
 * Undo barriers (house rule of the brief): a played card or green queen is shown to the table;
 * a move that shuffles (the one that ends a round), ends the game, puts hidden cards into
 * someone's hand (auction cards, deck draws, passed jacks) or uncovers the "Emperor" hidden
 * choices cannot be taken back. In the standard game every decision is also final once the turn
 * leaves its seat (see `turnLeft`).
 */
import { toMoveOf } from './turn';
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
  if (turnLeft(before, after)) return true;
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

/**
 * Standard game: the move handed the turn to another seat. A bet laid face down (or the copy card
 * laid on an unseen bet) then stays, as at the table once the phone is passed: an undo would give
 * the bet back with the next person holding the phone. A draft pick, a partner card, a recharge
 * or a ninja's pass is public, and the seats after it decide from it: taking it back with their
 * replies would let a person try picks until a bot answers differently. Consecutive moves of one
 * seat (the snake's double pick, the hermit's discard before the card) stay open.
 */
function turnLeft(before: RsState, after: RsState): boolean {
  if (before.config.mode !== 'standard') return false;
  const mover = toMoveOf(before);
  return mover !== null && toMoveOf(after) !== mover;
}
