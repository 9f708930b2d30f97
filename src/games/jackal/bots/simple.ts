/**
 * The simple Jackal pirate, the easy level (normal and hard: normal.ts, hard.ts). It
 * reads `view(state, seat)` and the seat's own legal moves, never another hand or a face-down row:
 * - laying: the cards of the richest treasure it can plan a way to (plan.ts), a flag first when
 *   its landing plans better; with nothing in reach, Tortuga or a single card (to draw one back);
 *   easy also goes to Tortuga on a whim, one island in twelve it can pay for;
 * - face up: a Friday or weapon on its first move, rum on the row of the richest rival;
 * - routes: the first way of its plan, else the way that ends nearest to a treasure.
 * Easy plays a random legal move one time in three.
 */
import { nextInt, seedRng, type RngState } from '../../../lib/rng';
import { findCell, treasureValue, cellAt, type Island } from '../data/island';
import { isMoveFace } from '../data/stolikDeck';
import { engine, type JackalMove, type JackalState, type JackalView } from '../engine';
import { distancesFrom } from '../engine/islands/check';
import { enteredCells, stopAmong } from '../engine/walk';
import { bestAlong, bestNextCard } from './plan';

/** A seeded pick from a list. */
function pick<T>(rng: { s: RngState }, list: readonly T[]): T {
  const d = nextInt(rng.s, list.length);
  rng.s = d.state;
  return list[d.value]!;
}

/** One draw in twelve sends easy to Tortuga. */
const EASY_TORTUGA = [true, ...Array<boolean>(11).fill(false)];

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
    const hand = own.hand ?? [];
    // Easy goes to Tortuga now and then, at a random price it can pay (never on the last island,
    // where cards are worth nothing); its own generator, so the rest of its play is unchanged.
    const trades = legal.filter((m) => m.t === 'tortuga');
    if (level === 'easy' && row.length === 0 && trades.length > 0 && view.islandIndex < view.config.islandCount - 1) {
      const whim = { s: seedRng(`${seed}:${seat}:tortuga`) };
      if (pick(whim, EASY_TORTUGA)) return pick(whim, trades);
    }
    const white = findCell(island, 'W')!;
    const flag = row[0] === 'redFlag' || row[0] === 'blueFlag' ? row[0] : null;
    const start = flag ? findCell(island, flag === 'redFlag' ? 'R' : 'B') : white;
    if (!start) return legal.find((m) => m.t === 'done') ?? pick(rng, legal);
    const moves = flag ? row.slice(1) : row;
    const plan = bestNextCard(island, start, moves, hand, 3);
    if (row.length === 0) {
      // A flag first when its landing plans better than the white flag.
      for (const f of ['redFlag', 'blueFlag'] as const) {
        const at = findCell(island, f === 'redFlag' ? 'R' : 'B');
        const offered = legal.find((m) => m.t === 'lay' && m.card === f);
        if (!at || !offered) continue;
        const rest = hand.slice();
        rest.splice(rest.indexOf(f), 1);
        const there = bestNextCard(island, at, [], rest, 3);
        if (there.reach.value > plan.reach.value) return offered;
      }
      const anyMove = legal.filter((m) => m.t === 'lay' && isMoveFace(m.card));
      if (plan.reach.value === 0) {
        // Nothing in reach: Tortuga with few cards, else spend a single card and draw one back.
        const trade = legal.find((m) => m.t === 'tortuga' && m.coins === 1);
        if (trade && anyMove.length <= 1) return trade;
        return anyMove.length > 0 ? pick(rng, anyMove) : (legal.find((m) => m.t === 'tortuga') ?? pick(rng, legal));
      }
    }
    const next = plan.card && legal.find((m) => m.t === 'lay' && m.card === plan.card);
    return next || legal.find((m) => m.t === 'done') || pick(rng, legal);
  }
  if (view.phase === 'open') {
    const arm = legal.find((m) => m.t === 'attach' && m.at === 0 && m.card !== 'double');
    if (arm) return arm;
    const rivals = legal.filter((m): m is Extract<JackalMove, { t: 'rum' }> => m.t === 'rum' && m.target !== seat);
    if (rivals.length > 0) return rivals.reduce((a, b) => (view.seats[b.target]!.coins > view.seats[a.target]!.coins ? b : a));
    return legal.find((m) => m.t === 'pass')!;
  }
  const ways = legal.filter((m): m is Extract<JackalMove, { t: 'go' }> => m.t === 'go');
  const at = own.route!.path.at(-1)!;
  const plan = bestAlong(island, [at[0], at[1]], own.stack!.moves.slice(own.route!.next));
  const planned = plan.value > 0 ? ways.find((w) => w.dir === plan.first) : undefined;
  return planned ?? ways.reduce((a, b) => (wayScore(view, seat, b) > wayScore(view, seat, a) ? b : a));
}
