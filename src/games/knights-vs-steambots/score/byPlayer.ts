/**
 * Scoring for the sheet, one player at a time: a player the book rules out (0 knights and 1
 * paper, say) is refused on their own, with the field named, while everyone else keeps a total.
 * Places go only to players who are accepted and complete. The vectors use `scorer.score`,
 * which refuses the whole table at the first problem; this never changes a total.
 */
import { ok, type Failure } from '../../../lib/result';
import { fail, type Code } from '../codes';
import { rankWithTieBreaks, type TieBreakNote } from '../../../lib/ranking';
import type { BreakdownRow } from '../../types';
import { VARIANTS, type Variant } from '../data/limits';
import type { PlayerInput } from './input';
import { readPlayer } from './parse';
import { playerRows } from './rows';
import { checkPlayer, checkTable } from './validate';
import { isRecord } from '../../../lib/read';

/** What the sheet shows: totals and places of the placed players, and every refusal. */
export interface SheetScore {
  totals: Record<string, number>;
  ranking: string[][];
  tieBreaks: TieBreakNote[];
  breakdown: Record<string, BreakdownRow[]>;
  /** Refusals by player id, each with the path of the field it is about. */
  refused: Record<string, Failure<Code>>;
  /** A refusal about the whole table (player count, knight supply), or null. */
  table: Failure<Code> | null;
}

/**
 * Scores every readable player of a saved sheet. `pending` lists players still missing values:
 * they get rows and a running total but no place, and are not judged until complete.
 */
export function scoreByPlayer(data: unknown, pending: readonly string[] = []): SheetScore {
  const out: SheetScore = { totals: {}, ranking: [], tieBreaks: [], breakdown: {}, refused: {}, table: null };
  const root = isRecord(data) ? data : {};
  const variant: Variant = (VARIANTS as readonly unknown[]).includes(root.variant) ? (root.variant as Variant) : 'standard';
  const raw = Array.isArray(root.players) ? root.players : [];
  const parsed: Array<[number, PlayerInput]> = [];
  const seen = new Set<string>();
  raw.forEach((v, i) => {
    const id = isRecord(v) && typeof v.id === 'string' ? v.id : `#${i}`;
    const p = readPlayer(v, `players.${i}`);
    if (!p.ok) out.refused[id] = p;
    else if (seen.has(id)) out.refused[`#${i}`] = fail('ERR_DUPLICATE_PLAYER', { id }, `players.${i}.id`);
    else parsed.push([i, p.value]);
    seen.add(id);
  });
  const table = checkTable({ variant, players: parsed.map(([, p]) => p) });
  // A short list of readable players is no table problem: the unreadable ones are refused already.
  if (!table.ok && parsed.length === raw.length) out.table = table;
  const placed: Record<string, number> = {};
  for (const [i, p] of parsed) {
    // A player still missing values is judged once they are in (a missing count reads as 0 here).
    const checked = pending.includes(p.id) ? ok(true) : checkPlayer(p, i, variant);
    if (!checked.ok) {
      out.refused[p.id] = checked;
      continue;
    }
    const rows = playerRows(p, variant);
    out.breakdown[p.id] = rows;
    out.totals[p.id] = rows.reduce((sum, r) => sum + r.points, 0);
    if (!pending.includes(p.id)) placed[p.id] = out.totals[p.id]!;
  }
  // The book has no tie-break: equal gold shares the place ({#ruling-no-tie-break}).
  const ranked = rankWithTieBreaks(placed);
  out.ranking = ranked.ranking;
  out.tieBreaks = ranked.tieBreaks;
  return out;
}
