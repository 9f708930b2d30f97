/**
 * The judge's step count on the island grid: which cell each pirate entered on which step. The
 * steps come from the arrival judge itself (referee/judgeArrivals), run on the moves announced so
 * far while the routes are being said and taken from the island's report afterwards, so the
 * numbers on the grid are the ones that decide arrivals (rulebook "Как понять, кто пришёл к кладу
 * первым?").
 */
import { judgeArrivals, type ArrivalVerdict, type PirateVerdict } from '../../referee';
import { judgeInput, type JackalState, type JackalView } from '../../engine';

/** One cell a pirate stood on or entered, with the judge's step (0: the landing). */
export interface StepMark {
  seat: number;
  cell: [number, number];
  step: number;
}

/**
 * The judge's verdict on the moves announced so far. judgeInput reads only the island, the first
 * player and the revealed rows with their routes, all public in the view; unannounced moves are
 * left out, so the judge walks exactly what has happened.
 */
export function liveVerdict(view: JackalView): ArrivalVerdict | null {
  if (!view.island || view.phase !== 'route') return null;
  const seats = view.seats.map((s) => ({
    stack: s.stack && { ...s.stack, moves: s.stack.moves.filter((m) => m.dir !== undefined) },
    route: s.route,
  }));
  // The public part of the state judgeInput reads; nothing secret is needed or present.
  const open = { islands: [view.island], island: 0, first: view.first, seats } as unknown as JackalState;
  const verdict = judgeArrivals(judgeInput(open));
  return verdict.ok ? verdict.value : null;
}

/**
 * A pirate's cells with the step each was entered on: the landing first (step 0, or the rum's
 * step), then for every move (T_MOVE in the judge's trace) the cells it entered. `entered` says
 * how many cells each move entered (a doubled move cut short enters one, a move with no way none);
 * saves from before it was kept fall back to one cell a move, two when doubled.
 */
export function marksOf(
  seat: number,
  path: ReadonlyArray<readonly [number, number]>,
  pirate: PirateVerdict | undefined,
  entered?: readonly number[],
): StepMark[] {
  if (path.length === 0) return [];
  const trace = pirate?.trace ?? [];
  const rum = trace.find((r) => r.code === 'T_RUM');
  const out: StepMark[] = [{ seat, cell: [path[0]![0], path[0]![1]], step: Number(rum?.params?.step ?? 0) }];
  let at = 1;
  let move = 0;
  trace.forEach((r, k) => {
    if (r.code !== 'T_MOVE') return;
    const doubled = trace[k + 1]?.code === 'T_DOUBLE';
    const cells = entered?.[move] ?? (doubled ? 2 : 1);
    move += 1;
    const step = Number(r.params?.step ?? 0);
    for (let n = 0; n < cells && at < path.length; n++, at++) out.push({ seat, cell: [path[at]![0], path[at]![1]], step });
  });
  // Cells the trace does not reach (a walk still going): numbered after the last known step.
  for (; at < path.length; at++) out.push({ seat, cell: [path[at]![0], path[at]![1]], step: out[out.length - 1]!.step + 1 });
  return out;
}

/** Every pirate's marks for a verdict and the paths walked (with each move's cell count where kept). */
export function allMarks(
  paths: Record<string, ReadonlyArray<readonly [number, number]>>,
  verdict: ArrivalVerdict | null,
  entered?: Record<string, readonly number[]>,
): StepMark[] {
  return Object.entries(paths).flatMap(([id, path]) =>
    marksOf(
      Number(id),
      path,
      verdict?.pirates.find((p) => p.id === id),
      entered?.[id],
    ),
  );
}

/** How many cells each announced move entered, per sailing seat of a view (Route.entered). */
export function liveEntered(view: JackalView): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  view.seats.forEach((s, k) => {
    if (s.route?.entered) out[String(k)] = s.route.entered;
  });
  return out;
}

/** The paths of the sailing seats in a view (landing first). */
export function livePaths(view: JackalView): Record<string, Array<[number, number]>> {
  const out: Record<string, Array<[number, number]>> = {};
  view.seats.forEach((s, k) => {
    if (s.route) out[String(k)] = s.route.path.map((p): [number, number] => [p[0], p[1]]);
  });
  return out;
}
