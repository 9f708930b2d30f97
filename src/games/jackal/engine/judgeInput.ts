/**
 * The arrival judge's input for the island just walked (referee/index.ts documents the shape):
 * the engine never counts steps or shares coins itself, the judge is the one referee. Each
 * announced move names the cells it entered; a move cut short or a pirate who stayed put reports
 * the cell he stood on as empty ground (rules page #ruling-no-way). Moves after the walk ended
 * carry no cell, as the judge allows.
 */
import { cellAt, treasureId, type Island } from '../data/island';
import { judgeCardOf } from '../data/stolikDeck';
import { currentIsland } from './island';
import { enteredCells, stopAmong } from './walk';
import type { JackalState, SeatState } from './types';

/** The judge's word for an island cell: empty ground (flags too), trap, robber or a treasure. */
function judgeCell(island: Island, [r, c]: [number, number]): unknown {
  const code = cellAt(island, r, c);
  if (code === 'T') return 'trap';
  if (code === 'X') return 'robber';
  if (code === '1' || code === '2' || code === '3') return { treasure: treasureId(r, c), value: Number(code) };
  return 'empty';
}

/** One pirate's row as the judge reads it: rum on top, the flag, moves with what sticks to them. */
function judgeRow(island: Island, seat: SeatState): Array<{ card: string; to?: unknown }> {
  const stack = seat.stack!;
  const cards: Array<{ card: string; to?: unknown }> = stack.rum.map(() => ({ card: 'rum' }));
  if (stack.flag) cards.push({ card: stack.flag });
  // Each announced move is walked again from where the last one ended, as route.ts walked it: a
  // move that stayed put or was cut short entered fewer cells than it counts, so the path alone
  // cannot say which cells belong to which move.
  let at = seat.route?.path[0];
  for (const move of stack.moves) {
    const entry: { card: string; to?: unknown } = { card: judgeCardOf(move.card) };
    if (move.dir !== undefined && at) {
      const times = move.double ? 2 : 1;
      const all = enteredCells(island, [at[0], at[1]], move, move.dir);
      const { entered, stop } = stopAmong(island, all, move);
      const taken = all.slice(0, entered);
      const cells = taken.map((cell) => judgeCell(island, cell));
      // A move that stopped on a treasure or robber ends the walk: its remaining cells are never read.
      while (cells.length < times && !stop) cells.push('empty');
      entry.to = times === 1 ? cells[0] : cells;
      at = taken.at(-1) ?? at;
    }
    cards.push(entry);
    if (move.double) cards.push({ card: 'double' });
    if (move.friday) cards.push({ card: 'friday' });
    if (move.weapon) cards.push({ card: 'weapon' });
  }
  return cards;
}

/** The judge's input for the current island. */
export function judgeInput(s: JackalState): unknown {
  const island = currentIsland(s);
  const flags = (['red', 'blue'] as const).filter((f) => island.rows.join('').includes(f === 'red' ? 'R' : 'B'));
  const pirates = s.seats.flatMap((seat, n) => (seat.stack ? [{ id: String(n), cards: judgeRow(island, seat) }] : []));
  return { seats: s.seats.map((_, n) => String(n)), firstPlayer: String(s.first), islandFlags: flags, pirates };
}
