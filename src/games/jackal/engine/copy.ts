/** Copies of the state for `apply`: the input is never written to, the copy is the next state. */
import type { JackalState, SeatState, Stack } from './types';

const copyStack = (s: Stack): Stack => ({ rum: s.rum.slice(), flag: s.flag, moves: s.moves.map((m) => ({ ...m })) });

/** A copy of one seat deep enough to edit. */
export function copySeat(s: SeatState): SeatState {
  return {
    hand: s.hand.slice(),
    coins: s.coins,
    row: s.row.slice(),
    tortuga: s.tortuga,
    done: s.done,
    stack: s.stack ? copyStack(s.stack) : null,
    route: s.route
      ? { path: s.route.path.map((p) => [p[0], p[1]]), next: s.route.next, end: s.route.end, ...(s.route.entered && { entered: s.route.entered.slice() }) }
      : null,
  };
}

/** A copy of the state deep enough to edit (islands and past reports are shared: never edited). */
export function copyState(s: JackalState): JackalState {
  return {
    config: s.config,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    islands: s.islands,
    island: s.island,
    first: s.first,
    phase: s.phase,
    queue: s.queue.slice(),
    seats: s.seats.map(copySeat),
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    ledger: s.ledger.map((l) => l.slice()),
    reports: s.reports.slice(),
  };
}

/** Seats clockwise from `from`. */
export const clockwiseFrom = (from: number, n: number): number[] => Array.from({ length: n }, (_, i) => (from + i) % n);
