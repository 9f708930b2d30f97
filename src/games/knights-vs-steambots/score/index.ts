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

/** Every error code this scorer can return (the locale files explain each one). */
export const ERROR_CODES = [
  'ERR_NOT_OBJECT',
  'ERR_NOT_LIST',
  'ERR_UNKNOWN_FIELD',
  'ERR_UNKNOWN_VARIANT',
  'ERR_BAD_PLAYER_ID',
  'ERR_DUPLICATE_PLAYER',
  'ERR_NOT_BOOLEAN',
  'ERR_NOT_INTEGER',
  'ERR_NEGATIVE_COUNT',
  'ERR_OUT_OF_RANGE',
  'ERR_PLAYER_COUNT',
  'ERR_TOO_MANY_KNIGHTS',
  'ERR_GHOST_WITH_TEAM',
  'ERR_NO_TEAM_NOT_GHOST',
  'ERR_INVENTORY_FULL',
  'ERR_TOO_MANY_SETTINGS',
  'ERR_NOT_IN_VARIANT',
] as const;

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
