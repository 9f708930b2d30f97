/**
 * What a seat may see, and the final result. Collected tiles lie face down ("Ход игры", step 2):
 * a seat sees its own tiles and only how many the others hold. The result is the scorer's own
 * ScoreResult for the tiles taken, so history shows the same breakdown as the score pad.
 */
import type { Outcome } from '../../types';
import { countsByValue } from '../data/distribution';
import type { TileValue } from '../data/tiles';
import { scorer } from '../score';
import type { SlyState, SlyView } from './types';

/** The state as `viewer` sees it: no generator, other seats' loot reduced to counts. */
export function viewFor(s: SlyState, viewer: number): SlyView {
  const { loot, rng: _rng, ...open } = s;
  const own = Number.isInteger(viewer) ? loot[viewer] : undefined;
  return {
    ...open,
    viewer,
    lootCounts: loot.map((l) => l.length),
    ownLoot: own ? own.slice() : [],
  };
}

/** Player id of a seat in the result: the seat number as a string ('0', '1', ...). */
export const seatId = (seat: number): string => String(seat);

/** Tiles per value a seat collected, in the scorer's input shape. */
export function lootCounts(loot: readonly TileValue[]): Record<TileValue, number> {
  const counts: Record<TileValue, number> = { 1: 0, 2: 0, 3: 0 };
  for (const v of loot) counts[v] += 1;
  return counts;
}

/** The scorer's input for the tiles the gangs took ("Подсчет очков"). */
export const scorerInput = (s: SlyState) => ({
  variant: s.config.variant,
  distribution: countsByValue(s.config.distribution),
  players: s.loot.map((l, seat) => ({ id: seatId(seat), tiles: lootCounts(l) })),
});

/** The final result once every gang has left the bank; null while the game goes on. */
export function outcomeOf(s: SlyState): Outcome | null {
  if (s.phase !== 'over') return null;
  const scored = scorer.score(scorerInput(s));
  return scored.ok ? { finished: true, result: scored.value } : null;
}
