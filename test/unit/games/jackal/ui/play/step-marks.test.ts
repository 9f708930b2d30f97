// The grid's step numbers (rulebook «Как понять, кто пришёл к кладу первым?»): each cell a pirate
// entered carries the judge's step of the move that entered it. A doubled move cut short by water
// enters one cell and a move with no way none (rules page #ruling-no-way), so numbering the path
// "one cell a move, two when doubled" shifted every later cell onto the wrong step. The route now
// keeps how many cells each move entered, and the marks follow it.
import { describe, expect, it } from 'vitest';
import { allMarks } from '../../../../../../src/games/jackal/ui/play/steps';
import { randomGame } from '../../engine/helpers';

describe('Jackal grid: every entered cell is numbered with the step of the move that entered it', () => {
  it('over random games, also after moves that entered fewer cells than they count', () => {
    let short = 0;
    for (let g = 0; g < 40; g++) {
      const { states } = randomGame({ players: 2 + (g % 3), learning: true, islands: g % 2 ? 'seeded' : 'stolik' }, `marks-${g}`);
      const reports = states[states.length - 1]!.reports;
      for (const report of reports) {
        expect(report.entered).toBeDefined();
        const marks = allMarks(report.paths, report.verdict, report.entered);
        for (const pirate of report.verdict.pirates) {
          const entered = report.entered![pirate.id]!;
          const steps = pirate.trace.filter((r) => r.code === 'T_MOVE').map((r) => Number(r.params?.step));
          const own = marks.filter((m) => String(m.seat) === pirate.id).slice(1); // the landing first
          // The expected step of each entered cell, move by move, from the judge's trace.
          const expected = entered.slice(0, steps.length).flatMap((cells, i) => Array<number>(cells).fill(steps[i]!));
          expect(own.map((m) => m.step)).toStrictEqual(expected);
          // Cells each judged move counts (two when doubled): a move that entered fewer, with a later
          // move entering cells after it, is the case the old numbering shifted.
          const counts = pirate.trace.flatMap((r, k) => (r.code === 'T_MOVE' ? [pirate.trace[k + 1]?.code === 'T_DOUBLE' ? 2 : 1] : []));
          const fewer = entered.findIndex((cells, i) => cells < counts[i]!);
          if (fewer >= 0 && entered.slice(fewer + 1, counts.length).some((cells) => cells > 0)) short += 1;
        }
      }
    }
    // The case that used to shift the numbers really occurs in these games.
    expect(short).toBeGreaterThan(0);
  }, 60_000);
});
