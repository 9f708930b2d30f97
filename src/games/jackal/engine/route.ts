/**
 * Announcing the routes (rulebook "Может ли пират передумать по дороге?"): with every row in the
 * open, the first player says where each of his arrows and horses goes, then the next seat
 * clockwise, and so on; each later seat sees the routes said before. A way with no choice is
 * taken at once. A walk ends on a treasure, at a robber met unarmed, with a flag the island lacks,
 * or after the last card ("Когда заканчивается ход?").
 */
import { ok, type Result } from '../../../lib/result';
import { findCell } from '../data/island';
import { copyState } from './copy';
import { ENGINE_ERRORS as E } from './errors';
import { isDir } from './geometry';
import { currentIsland } from './island';
import { sailing } from './open';
import { finishIsland } from './resolve';
import type { JackalMove, JackalState, Route, SeatState } from './types';
import { enteredCells, stopAmong, waysOf } from './walk';
import { fail } from '../codes';
import type { EngineError } from './errors';

/** Where the pirate of `seat` stands now. */
export function positionOf(seat: SeatState): [number, number] {
  const route = seat.route!;
  const at = route.path[route.path.length - 1]!;
  return [at[0], at[1]];
}

/** The route before any announcement: the landing flag, or the end for a flag the island lacks. */
function landing(s: JackalState, seat: SeatState): Route {
  const flag = seat.stack!.flag;
  const code = flag === 'redFlag' ? 'R' : flag === 'blueFlag' ? 'B' : 'W';
  const at = findCell(currentIsland(s), code);
  if (!at) return { path: [], next: 0, end: 'missingFlag', entered: [] };
  return { path: [at], next: 0, end: seat.stack!.moves.length === 0 ? 'lastCard' : null, entered: [] };
}

/** Ways the seat announcing now may give its next move. */
export function routeMoves(s: JackalState, n: number): JackalMove[] {
  const seat = s.seats[n]!;
  const move = seat.stack!.moves[seat.route!.next]!;
  return waysOf(currentIsland(s), positionOf(seat), move).map((dir) => ({ t: 'go', seat: n, dir }));
}

/** Plays one announced way on the draft. */
function step(d: JackalState, n: number, dir: Parameters<typeof enteredCells>[3]): void {
  const seat = d.seats[n]!;
  const route = seat.route!;
  const move = seat.stack!.moves[route.next]!;
  const island = currentIsland(d);
  const cells = enteredCells(island, positionOf(seat), move, dir);
  const { entered, stop } = stopAmong(island, cells, move);
  move.dir = dir;
  route.path.push(...cells.slice(0, entered));
  route.entered?.push(entered);
  route.next += 1;
  if (stop) route.end = stop;
  else if (route.next >= seat.stack!.moves.length) route.end = 'lastCard';
}

/** Takes forced ways and finished seats off the queue; after the last seat, the island ends. */
function settle(d: JackalState): void {
  while (d.queue.length > 0) {
    const n = d.queue[0]!;
    const seat = d.seats[n]!;
    if (!seat.route) seat.route = landing(d, seat);
    if (seat.route.end) {
      d.queue.shift();
      continue;
    }
    const ways = routeMoves(d, n);
    if (ways.length > 1) return;
    step(d, n, (ways[0] as { dir: Parameters<typeof enteredCells>[3] }).dir);
  }
  finishIsland(d);
}

/** Opens the announcements from the first player. Edits `d`. */
export function startRoutes(d: JackalState): void {
  d.phase = 'route';
  d.queue = sailing(d);
  settle(d);
}

/** Applies an announced way of seat `n` (already the seat to move). */
export function applyGo(s: JackalState, n: number, m: JackalMove): Result<JackalState, EngineError> {
  if (m.t !== 'go') return fail(E.wrongPhase, { phase: s.phase });
  const offered = routeMoves(s, n).some((w) => w.t === 'go' && w.dir === m.dir);
  if (!(isDir(m.dir) || m.dir === 'stay') || !offered) return fail(E.badDir, { dir: String(m.dir) });
  const d = copyState(s);
  step(d, n, m.dir);
  settle(d);
  return ok(d);
}
