/**
 * The island as a bot sees it from its view: where each revealed pirate stands and how many steps
 * it has already counted, what each could still reach, the flag choices of a row being laid, and
 * the coins a set of arrivals would pay (the judge's split: fewer steps first, ties to the seat
 * nearer clockwise to the first player, each later pirate one coin less; referee/split.ts).
 */
import { findCell, treasureId, type Island } from '../data/island';
import { isFlagFace, type CardFace } from '../data/stolikDeck';
import type { SeatView } from '../engine/view';
import type { RowMove } from '../engine/types';
import { shareFor } from '../referee/split';
import { countsOf, outcomes, stepOf, take, type Counts, type Outcome } from './reach';

/** The most move cards a bot plans in one row. */
export const MAX_MOVES = 4;

/** A row plan while laying: the flag (null: the white one) and the walk after it. */
export interface LayPlan extends Outcome {
  flag: 'redFlag' | 'blueFlag' | null;
}

/** Where a flag lands the pirate (null: the island lacks it). */
export function landingOf(island: Island, flag: 'redFlag' | 'blueFlag' | null): [number, number] | null {
  return findCell(island, flag === 'redFlag' ? 'R' : flag === 'blueFlag' ? 'B' : 'W');
}

const plain = (card: CardFace): RowMove => ({ card, double: false, friday: false, weapon: false });

/** Every plan of a row being laid: `row` is what lies face down already, `hand` what is left. */
export function layPlans(island: Island, hand: readonly CardFace[], row: readonly CardFace[], maxMoves = MAX_MOVES, nodes?: number): LayPlan[] {
  const counts = countsOf(hand);
  const flags: Array<'redFlag' | 'blueFlag' | null> = [];
  if (row.length > 0) flags.push(isFlagFace(row[0]!) ? row[0] : null);
  else {
    flags.push(null);
    for (const f of ['redFlag', 'blueFlag'] as const) if (hand.includes(f) && landingOf(island, f)) flags.push(f);
  }
  const out: LayPlan[] = [];
  for (const flag of flags) {
    const laidFlag = row.length > 0 && flag !== null;
    const fixed = (laidFlag ? row.slice(1) : row).map(plain);
    const h = flag !== null && !laidFlag ? take(counts, flag) : counts;
    const extra = flag !== null && !laidFlag ? 1 : 0;
    const start = { at: landingOf(island, flag), steps: 0, fixed, hand: h, free: true, maxMoves: Math.max(maxMoves, fixed.length), nodes };
    for (const o of outcomes(island, start)) out.push({ ...o, cards: o.cards + extra, flag });
  }
  return out;
}

/** Steps counted and cell reached by a revealed pirate, replaying its announced moves. */
function progress(island: Island, seat: SeatView): { at: [number, number] | null; steps: number; done: Outcome | null } {
  const stack = seat.stack!;
  let steps = stack.rum.length > 0 ? 1 : 0;
  const route = seat.route;
  let at = route ? (route.path[0] ?? null) : landingOf(island, stack.flag);
  if (at === null) return { at: null, steps, done: { treasure: null, steps, cards: 0, moves: [] } };
  at = [at[0], at[1]];
  for (let k = 0; route && k < route.next; k++) {
    const move = stack.moves[k]!;
    const r = stepOf(island, at, move, move.dir ?? 'stay');
    steps += 1 + r.extra;
    at = [r.end[0], r.end[1]];
    if (r.stop === 'treasure') return { at, steps, done: { treasure: { id: treasureId(at[0], at[1]), value: r.value }, steps, cards: 0, moves: [] } };
    if (r.stop === 'robber') return { at, steps, done: { treasure: null, steps, cards: 0, moves: [] } };
  }
  if (route && route.end !== null) return { at, steps, done: { treasure: null, steps, cards: 0, moves: [] } };
  return { at, steps, done: null };
}

/** Where a revealed pirate can still end, using `hand` for attachments (none: no more cards). */
export function pirateOutcomes(island: Island, seat: SeatView, hand: Counts = countsOf([])): Outcome[] {
  const p = progress(island, seat);
  if (p.done) return [p.done];
  const fixed = seat.stack!.moves.slice(seat.route?.next ?? 0);
  return outcomes(island, { at: p.at, steps: p.steps, fixed, hand, free: false, maxMoves: fixed.length });
}

/** One pirate's arrival: the treasure it digs (null: none) and its step. */
export interface Arrival {
  seat: number;
  treasure: { id: string; value: number } | null;
  steps: number;
}

/** Coins per seat for these arrivals (seats not listed get 0). */
export function coinsFor(arrivals: readonly Arrival[], first: number, players: number): number[] {
  const coins = Array.from({ length: players }, () => 0);
  const dist = (seat: number) => (seat - first + players) % players;
  const by = new Map<string, Arrival[]>();
  for (const a of arrivals) if (a.treasure) by.set(a.treasure.id, [...(by.get(a.treasure.id) ?? []), a]);
  for (const list of by.values()) {
    list.sort((a, b) => a.steps - b.steps || dist(a.seat) - dist(b.seat));
    list.forEach((a, k) => (coins[a.seat]! += shareFor(a.treasure!.value, k)));
  }
  return coins;
}

/** What the bots weigh: own coins less half the others' mean (a coin taken from a rival counts too). */
export function utility(coins: readonly number[], seat: number): number {
  const others = coins.reduce((a, b) => a + b, 0) - coins[seat]!;
  return coins[seat]! - (0.5 * others) / Math.max(1, coins.length - 1);
}
