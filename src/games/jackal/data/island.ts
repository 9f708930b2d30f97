/**
 * Island cards of Stolik's own (the box's islands were lost from the text: shared reference
 * "other-games.md"). An island is a 5 x 5 grid written as five rows of one letter per cell, top
 * row first, using only the cell kinds the rulebook shows ("Ход игры", step 1).
 */

/** Rows and columns of every Stolik island. */
export const ISLAND_SIZE = 5;

/** One letter per cell kind. */
export const CELL_CODES = {
  W: 'white', // white flag: every pirate lands here
  R: 'red', // red flag landing (reached with a red flag card)
  B: 'blue', // blue flag landing
  '.': 'empty',
  T: 'trap',
  X: 'robber',
  '~': 'water', // no move may end here; a horse may jump over it
  '1': 'treasure1',
  '2': 'treasure2',
  '3': 'treasure3',
} as const;

/** A cell letter. */
export type CellCode = keyof typeof CELL_CODES;
/** A cell kind by name. */
export type CellKind = (typeof CELL_CODES)[CellCode];

/** An island card: a stable id and its five rows of five cell letters. */
export interface Island {
  id: string;
  rows: string[];
}

/** The letter at row `r`, column `c`, or undefined off the island. */
export function cellAt(island: Island, r: number, c: number): CellCode | undefined {
  if (r < 0 || c < 0 || r >= ISLAND_SIZE || c >= ISLAND_SIZE) return undefined;
  return island.rows[r]?.[c] as CellCode | undefined;
}

/** Coins of a treasure letter, 0 for any other cell. */
export const treasureValue = (code: CellCode | undefined): number => (code === '1' || code === '2' || code === '3' ? Number(code) : 0);

/** Where the first cell with letter `code` lies, or null. */
export function findCell(island: Island, code: CellCode): [number, number] | null {
  for (let r = 0; r < ISLAND_SIZE; r++) {
    const c = island.rows[r]?.indexOf(code) ?? -1;
    if (c >= 0) return [r, c];
  }
  return null;
}

/** The judge's id of the treasure at a cell ("r2c4": row and column from 0). */
export const treasureId = (r: number, c: number): string => `r${r}c${c}`;

/** True when `v` (untrusted JSON) is an island: five rows of five known letters. */
export function isIsland(v: unknown): v is Island {
  if (typeof v !== 'object' || v === null) return false;
  const { id, rows } = v as { id?: unknown; rows?: unknown };
  if (typeof id !== 'string' || !Array.isArray(rows) || rows.length !== ISLAND_SIZE) return false;
  return rows.every((row) => typeof row === 'string' && row.length === ISLAND_SIZE && [...row].every((ch) => ch in CELL_CODES));
}
