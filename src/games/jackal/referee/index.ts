/**
 * Jackal arrival judge: who reached which treasure, in what order, and how many coins each takes.
 * The islands themselves are not in the rulebook text, so the judge is told what each move lands
 * on instead of knowing the island. Input (untrusted JSON):
 *
 * {
 *   "seats": ["A", "B", "C"],        every player at the table, clockwise (the left neighbour next)
 *   "firstPlayer": "A",              who holds the first-player token on this island
 *   "islandFlags": ["blue"],         coloured landing flags this island shows ([] = white only)
 *   "pirates": [                     players who sailed here (Tortuga visitors are left out)
 *     { "id": "A", "cards": [        the row in the order laid, rum added by others on top
 *       { "card": "rum" },
 *       { "card": "blueFlag" },
 *       { "card": "arrowHorizontal", "to": "empty" },
 *       { "card": "arrowDiagonal", "to": "trap" }, { "card": "friday" },
 *       { "card": "arrowAnyDiagonal", "to": ["empty", "robber"] }, { "card": "double" },
 *       { "card": "weapon" },
 *       { "card": "horse", "to": { "treasure": "big", "value": 3 } } ] } ] }
 *
 * Cards: rum, redFlag, blueFlag, arrowDiagonal, arrowHorizontal, arrowVertical, arrowAnyDiagonal,
 * arrowAnyOrthogonal, horse, double, friday, weapon. Double, Friday and weapon stick to the move
 * card before them. `to` (move cards only) is what the move lands on: "empty" (also any flag),
 * "trap", "robber" or { "treasure": id, "value": 1-3 }, the id naming the treasure cell so that
 * pirates on the same one are compared. A doubled move lists two cells: the middle one, then the
 * end. Moves after the pirate stops may leave `to` out.
 */
import { ok, type Result } from '../../../lib/result';
import { parseArrivalInput } from './parse';
import { splitTreasures } from './split';
import type { ArrivalVerdict, Walk } from './types';
import { walkRow } from './walk';
import type { Code } from '../codes';

/** Judges one island's arrivals: per-pirate steps, order on each treasure, coins and reasons. */
export function judgeArrivals(input: unknown): Result<ArrivalVerdict, Code> {
  const parsed = parseArrivalInput(input);
  if (!parsed.ok) return parsed;
  const { seats, firstPlayer, islandFlags, pirates } = parsed.value;
  const walks: Walk[] = [];
  for (const [p, row] of pirates.entries()) {
    const walk = walkRow(row, islandFlags);
    if (!walk.ok) return { ...walk, path: `pirates.${p}.${walk.path ?? 'cards'}` };
    walks.push(walk.value);
  }
  const { pirates: verdicts, treasures } = splitTreasures(walks, seats, firstPlayer);
  const coins: Record<string, number> = Object.fromEntries(seats.map((id) => [id, 0]));
  for (const v of verdicts) coins[v.id] = v.coins;
  return ok({ pirates: verdicts, treasures, coins });
}

export { walkRow } from './walk';
export { shareFor, clockwiseDistance, splitTreasures } from './split';
export { appendIsland } from './book';
export type * from './types';
