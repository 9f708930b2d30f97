/**
 * The table's view-model, pure: where each seat sits, which card is winning so far (the trick
 * judge, #card-strength), the trick just finished (rebuilt after a round's last card from the
 * view before it and the public log, also when several moves are drawn at once), the round summary against the engine's own round record
 * and VP (#mode-i-am-king, #mode-team, #mode-emperor), team totals and the team result's
 * tie-break (#ruling-king-number).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../../src/games/royal-stake/engine';
import type { RsConfig, RsMove, RsState, RsView } from '../../../../../../src/games/royal-stake/engine/types';
import { resultTeams } from '../../../../../../src/games/royal-stake/ui/play/resultTeams';
import { roundSummary, teamTotals } from '../../../../../../src/games/royal-stake/ui/play/roundSummary';
import { handColumns, opponentsInOrder, seatPlaces } from '../../../../../../src/games/royal-stake/ui/play/seats';
import { finishedTricks } from '../../../../../../src/games/royal-stake/ui/play/finishedTricks';
import { winningSeat } from '../../../../../../src/games/royal-stake/ui/play/trickMoment';
import type { LogEntry } from '../../../../../../src/play/types';
import { iAmKingView } from './fixtures';

const KN = { front: { white: 3, red: 1, blue: 5, green: 2, black: 4 }, back: { white: 13, red: 11, blue: 15, green: 12, black: 14 } };
const CONFIGS: RsConfig[] = [
  { mode: 'i-am-king', players: 3 },
  { mode: 'team', players: 4, kingNumbers: KN },
  { mode: 'emperor', players: 5, kingNumbers: KN },
];

describe('seats round the table', () => {
  it('the viewer sits at the bottom; play goes clockwise: left, across, right', () => {
    expect(seatPlaces(3, 0).map((p) => [p.seat, p.place])).toEqual([
      [0, 'bottom'],
      [1, 'left'],
      [2, 'right'],
    ]);
    expect(seatPlaces(4, 2).map((p) => [p.seat, p.place])).toEqual([
      [2, 'bottom'],
      [3, 'left'],
      [0, 'top'],
      [1, 'right'],
    ]);
    expect(seatPlaces(5, 4).map((p) => p.place)).toEqual(['bottom', 'left', 'top-left', 'top-right', 'right']);
    expect(opponentsInOrder(5, 1)).toEqual([2, 3, 4, 0]);
  });
  it('property: every seat gets one place, no two seats share a spot, the viewer is lowest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.nat(20), (n, v) => {
        const places = seatPlaces(n, v % n);
        expect(new Set(places.map((p) => p.seat)).size).toBe(n);
        expect(new Set(places.map((p) => `${p.x},${p.y}`)).size).toBe(n);
        expect(places.slice(1).every((p) => p.y < places[0]!.y)).toBe(true);
      }),
    );
  });
  it('the hand fills even rows of at most six: 9 cards 5+4, 12 cards 6+6, 13 cards three rows', () => {
    expect([1, 6, 7, 9, 11, 12, 13].map((n) => handColumns(n))).toEqual([1, 6, 4, 5, 6, 6, 5]);
  });
});

describe('the card winning so far (#card-strength)', () => {
  it('follows the trick judge: the lead colour, then a trump over it, then a king over all', () => {
    const at = (plays: NonNullable<RsView['trick']>['plays']) => winningSeat(iAmKingView({ trump: 'red', trick: { leader: 1, plays, greenPending: [] } }));
    expect(at([])).toBeNull();
    expect(
      at([
        { seat: 1, card: 'blue-5' },
        { seat: 2, card: 'blue-9' },
      ]),
    ).toBe(2);
    expect(
      at([
        { seat: 1, card: 'blue-5' },
        { seat: 2, card: 'red-1' },
      ]),
    ).toBe(2); // red is trump
    expect(
      at([
        { seat: 1, card: 'blue-5', king: 'blue' },
        { seat: 2, card: 'red-9' },
      ]),
    ).toBe(1); // a laid king takes it
    expect(
      at([
        { seat: 1, card: 'blue-5' },
        { seat: 2, card: 'green-9' },
      ]),
    ).toBe(1); // off colour never wins
  });
});

/** A log line for each move, as the table writes it. */
function logOf(config: RsConfig, seed: string, moves: readonly RsMove[]): { states: RsState[]; log: LogEntry[] } {
  const s = engine.setup(config, seed);
  if (!s.ok) throw new Error(s.error);
  const states = [s.value];
  const log: LogEntry[] = [];
  for (const [index, m] of moves.entries()) {
    const before = states[states.length - 1]!;
    log.push({ index, seat: engine.toMove(before)!, checkpoint: false, log: engine.describeMove(before, m) });
    const next = engine.apply(before, m);
    if (!next.ok) throw new Error(next.error);
    states.push(next.value);
  }
  return { states, log };
}

/** A whole game of random legal moves. */
function randomGame(config: RsConfig, seed: string, pick: (n: number) => number): RsMove[] {
  const start = engine.setup(config, seed);
  if (!start.ok) throw new Error(start.error);
  let s = start.value;
  const moves: RsMove[] = [];
  while (engine.toMove(s) !== null && moves.length < 2000) {
    const legal = engine.legalMoves(s);
    const m = legal[pick(legal.length)]!;
    moves.push(m);
    const next = engine.apply(s, m);
    if (!next.ok) throw new Error(next.error);
    s = next.value;
  }
  return moves;
}

