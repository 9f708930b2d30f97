/**
 * A simple Jackal pirate (issue 25 asks for easy, normal and hard; only this one exists yet). It
 * reads `view(state, seat)` and the seat's own legal moves, never another hand or a face-down row:
 * - laying: a flag first when the island shows that flag and a treasure is nearer from it, then
 *   two or three move cards, or Tortuga when it holds no move card and has coins;
 * - face up: a Friday or weapon on its first move, rum on the row of the richest rival;
 * - routes: the way onto the richest treasure in reach, else the way that ends nearest to one.
 * Easy plays a random legal move one time in three.
 */
import { nextInt, seedRng, type RngState } from '../../../lib/rng';
import { findCell, treasureValue, cellAt, type Island } from '../data/island';
import { isMoveFace } from '../data/stolikDeck';
import { engine, type JackalMove, type JackalState, type JackalView } from '../engine';
import { distancesFrom } from '../engine/islands/check';
import { enteredCells, stopAmong } from '../engine/walk';

/** A seeded pick from a list. */
function pick<T>(rng: { s: RngState }, list: readonly T[]): T {
  const d = nextInt(rng.s, list.length);
  rng.s = d.state;
  return list[d.value]!;
}

/** Fewest moves from `at` to any treasure (Infinity when none is in reach). */
function nearestTreasure(island: Island, at: [number, number]): number {
  const dist = distancesFrom(island, at);
  let best = Infinity;
  island.rows.forEach((row, r) => [...row].forEach((ch, c) => treasureValue(ch as never) > 0 && (best = Math.min(best, dist[r]![c]!))));
  return best;
}

/** How good a way is: coins of the treasure it stops on, else minus the distance left. */
function wayScore(view: JackalView, seat: number, m: Extract<JackalMove, { t: 'go' }>): number {
  const island = view.island!;
  const own = view.seats[seat]!;
  const move = own.stack!.moves[own.route!.next]!;
  const at = own.route!.path.at(-1)!;
  const cells = enteredCells(island, [at[0], at[1]], move, m.dir);
  const { entered, stop } = stopAmong(island, cells, move);
  const end = cells[entered - 1] ?? [at[0], at[1]];
  if (stop === 'treasure') return 10 * treasureValue(cellAt(island, end[0], end[1]));
  if (stop === 'robber') return -50;
  return -nearestTreasure(island, end);
}

/** The chosen move for the seat to move. */
export function simpleMove(state: JackalState, seat: number, level: string, seed: string): JackalMove {
  const legal = engine.legalMoves(state);
  const rng = { s: seedRng(`${seed}:${seat}`) };
  if (legal.length <= 1 || (level === 'easy' && nextInt(rng.s, 3).value === 0)) return pick(rng, legal);
  const view = engine.view(state, seat) as JackalView;
  const own = view.seats[seat]!;
  const island = view.island!;
  if (view.phase === 'lay') {
    const row = own.row ?? [];
    const moves = legal.filter((m) => m.t === 'lay' && isMoveFace(m.card));
    if (row.length === 0) {
      const white = findCell(island, 'W')!;
      for (const flag of ['redFlag', 'blueFlag'] as const) {
        const at = findCell(island, flag === 'redFlag' ? 'R' : 'B');
        const offered = legal.find((m) => m.t === 'lay' && m.card === flag);
        if (at && offered && nearestTreasure(island, at) < nearestTreasure(island, white)) return offered;
      }
      if (moves.length === 0) return legal.find((m) => m.t === 'tortuga') ?? pick(rng, legal);
    }
    const target = 2 + (nextInt(rng.s, 2).value === 0 ? 0 : 1);
    if (row.filter(isMoveFace).length < target && moves.length > 0) return pick(rng, moves);
    return legal.find((m) => m.t === 'done') ?? pick(rng, legal);
  }
  if (view.phase === 'open') {
    const arm = legal.find((m) => m.t === 'attach' && m.at === 0 && m.card !== 'double');
    if (arm) return arm;
    const rivals = legal.filter((m): m is Extract<JackalMove, { t: 'rum' }> => m.t === 'rum' && m.target !== seat);
    if (rivals.length > 0) return rivals.reduce((a, b) => (view.seats[b.target]!.coins > view.seats[a.target]!.coins ? b : a));
    return legal.find((m) => m.t === 'pass')!;
  }
  const ways = legal.filter((m): m is Extract<JackalMove, { t: 'go' }> => m.t === 'go');
  return ways.reduce((a, b) => (wayScore(view, seat, b) > wayScore(view, seat, a) ? b : a));
}
