// Issue 12 "Statistics, per game": plays, players, average and record winning score (who and when),
// score distribution, plays per month, Royal Stake modes and how often the King wins.
import { describe, expect, it } from 'vitest';
import { gameStats } from '../../../src/stats/games';
import { keyWith, played } from './history';

const noPlayers = keyWith([]);

describe('game statistics', () => {
  it('counts plays, unfinished sessions, players and table sizes', () => {
    const [jackal] = gameStats(
      [
        played('1', 1, [['Аня'], ['Boris'], ['Chen']], { totals: [30, 20, 10] }),
        played('2', 2, [['Boris'], ['Аня']], { totals: [25, 5] }),
        played('3', 3, [['Dana'], ['Аня']], { finished: false }),
      ],
      noPlayers,
    );
    expect(jackal).toMatchObject({
      game: 'jackal',
      plays: 2,
      unfinished: 1,
      players: 3,
      tableSizes: [
        { seats: 2, plays: 1 },
        { seats: 3, plays: 1 },
      ],
    });
    expect(jackal!.leaders.map((l) => [l.key, l.plays, l.wins])).toEqual([
      ['name:boris', 2, 1],
      ['name:аня', 2, 1],
      ['name:chen', 1, 0],
    ]);
  });

  it('averages winning totals and keeps the record with who and when (first to reach it keeps it)', () => {
    const [g] = gameStats(
      [
        played('1', 1, [['Аня'], ['Boris']], { totals: [30, 20] }),
        played('2', 2, [['Boris'], ['Аня']], { totals: [50, 5] }),
        played('3', 3, [['Chen'], ['Аня']], { totals: [50, 40] }),
        played('4', 4, [['Chen'], ['Аня']], { totals: [undefined, 40] }), // winner's total not entered: not averaged
      ],
      noPlayers,
    );
    expect(g!.averageWinning).toBeCloseTo(130 / 3);
    expect(g!.record).toEqual({ total: 50, key: 'name:boris', name: 'Boris', at: Date.UTC(2026, 0, 3), sessionId: '2' });
  });

  it('takes the lowest winning total as the record of a game where the lowest total wins', () => {
    const [g] = gameStats(
      [
        played('1', 1, [['Аня'], ['Boris']], { game: 'score-pad', title: 'Golf', totals: [30, 40] }),
        played('2', 2, [['Boris'], ['Аня']], { game: 'score-pad', title: ' golf', totals: [25, 45] }),
      ],
      noPlayers,
    );
    expect([g!.game, g!.lowWins, g!.record?.total, g!.record?.name]).toEqual(['score-pad:golf', true, 25, 'Boris']);
  });

  it('tells score-pad games apart by their title', () => {
    const all = gameStats(
      [played('1', 1, [['A'], ['B']], { game: 'score-pad', title: 'Azul' }), played('2', 2, [['A'], ['B']], { game: 'score-pad', title: 'Carcassonne' })],
      noPlayers,
    );
    expect(all.map((g) => g.game).sort()).toEqual(['score-pad:azul', 'score-pad:carcassonne']);
  });

  it('draws the score distribution in round buckets and plays per month with empty months', () => {
    const [g] = gameStats(
      [
        played('1', 0, [['A'], ['B']], { totals: [47, 12] }), // January
        played('2', 70, [['A'], ['B']], { totals: [33, 30] }), // March
      ],
      noPlayers,
    );
    // 12..47 fits in 8 buckets of 5: 10-14, 15-19, ..., 45-49.
    expect(g!.distribution.map((b) => `${b.from}-${b.to}:${b.count}`)).toEqual([
      '10-14:1',
      '15-19:0',
      '20-24:0',
      '25-29:0',
      '30-34:2',
      '35-39:0',
      '40-44:0',
      '45-49:1',
    ]);
    expect(g!.perMonth).toEqual([
      { month: '2026-01', plays: 1 },
      { month: '2026-02', plays: 0 },
      { month: '2026-03', plays: 1 },
    ]);
  });

  it('counts modes and adds up each counter a game wrote (Royal Stake: how often the King wins)', () => {
    const rs = { game: 'royal-stake' } as const;
    const [g] = gameStats(
      [
        played('1', 1, [['A'], ['B'], ['C']], { ...rs, mode: 'i-am-king', counters: { kingRounds: 3, kingWins: 2 } }),
        played('2', 2, [['A'], ['B'], ['C']], { ...rs, mode: 'i-am-king', counters: { kingRounds: 3, kingWins: 0 } }),
        played(
          '3',
          3,
          [
            ['A', 'B'],
            ['C', 'D'],
          ],
          { ...rs, mode: 'team', competitive: false },
        ),
        played('4', 4, [['A'], ['B'], ['C']], { ...rs, mode: 'i-am-king', finished: false, counters: { kingRounds: 1, kingWins: 1 } }),
      ],
      noPlayers,
    );
    expect(g!.modes).toEqual([
      { mode: 'i-am-king', plays: 2 },
      { mode: 'team', plays: 1 },
    ]);
    expect(g!.counters).toEqual({ kingRounds: 6, kingWins: 2 });
    // The team game is not a contest: nobody wins it in the statistics.
    expect(g!.leaders.find((l) => l.key === 'name:d')).toMatchObject({ plays: 1, wins: 0 });
  });
});
