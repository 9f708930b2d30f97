/**
 * Final places with the book's tie-breaks: the lowest king number for single players, the lowest
 * sum of king numbers for teams (then the emperor's team). King numbers were lost with the card
 * pictures, so they are read only for players who are actually tied at the end.
 */
import { ok, type Result } from '../../../lib/result';
import { rankWithTieBreaks, type Ranked } from '../../../lib/ranking';
import type { Colour } from '../data/colours';
import type { KingSide } from '../data/card-values';
import type { Printed } from './printed';
import type { Code } from '../codes';

/** The king that counts for a player's tie-break and the side that shows at the end. */
export interface KingShowing {
  colour: Colour;
  side: KingSide;
}

/** Sorted distinct totals that more than one key shares. */
function tiedTotals(totals: Record<string, number>): Set<number> {
  const seen = new Map<number, number>();
  for (const v of Object.values(totals)) seen.set(v, (seen.get(v) ?? 0) + 1);
  return new Set([...seen].filter(([, n]) => n > 1).map(([v]) => v));
}

/**
 * Ranks players by total; only when `final` (the game is over) do ties go to the lowest king
 * number showing: the face's number while unused, the back's once used (ruling-king-number).
 * Before that, tied players share a place.
 */
export function rankByKing(totals: Record<string, number>, kings: Record<string, KingShowing>, printed: Printed, final: boolean): Result<string[][], Code> {
  const r = rankByKingExplained(totals, kings, printed, final);
  return r.ok ? ok(r.value.ranking) : r;
}

/**
 * `rankByKing` with the tie-break notes (key `kingNumber`, lower wins) for the result screen; a
 * game on Stolik's digital values says so (key `kingNumberStolik`).
 */
export function rankByKingExplained(
  totals: Record<string, number>,
  kings: Record<string, KingShowing>,
  printed: Printed,
  final: boolean,
): Result<Ranked, Code> {
  const tied = tiedTotals(totals);
  if (!final || tied.size === 0) return ok(rankWithTieBreaks(totals));
  const values: Record<string, number> = {};
  for (const [id, total] of Object.entries(totals)) {
    const king = kings[id];
    if (!tied.has(total) || !king) continue;
    const n = printed.kingNumber(king.colour, king.side);
    if (!n.ok) return n;
    values[id] = n.value;
  }
  const key = printed.source === 'stolik' ? 'kingNumberStolik' : 'kingNumber';
  return ok(rankWithTieBreaks(totals, { tieBreaks: [{ key, values, lowestWins: true }] }));
}

/** A team's players and the tie-break keys it carries. */
export interface TeamStanding {
  members: string[];
  total: number;
}

/**
 * Ranks teams (members share their team's place). `kingSums` (lower wins) and `preferred`
 * (index of the team that wins a remaining tie) are applied only when given.
 */
export function rankTeams(teams: TeamStanding[], kingSums?: number[], preferred?: number): string[][] {
  return rankTeamsExplained(teams, kingSums, preferred).ranking;
}

/** `rankTeams` with tie-break notes naming the members (keys `kingSum`, `emperorTeam`). */
export function rankTeamsExplained(teams: TeamStanding[], kingSums?: number[], preferred?: number): Ranked {
  const totals: Record<string, number> = {};
  teams.forEach((t, i) => (totals[String(i)] = t.total));
  const tieBreaks = [];
  if (kingSums) {
    const values: Record<string, number> = {};
    kingSums.forEach((s, i) => (values[String(i)] = s));
    tieBreaks.push({ key: 'kingSum', values, lowestWins: true });
  }
  if (preferred !== undefined) tieBreaks.push({ key: 'emperorTeam', values: { [String(preferred)]: 1 } });
  const ranked = rankWithTieBreaks(totals, { tieBreaks });
  const members = (keys: string[]) => keys.flatMap((k) => teams[Number(k)]?.members ?? []);
  return {
    ranking: ranked.ranking.map(members),
    tieBreaks: ranked.tieBreaks.map((n) =>
      n.kind === 'shared' ? { ...n, ids: members(n.ids) } : { ...n, ahead: members(n.ahead), behind: members(n.behind) },
    ),
  };
}

/** Sums the showing king numbers of some players, or the first missing value's failure. */
export function sumKingNumbers(ids: readonly string[], kings: Record<string, KingShowing>, printed: Printed): Result<number, Code> {
  let sum = 0;
  for (const id of ids) {
    const k = kings[id];
    if (!k) continue;
    const n = printed.kingNumber(k.colour, k.side);
    if (!n.ok) return n;
    sum += n.value;
  }
  return ok(sum);
}
