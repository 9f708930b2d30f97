/**
 * What makes a Stolik island playable. Every seat starts on the same flag with the same deck, so
 * an island cannot favour a seat; "fair" here means it is a puzzle, not a giveaway, and
 * "solvable" that every prize can really be won with one island's hand.
 *
 * Distances: the fewest move cards (arrows and horses, no doubles) that bring a pirate from a
 * cell to a treasure, never ending a move in water or off the island, never on a robber (a
 * weapon is not promised) and never on another treasure (it would stop him there). Traps are
 * allowed: they cost a step, not a card.
 *
 * SOLVABLE: every treasure is at most HAND_REFILL_TO (4) moves from the white flag, and every
 * coloured flag on the island reaches at least one treasure in at most 4 moves.
 *
 * FAIR: exactly one white flag, at most one red and one blue; 2 or 3 treasures worth 3 to 6
 * coins together, at least one worth 2 or more; a richer treasure is never nearer the white flag
 * than a poorer one; only a 1-coin treasure may lie a single move from the white flag; at most
 * 4 hazards (traps and robbers) and at most 6 water cells.
 */
import { HAND_REFILL_TO } from '../../data/components';
import { cellAt, findCell, ISLAND_SIZE, treasureValue, type CellCode, type Island } from '../../data/island';
import { cellsOf, JUMP_DIRS, STEP_DIRS } from '../geometry';

/** A treasure on the island: where, how much, and its distance from the white flag (Infinity if none). */
export interface TreasureSpot {
  at: [number, number];
  value: number;
  distance: number;
}

/** Fewest moves from `start` to every cell that can be reached (treasures are ends, not passages). */
export function distancesFrom(island: Island, start: readonly [number, number]): number[][] {
  const dist = Array.from({ length: ISLAND_SIZE }, () => Array<number>(ISLAND_SIZE).fill(Infinity));
  dist[start[0]]![start[1]] = 0;
  let frontier: Array<[number, number]> = [[start[0], start[1]]];
  for (let d = 1; frontier.length > 0; d++) {
    const next: Array<[number, number]> = [];
    for (const at of frontier) {
      // A pirate on a treasure stops digging there: no move leaves it (except the start itself).
      if (treasureValue(cellAt(island, at[0], at[1])) > 0 && (at[0] !== start[0] || at[1] !== start[1])) continue;
      for (const dir of [...STEP_DIRS, ...JUMP_DIRS]) {
        const [[r, c]] = cellsOf(at, dir, 1) as [[number, number]];
        const code = cellAt(island, r, c);
        if (code === undefined || code === '~' || code === 'X') continue;
        if (dist[r]![c]! <= d) continue;
        dist[r]![c] = d;
        next.push([r, c]);
      }
    }
    frontier = next;
  }
  return dist;
}

/** Every treasure with its distance from the white flag. */
export function treasuresOf(island: Island): TreasureSpot[] {
  const white = findCell(island, 'W');
  const dist = white ? distancesFrom(island, white) : null;
  const out: TreasureSpot[] = [];
  island.rows.forEach((row, r) =>
    [...row].forEach((ch, c) => {
      const value = treasureValue(ch as CellCode);
      if (value > 0) out.push({ at: [r, c], value, distance: dist?.[r]?.[c] ?? Infinity });
    }),
  );
  return out;
}

const count = (island: Island, codes: string): number =>
  island.rows
    .join('')
    .split('')
    .filter((ch) => codes.includes(ch)).length;

/** Why the island is not solvable (a short reason), or null when it is. */
export function unsolvableReason(island: Island): string | null {
  if (!findCell(island, 'W')) return 'no white flag';
  for (const t of treasuresOf(island)) if (t.distance > HAND_REFILL_TO) return `treasure at ${t.at.join(',')} out of reach`;
  for (const flag of ['R', 'B'] as const) {
    const at = findCell(island, flag);
    if (!at) continue;
    const dist = distancesFrom(island, at);
    const reaches = treasuresOf(island).some((t) => dist[t.at[0]]![t.at[1]]! <= HAND_REFILL_TO);
    if (!reaches) return `${flag} flag reaches no treasure`;
  }
  return null;
}

/** Why the island is not fair (a short reason), or null when it is. */
export function unfairReason(island: Island): string | null {
  if (count(island, 'W') !== 1 || count(island, 'R') > 1 || count(island, 'B') > 1) return 'flags';
  const treasures = treasuresOf(island);
  const total = treasures.reduce((s, t) => s + t.value, 0);
  if (treasures.length < 2 || treasures.length > 3) return 'treasure count';
  if (total < 3 || total > 6 || Math.max(...treasures.map((t) => t.value)) < 2) return 'treasure value';
  for (const a of treasures) {
    if (a.distance <= 1 && a.value > 1) return 'rich treasure next to the landing';
    for (const b of treasures) if (a.value > b.value && a.distance < b.distance) return 'richer treasure nearer';
  }
  if (count(island, 'TX') > 4) return 'too many hazards';
  if (count(island, '~') > 6) return 'too much water';
  return null;
}

/** True when the island is both fair and solvable. */
export const isPlayableIsland = (island: Island): boolean => unfairReason(island) === null && unsolvableReason(island) === null;
