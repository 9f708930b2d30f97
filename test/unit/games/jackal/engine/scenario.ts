// A small table for scenario tests: one island drawn by hand, chosen hands, and drivers that lay
// rows, lay face-up cards and announce ways, so each test shows only what it is about.
import { engine, type JackalMove, type JackalState } from '../../../../../src/games/jackal/engine';
import type { CardFace } from '../../../../../src/games/jackal/data/stolikDeck';
import type { Dir } from '../../../../../src/games/jackal/engine/geometry';
import { must, play } from './helpers';

/** A move without its seat (each kind on its own, so `card` and `target` stay known). */
export type Act = JackalMove extends infer M ? (M extends JackalMove ? Omit<M, 'seat'> : never) : never;

/** A game on `rows` with these hands (seat order), first player `first`, coins per seat. */
export function table(rows: string[], hands: CardFace[][], opts: { first?: number; coins?: number[]; learning?: boolean } = {}): JackalState {
  const s = must(engine.setup({ players: hands.length, learning: opts.learning ?? false }, 'scenario'));
  const first = opts.first ?? 0;
  const n = hands.length;
  return {
    ...s,
    islands: [{ id: 'test', rows }, ...s.islands.slice(1)],
    first,
    queue: Array.from({ length: n }, (_, i) => (first + i) % n),
    seats: s.seats.map((seat, k) => ({ ...seat, hand: hands[k]!.slice(), coins: opts.coins?.[k] ?? 0 })),
    ledger: s.ledger.map(() => []),
  };
}

/** What a seat does while laying: cards face down in order, or a Tortuga price. */
export type Plan = CardFace[] | { tortuga: number };

/** Every seat lays its plan (in the engine's order) and finishes. */
export function layAll(s: JackalState, plans: Record<number, Plan>): JackalState {
  const island = s.island;
  while (s.phase === 'lay' && s.island === island) {
    const seat = s.queue[0]!;
    const plan = plans[seat] ?? [];
    if (Array.isArray(plan)) {
      for (const card of plan) s = play(s, { t: 'lay', seat, card });
      s = play(s, { t: 'done', seat });
    } else s = play(s, { t: 'tortuga', seat, coins: plan.tortuga });
  }
  return s;
}

/** Face-up moves per seat (without seat numbers); each seat passes after its list. */
export function openAll(s: JackalState, acts: Record<number, Act[]> = {}): JackalState {
  const done = new Set<number>();
  const island = s.island;
  while (s.phase === 'open' && s.island === island) {
    const seat = s.queue[0]!;
    if (!done.has(seat)) for (const a of acts[seat] ?? []) s = play(s, { ...a, seat } as JackalMove);
    done.add(seat);
    if (s.phase === 'open' && s.island === island && s.queue[0] === seat) s = play(s, { t: 'pass', seat });
  }
  return s;
}

/** Ways per seat, one per move card of its row (forced ways are taken by the engine and skipped here). */
export function goAll(s: JackalState, ways: Record<number, Array<Dir | 'stay'>> = {}): JackalState {
  const island = s.island;
  while (s.phase === 'route' && s.island === island) {
    const seat = s.queue[0]!;
    const next = s.seats[seat]!.route!.next;
    const dir = ways[seat]?.[next];
    if (dir === undefined) throw new Error(`seat ${seat} has no way for move ${next + 1}`);
    s = play(s, { t: 'go', seat, dir });
  }
  return s;
}

/** Plays a whole island: plans, face-up cards, ways; returns the state after it. */
export function island(
  s: JackalState,
  plans: Record<number, Plan>,
  ways: Record<number, Array<Dir | 'stay'>> = {},
  acts: Record<number, Act[]> = {},
): JackalState {
  return goAll(openAll(layAll(s, plans), acts), ways);
}

/** The judge's word on a seat for the last island played. */
export function verdictOf(s: JackalState, seat: number) {
  const v = s.reports.at(-1)!.verdict.pirates.find((p) => p.id === String(seat));
  if (!v) throw new Error(`seat ${seat} did not sail`);
  return v;
}
