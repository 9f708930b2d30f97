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
  // path[0] is the landing; the cells each announced move entered follow in order.
  let walked = 1;
  for (const move of stack.moves) {
    const entry: { card: string; to?: unknown } = { card: judgeCardOf(move.card) };
    if (move.dir !== undefined) {
      const times = move.double ? 2 : 1;
      const entered = seat.route!.path.slice(walked, walked + times);
      walked += entered.length;
      const cells = entered.map((cell) => judgeCell(island, cell));
      // A move that stopped on a treasure or robber ends the walk: its remaining cells are never read.
      const stopped = entered.length > 0 && seat.route!.end !== 'lastCard' && walked === seat.route!.path.length;
      while (cells.length < times && !stopped) cells.push('empty');
      entry.to = times === 1 ? cells[0] : cells;
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
