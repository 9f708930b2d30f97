import { describe, expect, it } from 'vitest';
import { scorer } from '../../../src/games/royal-stake/score';
import { botSeedFor, outcomeForSeats, parsePlayData } from '../../../src/play/playData';

const good = { config: { players: 2 }, seed: 's', moves: [], seats: [{ kind: 'human' }, { kind: 'bot', level: 'hard' }] };

describe('parsePlayData: stored play data is untrusted', () => {
  it('accepts the play shape and keeps only known seat fields', () => {
    const r = parsePlayData(
      {
        ...good,
        seats: [
          { kind: 'human', level: 'hard' },
          { kind: 'bot', level: 'hard', x: 1 },
        ],
      },
      2,
    );
    expect(r).toEqual({ ok: true, value: { ...good, seats: [{ kind: 'human' }, { kind: 'bot', level: 'hard' }] } });
  });
  it.each([
    ['not an object', null, 'data'],
    ['no seed', { ...good, seed: undefined }, 'seed'],
    ['an empty seed', { ...good, seed: '' }, 'seed'],
    ['moves not a list', { ...good, moves: {} }, 'moves'],
    ['no config', { seed: 's', moves: [], seats: good.seats }, 'config'],
    ['seats not matching the players', { ...good, seats: [{ kind: 'human' }] }, 'seats'],
    ['a bot without a level', { ...good, seats: [{ kind: 'human' }, { kind: 'bot' }] }, 'seats.1'],
    ['an unknown seat kind', { ...good, seats: [{ kind: 'ghost' }, { kind: 'human' }] }, 'seats.0'],
  ])('refuses %s', (_, data, field) => {
    expect(parsePlayData(data, 2)).toEqual({ ok: false, error: 'ERR_PLAY_DATA', params: { field } });
  });
});

describe('outcomeForSeats: results go to history under the session player ids', () => {
  const players = [
    { id: 'u-1', name: 'A', color: '#000000' },
    { id: 'u-2', name: 'B', color: '#111111' },
  ];
  const row = { category: 'x', points: 1, rule: 'scoring' };
  it('maps seat indices to ids in totals, ranking and breakdown', () => {
    const out = outcomeForSeats({ finished: true, result: { totals: { 0: 3, 1: 5 }, ranking: [['1'], ['0']], breakdown: { 0: [row], 1: [] } } }, players);
    expect(out.result).toEqual({ totals: { 'u-1': 3, 'u-2': 5 }, ranking: [['u-2'], ['u-1']], breakdown: { 'u-1': [row], 'u-2': [] } });
  });
  it("keeps the scorer's tie-break notes, renamed: a team whist tie at 200 goes to the lower king sum (Royal Stake #ruling-king-number)", () => {
    const four = ['a', 'b', 'c', 'd'].map((id) => ({ id, name: id.toUpperCase(), color: '#000000' }));
    const round = (t: number[], red = false) => ({
      players: Object.fromEntries(t.map((n, i) => [String(i), { tricks: n, ...(red && i === 1 ? { redQueen: true } : {}) }])),
    });
    const scored = scorer.score({
      mode: 'team',
      players: ['white', 'red', 'blue', 'black'].map((rulers, i) => ({ id: String(i), rulers })),
      teams: [
        ['0', '2'],
        ['1', '3'],
      ],
      printed: { kingNumbers: { white: 1, red: 2, blue: 3, black: 5 }, kingBackNumbers: { white: 11, red: 12, blue: 13, black: 15 } },
      // Rounds won 6-5, 5-6, then 6-6 with the red queen's extra win: 200 each after round 3.
      rounds: [round([3, 3, 3, 2]), round([3, 3, 2, 3]), round([3, 3, 3, 2], true)],
    });
    if (!scored.ok) throw new Error(scored.error);
    const out = outcomeForSeats({ finished: true, result: scored.value }, four);
    // Kings unused, so faces show: white 1 + blue 3 = 4 against red 2 + black 5 = 7.
    expect(out.result.ranking).toEqual([
      ['a', 'c'],
      ['b', 'd'],
    ]);
    expect(out.result.tieBreaks).toEqual([
      { kind: 'ahead', ahead: ['a', 'c'], behind: ['b', 'd'], place: 1, total: 200, same: [], by: { key: 'kingSum', ahead: 4, behind: 7, lowestWins: true } },
    ]);
    const shared = outcomeForSeats(
      {
        finished: true,
        result: {
          totals: { 0: 1, 1: 1 },
          ranking: [['0', '1']],
          breakdown: {},
          tieBreaks: [{ kind: 'shared', ids: ['0', '1'], place: 1, total: 1, same: [] }],
        },
      },
      players,
    );
    expect(shared.result.tieBreaks).toEqual([{ kind: 'shared', ids: ['u-1', 'u-2'], place: 1, total: 1, same: [] }]);
  });
  it('leaves keys that already are player ids', () => {
    const out = outcomeForSeats({ finished: true, result: { totals: { 'u-2': 1, 'u-1': 1 }, ranking: [['u-1', 'u-2']], breakdown: {} } }, players);
    expect(out.result.ranking).toEqual([['u-1', 'u-2']]);
  });
  it('bot seeds depend on the position, so the same game replays the same bot moves', () => {
    expect(botSeedFor('s', 3)).toBe(botSeedFor('s', 3));
    expect(botSeedFor('s', 3)).not.toBe(botSeedFor('s', 4));
  });
});
