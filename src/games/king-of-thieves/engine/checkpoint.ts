/**
 * Undo stops at a move that drew on the dice or revealed a card: a steal whose returned dice were
 * rerolled, the paw's reroll, the last move of a turn (refill and the next roll), Unlabeled
 * Potion's free card. The RNG or a deck changing says so for every one of them.
 */
import type { KotState } from './types';

export function isCheckpointMove(before: KotState, _move: unknown, after: KotState): boolean {
  if (!before || !after) return true;
  if (before.rng.some((v, i) => v !== after.rng[i])) return true;
  return before.decks.A.length !== after.decks.A.length || before.decks.B.length !== after.decks.B.length || before.decks.C.length !== after.decks.C.length;
}
