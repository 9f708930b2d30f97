/** Helpers shared by the team modes (whist and "Emperor"). */
import { ok, type Result } from '../../../lib/result';
import { shownValue } from '../../../lib/read';
import { fail, type Code } from '../codes';

/** Reads `input.teams`: two lists of the given sizes that together name every player once. */
export function readTeams(v: unknown, ids: readonly string[], sizes: readonly number[]): Result<string[][], Code> {
  if (!Array.isArray(v) || v.length !== sizes.length) return fail('ERR_BAD_TEAMS', {}, 'teams');
  const seen = new Set<string>();
  for (const [i, t] of v.entries()) {
    if (!Array.isArray(t) || t.length !== sizes[i]) return fail('ERR_BAD_TEAMS', {}, `teams.${i}`);
    for (const id of t) {
      if (typeof id !== 'string' || !ids.includes(id)) return fail('ERR_UNKNOWN_PLAYER', { player: shownValue(id) }, `teams.${i}`);
      if (seen.has(id)) return fail('ERR_BAD_TEAMS', {}, `teams.${i}`);
      seen.add(id);
    }
  }
  return ok(v as string[][]);
}

/** A used king stays face down for the rest of the game. */
export function checkKingStaysUsed(used: readonly boolean[], player: string): Result<true, Code> {
  for (let r = 1; r < used.length; r++) {
    if (used[r - 1] && !used[r]) return fail('ERR_KING_UNUSED_AGAIN', { player }, `rounds.${r}.players.${player}.kingUsed`);
  }
  return ok(true);
}

/** Sum of some players' totals. */
export const teamTotal = (members: readonly string[], totals: Record<string, number>): number => members.reduce((s, id) => s + (totals[id] ?? 0), 0);