describe.each(CONFIGS)('$mode: every finished trick and round, seen from each seat', (config) => {
  it("the finished trick is the engine's; a round's summary has the engine's tricks and VP, and its rows add up", () => {
    let rowsShown = 0;
    let rounds = 0;
    for (const seed of ['vm-1', 'vm-2']) {
      let k = 7;
      const moves = randomGame(config, seed, (n) => (k = (k * 31 + 17) % 1009) % n);
      const { states, log } = logOf(config, seed, moves);
      for (let i = 1; i < states.length; i++) {
        const before = states[i - 1]!;
        const after = states[i]!;
        if (before.phase !== 'trick') continue;
        for (let viewer = 0; viewer < config.players; viewer++) {
          const found = finishedTricks(engine.view(before, viewer) as RsView, i - 1, engine.view(after, viewer) as RsView, log.slice(0, i));
          const closed = after.history.length > before.history.length || after.round !== before.round || after.phase === 'over';
          expect(found.length).toBe(closed ? 1 : 0);
          if (!found[0]) continue;
          const { m, summary } = found[0];
          expect(summary !== null).toBe(m.roundOver);
          if (!m.roundOver) {
            expect(m.trick).toEqual(after.history[after.history.length - 1]);
            continue;
          }
          // The round record the engine kept: the rebuilt last trick gives the same tricks.
          const record = after.rounds[after.rounds.length - 1] as { players: Record<string, { tricks: number }> };
          const sum = summary!;
          expect(sum).toEqual(roundSummary(engine.view(before, viewer) as RsView, m, engine.view(after, viewer) as RsView));
          expect(sum.seats.map((x) => x.tricks)).toEqual(after.seats.map((_, j) => record.players[String(j)]!.tricks));
          expect(sum.seats.map((x) => x.total)).toEqual(after.seats.map((x) => x.score));
          for (const x of sum.seats) if (x.rows) expect(x.rows.reduce((a, r) => a + r.points, 0)).toBe(x.gained);
          if (viewer === 0) rounds++;
          rowsShown += sum.seats.filter((x) => x.rows !== null).length;
          expect(sum.gameOver).toBe(after.phase === 'over');
        }
      }
    }
    expect(rounds).toBeGreaterThanOrEqual(4);
    // The view carries the earlier rounds' public records, so every round's rows can be shown in
    // every mode, later rounds too (#mode-team, #mode-emperor: a king laid earlier, the last-round bonus).
    expect(rowsShown).toBe(rounds * config.players * config.players);
  }, 30_000);
  it('several moves drawn at once (a busy phone batches renders): the same tricks and round summaries as move by move', () => {
    let roundEnds = 0;
    for (const seed of ['vm-1', 'vm-2']) {
      let k = 7;
      const moves = randomGame(config, seed, (n) => (k = (k * 31 + 17) % 1009) % n);
      const { states, log } = logOf(config, seed, moves);
      const view = (i: number, seat: number) => engine.view(states[i]!, seat) as RsView;
      const step = (i: number, seat: number) => finishedTricks(view(i, seat), i, view(i + 1, seat), log.slice(0, i + 1));
      for (let i = 0; i < states.length - 2; i++) {
        if (states[i]!.phase !== 'trick') continue;
        // Up to two tricks and a bit later: across a trick's end, a round's end, the next round's start.
        for (let j = i + 2; j <= Math.min(states.length - 1, i + 2 * config.players + 1); j++) {
          const viewer = (i + j) % config.players;
          const oneByOne = Array.from({ length: j - i }, (_, d) => step(i + d, viewer)).flat();
          const together = finishedTricks(view(i, viewer), i, view(j, viewer), log.slice(0, j));
          expect(together).toEqual(oneByOne);
          if (together.some((f) => f.summary)) roundEnds++;
        }
      }
    }
    expect(roundEnds).toBeGreaterThanOrEqual(8);
  }, 30_000);
});

describe('teams', () => {
  it('team whist totals are the team\'s points; "Emperor" totals add the players\' VP', () => {
    const seats = [10, 20, 10, 20, 5].map((score) => ({ score }));
    expect(teamTotals({ config: { mode: 'team', players: 4 }, seats: seats.slice(0, 4), teams: null })).toEqual([
      { seats: [0, 2], total: 10 },
      { seats: [1, 3], total: 20 },
    ]);
    expect(
      teamTotals({
        config: { mode: 'emperor', players: 5 },
        seats,
        teams: [
          [4, 1],
          [0, 2, 3],
        ],
      }),
    ).toEqual([
      { seats: [4, 1], total: 25 },
      { seats: [0, 2, 3], total: 40 },
    ]);
    expect(teamTotals({ config: { mode: 'emperor', players: 5 }, seats, teams: null })).toBeNull();
    expect(teamTotals({ config: { mode: 'i-am-king', players: 3 }, seats, teams: null })).toBeNull();
  });
  it("the team result gives the teams and totals only: the tie-break is the scorer's own note, never recomputed (#ruling-king-number)", () => {
    const seat = (set: string, king: string, score: number) => ({ set, king, score }) as unknown as RsState['seats'][number];
    const state = {
      config: { mode: 'team', players: 4, kingNumbers: KN },
      teams: null,
      seats: [seat('red', 'used', 100), seat('blue', 'ready', 100), seat('green', 'ready', 100), seat('black', 'ready', 100)],
    } as unknown as RsState;
    expect(resultTeams(state)).toEqual({
      teams: [
        { seats: [0, 2], total: 100 },
        { seats: [1, 3], total: 100 },
      ],
    });
    const unequal = { ...state, seats: state.seats.map((s, i) => ({ ...s, score: i % 2 ? 0 : 100 })) };
    expect(resultTeams(unequal)).toEqual({
      teams: [
        { seats: [0, 2], total: 100 },
        { seats: [1, 3], total: 0 },
      ],
    });
    expect(resultTeams({ ...state, config: { mode: 'i-am-king', players: 3 } })).toBeNull();
  });
});
