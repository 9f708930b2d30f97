// The Jackal bots (issue 25): every level plays whole games with legal moves only, each choice is
// the same for the same seed, hard stops thinking at its clock's deadline, the planner counts
// steps and treasures as the arrival judge does («Как понять, кто пришёл к кладу первым?»), and
// the levels decide the cases that set them apart.
import { describe, expect, it } from 'vitest';
import { bots } from '../../../../../src/games/jackal/bots';
import { bestAlone } from '../../../../../src/games/jackal/bots/reach';
import { pirateOutcomes } from '../../../../../src/games/jackal/bots/table';
import { engine, type JackalState, type JackalView } from '../../../../../src/games/jackal/engine';
import type { BotLevel } from '../../../../../src/games/types';
import { must, play, randomGame } from '../engine/helpers';
import { layAll, openAll, table } from '../engine/scenario';

/** A clock that moves one "millisecond" per reading, and counts its readings. */
function tickClock(budget: number) {
  const clock = { reads: 0, now: () => clock.reads++, deadline: budget };
  return clock;
}

/** A whole learning game with these levels per seat; every state on the way. */
function botGame(levels: BotLevel[], seed: string): JackalState[] {
  let s = must(engine.setup({ players: levels.length, learning: true }, seed));
  const states = [s];
  for (let ply = 0; engine.toMove(s) !== null; ply++) {
    if (ply > 3000) throw new Error('the game did not end');
    const seat = engine.toMove(s)!;
    s = play(s, bots.chooseMove(s, seat, levels[seat]!, `${seed}/${ply}`, tickClock(5)));
    states.push(s);
  }
  return states;
}

describe('jackal bots', () => {
  it('play whole games of 2, 3 and 4 players at every level with legal moves only', () => {
    const tables: BotLevel[][] = [
      ['hard', 'easy'],
      ['normal', 'hard', 'easy'],
      ['hard', 'normal', 'hard', 'easy'],
    ];
    for (const levels of tables) {
      const last = botGame(levels, `legal-${levels.length}`).at(-1)!;
      expect(engine.toMove(last)).toBeNull();
      expect(last.reports).toHaveLength(4);
    }
  }, 60_000);

  it('choose the same move for the same seed, and hard reads the clock until its deadline only', () => {
    const { states } = randomGame({ players: 3 }, 'same');
    states.forEach((s, i) => {
      const seat = engine.toMove(s);
      if (seat === null || i % 7 !== 0) return;
      for (const level of ['easy', 'normal', 'hard'] as const) {
        const a = bots.chooseMove(s, seat, level, `x${i}`, tickClock(6));
        expect(bots.chooseMove(s, seat, level, `x${i}`, tickClock(6))).toStrictEqual(a);
        expect(engine.apply(s, a).ok).toBe(true);
      }
      const clock = tickClock(6);
      bots.chooseMove(s, seat, 'hard', `x${i}`, clock);
      expect(clock.reads).toBeLessThanOrEqual(7);
    });
  }, 60_000);

  it("count each walk as the judge does: with normal pirates, the walk planned at the reveal is the judge's verdict", () => {
    let checked = 0;
    for (const players of [2, 3, 4]) {
      const states = botGame(Array(players).fill('normal'), `judge-${players}`);
      states.forEach((s, i) => {
        // The first state of an island's route phase: every row and attachment is final.
        if (s.phase !== 'route' || states[i - 1]!.phase === 'route') return;
        const last = states.slice(i).find((x) => x.island !== s.island)!;
        const report = last.reports[s.island]!;
        s.seats.forEach((seat, n) => {
          if (!seat.stack) return;
          const view = engine.view(s, n) as JackalView;
          const plan = bestAlone(pirateOutcomes(view.island!, view.seats[n]!));
          const verdict = report.verdict.pirates.find((p) => p.id === String(n))!;
          expect(plan.treasure?.id ?? null).toBe(verdict.treasure?.id ?? null);
          if (verdict.outcome === 'treasure') expect(plan.steps).toBe(verdict.steps);
          checked++;
        });
      });
    }
    expect(checked).toBeGreaterThan(20);
  }, 60_000);

  it('lay the row to a treasure in reach, a step east of the white flag: the arrow, then done', () => {
    const s = table(['.....', '.....', '..W3.', '.....', '.....'], [['arrowHorizontal', 'weapon', 'redFlag', 'friday'], ['arrowVertical']]);
    for (const level of ['normal', 'hard'] as const) {
      const first = bots.chooseMove(s, 0, level, 'row', tickClock(5));
      expect(first).toStrictEqual({ t: 'lay', seat: 0, card: 'arrowHorizontal' });
      expect(bots.chooseMove(play(s, first), 0, level, 'row', tickClock(5))).toStrictEqual({ t: 'done', seat: 0 });
    }
  });

  it('hard leaves a treasure two rivals reach first for one it has alone; normal races for the richer one', () => {
    // Everyone lands on the white flag; seats 0 and 1 (nearer the first player) reach the 2 east in
    // one step, so seat 2 would dig it third for nothing; the 1 north is its own (rulebook step 5).
    let s = table(['.....', '..1..', '..W2.', '.....', '.....'], [['arrowHorizontal'], ['arrowHorizontal'], ['arrowAnyOrthogonal']]);
    s = openAll(layAll(s, { 0: ['arrowHorizontal'], 1: ['arrowHorizontal'], 2: ['arrowAnyOrthogonal'] }));
    s = play(play(s, { t: 'go', seat: 0, dir: 'E' }), { t: 'go', seat: 1, dir: 'E' });
    expect(bots.chooseMove(s, 2, 'hard', 'race', tickClock(5))).toStrictEqual({ t: 'go', seat: 2, dir: 'N' });
    expect(bots.chooseMove(s, 2, 'normal', 'race', tickClock(5))).toStrictEqual({ t: 'go', seat: 2, dir: 'E' });
  });
});
