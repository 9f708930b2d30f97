/**
 * Knights vs Steambots gold count: the full game (with the personal orders add-on) and the two
 * simple versions for children. Most gold wins; the book has no tie-break, so equal totals share
 * a place ({#ruling-no-tie-break}). Input shape: see input.ts.
 */
import { ok } from '../../../lib/result';
import { rankWithTieBreaks } from '../../../lib/ranking';
import type { BreakdownRow, Scorer, ScoreResult } from '../../types';
import { parseInput } from './parse';
import { playerRows } from './rows';
import { validateInput } from './validate';

/** The scorer the manifest loads. No printed value is missing from the book, so cardValues is unused. */
export const scorer: Scorer = {
  score(input) {
    const parsed = parseInput(input);
    if (!parsed.ok) return parsed;
    const valid = validateInput(parsed.value);
    if (!valid.ok) return valid;
    const rowsById: Array<[string, BreakdownRow[]]> = parsed.value.players.map((p) => [p.id, playerRows(p, parsed.value.variant)]);
    // fromEntries defines own properties, so even an id like "__proto__" keeps its total.
    const breakdown: Record<string, BreakdownRow[]> = Object.fromEntries(rowsById);
    const totals: Record<string, number> = Object.fromEntries(rowsById.map(([id, rows]) => [id, rows.reduce((sum, r) => sum + r.points, 0)]));
    const result: ScoreResult = { totals, breakdown, ...rankWithTieBreaks(totals) };
    return ok(result);
  },
};
