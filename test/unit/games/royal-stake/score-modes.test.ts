// The three other modes: «Я король» (3 players), the team whist mode (4) and «Император» (5).
import { describe, expect, it } from 'vitest';
import { scoreRounds } from '../../../../src/games/royal-stake/score';
import { errorOf, pointsOf, rowsOf, scoreOk } from './helpers';

const iak = (rounds: unknown[]) => ({ mode: 'i-am-king', players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }], rounds });
const iakRound = (king: string, t: [number, number, number], extra: Record<string, Record<string, unknown>> = {}) => ({
  king,
  players: {
    A: { rulers: 'red', tricks: t[0], ...extra.A },
    B: { rulers: 'blue', tricks: t[1], ...extra.B },
    C: { rulers: 'white', tricks: t[2], ...extra.C },
  },
});

describe('«Я король»', () => {
  it.each([
    [[5, 3, 1], 200, 100, 0],
    [[4, 3, 2], 100, 100, 0],
    [[4, 4, 1], 0, 100, 100],
    [[3, 3, 3], 0, 200, 200],
    [[9, 0, 0], 200, 0, 0],
  ] as const)('tricks %j: king A gets %i, B %i, C %i (opponents: 100 if the king fails, 100 for exactly 3)', (t, a, b, c) => {
    const res = scoreOk(iak([iakRound('A', [t[0], t[1], t[2]])]));
    expect(res.totals.A).toBe(a);
    expect(res.totals.B).toBe(b);
    expect(res.totals.C).toBe(c);
  });
  it('a red queen counts only as a win taken in a trick its player won', () => {
    expect(pointsOf(scoreOk(iak([iakRound('A', [4, 4, 1], { A: { redQueen: true } })])), 'A', 'kingWins')).toBe(100);
    expect(errorOf(iak([iakRound('A', [0, 8, 1], { A: { redQueen: true } })]))).toBe('ERR_RED_QUEEN_NEEDS_TRICK');
  });
  it('white flag over rarities: 100, or 200 when it beat two', () => {
    const res = scoreOk(iak([iakRound('A', [5, 3, 1], { C: { flagWins: [1] }, B: { flagWins: [2, 1] } })]));
    expect(rowsOf(res, 'B', 'flagOverRarity').map((r) => r.points)).toEqual([200, 100]);
    expect(pointsOf(res, 'C', 'flagOverRarity')).toBe(100);
    expect(errorOf(iak([iakRound('A', [5, 3, 1], { C: { flagWins: [1, 1] } })]))).toBe('ERR_TOO_MANY_FLAG_WINS');
  });
  it('ruling-i-am-king-sets: fresh sets each round — the red queen again without a recharge, no face-up jack VP', () => {
    const res = scoreOk(iak([iakRound('A', [5, 3, 1], { A: { redQueen: true } }), iakRound('A', [5, 2, 2], { A: { redQueen: true } })]));
    expect(res.totals.A).toBe(400);
    expect(new Set(res.breakdown.A!.map((r) => r.category))).toEqual(new Set(['kingWins', 'kingBigWin']));
    // In the standard game C's white jack would pay 10 and 20 for these 1 and 2 wins.
    expect(res.breakdown.C).toEqual([]);
  });
  it('refuses a 9-trick mismatch, a non-player king and repeated rulers', () => {
    expect(errorOf(iak([iakRound('A', [5, 3, 2])]))).toBe('ERR_TRICKS_SUM');
    expect(errorOf(iak([iakRound('Z', [5, 3, 1])]))).toBe('ERR_UNKNOWN_PLAYER');
    expect(errorOf(iak([iakRound('A', [5, 3, 1], { B: { rulers: 'red' } })]))).toBe('ERR_DUPLICATE_RULERS');
  });
});

const team = (rounds: Array<[number, number, number, number]>, extra: Record<string, unknown> = {}) => ({
  mode: 'team',
  players: [
    { id: 'A', rulers: 'white' },
    { id: 'B', rulers: 'red' },
    { id: 'C', rulers: 'blue' },
    { id: 'D', rulers: 'black' },
  ],
  teams: [
    ['A', 'C'],
    ['B', 'D'],
  ],
  rounds: rounds.map(([a, b, c, d]) => ({ players: { A: { tricks: a }, B: { tricks: b }, C: { tricks: c }, D: { tricks: d } } })),
  ...extra,
});

