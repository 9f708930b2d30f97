/** Parsing of the `to` field of a move card: what the move brings the pirate onto. */
import { ok, type Result } from '../../../lib/result';
import { TREASURE_VALUES } from '../data/components';
import type { Cell } from './types';
import { isRecord } from '../../../lib/read';
import { fail, type Code } from '../codes';

const PLAIN: Record<string, Cell> = {
  empty: { kind: 'empty' },
  trap: { kind: 'trap' },
  robber: { kind: 'robber' },
};

/** One cell: "empty" | "trap" | "robber" | { "treasure": "<id>", "value": 1 | 2 | 3 }. */
export function parseCell(raw: unknown, path: string): Result<Cell, Code> {
  if (typeof raw === 'string') {
    const cell = PLAIN[raw];
    return cell ? ok(cell) : fail('ERR_BAD_CELL', { cell: raw }, path);
  }
  if (isRecord(raw)) {
    const { treasure, value } = raw;
    if (typeof treasure !== 'string' || treasure.trim() === '') return fail('ERR_BAD_CELL', undefined, path);
    if (!(TREASURE_VALUES as readonly unknown[]).includes(value)) {
      return fail('ERR_BAD_TREASURE_VALUE', { treasure }, `${path}.value`);
    }
    return ok({ kind: 'treasure', id: treasure, value: value as number });
  }
  return fail('ERR_BAD_CELL', undefined, path);
}

/**
 * The cells of one move: a single cell or a list. `max` is 2 for a doubled move (middle cell,
 * then the end) and 1 otherwise. A missing `to` gives no cells: fine for moves after the pirate
 * has stopped; the walk refuses it only when the pirate really gets there.
 */
export function parseCells(raw: unknown, max: number, path: string): Result<Cell[], Code> {
  if (raw === undefined) return ok([]);
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length > max) return fail('ERR_TOO_MANY_CELLS', { max }, path);
  const cells: Cell[] = [];
  for (const [i, entry] of list.entries()) {
    const cell = parseCell(entry, Array.isArray(raw) ? `${path}.${i}` : path);
    if (!cell.ok) return cell;
    cells.push(cell.value);
  }
  return ok(cells);
}