describe('team whist — «Командный режим»', () => {
  it('the team with more of the 11 tricks scores 100 for each member', () => {
    const res = scoreOk(team([[3, 2, 3, 3]]));
    expect(res.totals).toEqual({ A: 100, B: 0, C: 100, D: 0 });
    expect(rowsOf(res, 'C', 'teamMajority')[0]).toMatchObject({ rule: 'mode-team', params: { wins: 6, other: 5 } });
    expect(res.ranking).toEqual([
      ['A', 'C'],
      ['B', 'D'],
    ]);
  });
  it('the red queen is once per game', () => {
    const input = team([
      [3, 2, 3, 3],
      [2, 4, 2, 3],
    ]);
    (input.rounds[0]!.players.B as Record<string, unknown>).redQueen = true;
    (input.rounds[1]!.players.B as Record<string, unknown>).redQueen = true;
    expect(errorOf(input)).toBe('ERR_QUEEN_ONCE_PER_GAME');
  });
  it('teams must be two pairs of known players', () => {
    expect(errorOf(team([], { teams: [['A', 'B', 'C'], ['D']] }))).toBe('ERR_BAD_TEAMS');
    expect(
      errorOf(
        team([], {
          teams: [
            ['A', 'A'],
            ['B', 'D'],
          ],
        }),
      ),
    ).toBe('ERR_BAD_TEAMS');
    expect(
      errorOf(
        team([], {
          teams: [
            ['A', 'Z'],
            ['B', 'D'],
          ],
        }),
      ),
    ).toBe('ERR_UNKNOWN_PLAYER');
  });
  it('11 tricks a round', () => {
    expect(errorOf(team([[3, 3, 3, 3]]))).toBe('ERR_TRICKS_SUM');
  });
});

const emperor = (rounds: Array<Record<string, Record<string, unknown>>>) => ({
  mode: 'emperor',
  players: [
    ['A', 'white'],
    ['B', 'black'],
    ['C', 'red'],
    ['D', 'blue'],
    ['E', 'green'],
  ].map(([id, rulers]) => ({ id, rulers })),
  rounds: rounds.map((players) => ({ players })),
});
const eRound = (t: number[], extra: Record<string, Record<string, unknown>> = {}) =>
  Object.fromEntries(['A', 'B', 'C', 'D', 'E'].map((id, i) => [id, { tricks: t[i], ...extra[id] }]));

describe('«Император»', () => {
  it('10 a trick; jacks, queens and rarities 10 each; white flags -10 last', () => {
    const res = scoreOk(emperor([eRound([2, 2, 2, 2, 1], { C: { won: { rarity: 1, whiteFlag: 2 }, courtCards: ['blue-jack', 'green-queen'] } })]));
    expect(res.breakdown.C!.map((r) => [r.category, r.points])).toEqual([
      ['tricksWon', 20],
      ['courtAndRarities', 30],
      ['whiteFlags', -20],
    ]);
  });
  it('ruling-emperor-scoring: every king pays for its colour each round, used or not; the white king by its back table', () => {
    const res = scoreOk(
      emperor([
        eRound([3, 2, 2, 1, 1], {
          B: { kingUsed: true, won: { black: 3 }, courtCards: ['black-jack'] },
          A: { won: { rarity: 1, whiteFlag: 1, red: 1 }, courtCards: ['white-queen'] },
          C: { won: { red: 2, blue: 1 }, courtCards: ['red-queen'] },
        }),
      ]),
    );
    expect(rowsOf(res, 'B', 'kingColour')[0]).toMatchObject({ points: 40, rule: 'ruling-emperor-scoring', params: { cards: 4 } });
    expect(pointsOf(res, 'A', 'kingColour')).toBe(50); // unused white king: 2 rarities and flags
    expect(pointsOf(res, 'C', 'kingColour')).toBe(30); // unused red king: 2 red numbers and the red queen
    expect(rowsOf(res, 'D', 'kingColour')).toHaveLength(0);
  });
  it('unused kings pay only in round 2', () => {
    const one = scoreOk(emperor([eRound([2, 2, 2, 2, 1])]));
    expect(rowsOf(one, 'C', 'unusedKing')).toHaveLength(0);
    const two = scoreOk(emperor([eRound([2, 2, 2, 2, 1]), eRound([2, 2, 2, 2, 1])]));
    expect(['A', 'B', 'C', 'D', 'E'].map((id) => pointsOf(two, id, 'unusedKing'))).toEqual([60, 20, 50, 40, 30]);
  });
  it('refuses a court card won twice and a third round', () => {
    expect(errorOf(emperor([eRound([2, 2, 2, 2, 1], { A: { courtCards: ['red-jack'] }, B: { courtCards: ['red-jack'] } })]))).toBe('ERR_DUPLICATE_CARD');
    expect(errorOf(emperor([eRound([2, 2, 2, 2, 1], { A: { courtCards: ['pink-jack'] } })]))).toBe('ERR_BAD_CARD');
    expect(errorOf(emperor([eRound([2, 2, 2, 2, 1]), eRound([2, 2, 2, 2, 1]), eRound([2, 2, 2, 2, 1])]))).toBe('ERR_ROUND_COUNT');
  });
});

describe('scoreRounds: a running-total table', () => {
  it("gives each round's points and the running totals after it", () => {
    const r = scoreRounds(
      team([
        [3, 2, 3, 3],
        [2, 4, 2, 3],
      ]),
    );
    expect(r.ok && r.value).toEqual({
      start: { A: 0, B: 0, C: 0, D: 0 },
      rounds: [
        { A: 100, B: 0, C: 100, D: 0 },
        { A: 0, B: 100, C: 0, D: 100 },
      ],
      running: [
        { A: 100, B: 0, C: 100, D: 0 },
        { A: 100, B: 100, C: 100, D: 100 },
      ],
    });
  });
  it('passes refusals through', () => {
    const r = scoreRounds({ mode: 'nope' });
    expect(r.ok ? 'ok' : r.error).toBe('ERR_UNKNOWN_MODE');
  });
});
