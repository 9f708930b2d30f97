// "Подсчёт очков": most henchman icons 3, second most 1, most coins 3; players tied for a place
// each get one point less. Rulings: ruling-second-place-after-tie, ruling-majority-needs-one.
import { describe, expect, it } from 'vitest';
import { awardMajority } from '../../../../src/games/king-of-thieves/score/majority';
import { p, pointsOf, rowsOf, scoreOk } from './helpers';

const award = (counts: Record<string, number>, pays: number[]) =>
  Object.fromEntries([...awardMajority(new Map(Object.entries(counts)), pays)].map(([id, a]) => [id, a.points]));

describe('Подсчёт очков: majority awards', () => {
  it('pays 3 to the most and 1 to the second most henchman icons', () => {
    expect(award({ A: 4, B: 2, C: 1 }, [3, 1])).toEqual({ A: 3, B: 1, C: 0 });
  });

  it('players tied for second each get 1 - 1 = 0', () => {
    expect(award({ A: 4, B: 2, C: 2 }, [3, 1])).toEqual({ A: 3, B: 0, C: 0 });
  });

  it('ruling-second-place-after-tie: two tied leaders get 2 each and nobody gets second', () => {
    expect(award({ A: 3, B: 3, C: 2, D: 1 }, [3, 1])).toEqual({ A: 2, B: 2, C: 0, D: 0 });
  });

  it('three tied leaders still get 3 - 1 = 2 each', () => {
    expect(award({ A: 2, B: 2, C: 2 }, [3, 1])).toEqual({ A: 2, B: 2, C: 2 });
  });

  it('ruling-majority-needs-one: a count of zero earns no place', () => {
    expect(award({ A: 0, B: 0, C: 0 }, [3, 1])).toEqual({ A: 0, B: 0, C: 0 });
    expect(award({ A: 1, B: 0, C: 0 }, [3, 1])).toEqual({ A: 3, B: 0, C: 0 });
    expect(award({ A: 0, B: 0, C: 0 }, [3])).toEqual({ A: 0, B: 0, C: 0 });
  });

  it('reports the place and whether it was shared', () => {
    const a = awardMajority(
      new Map([
        ['A', 5],
        ['B', 5],
        ['C', 1],
      ]),
      [3, 1],
    );
    expect(a.get('A')).toEqual({ points: 2, place: 1, tied: true });
    expect(a.get('C')).toEqual({ points: 0, place: 0, tied: false });
  });
});

describe('Подсчёт очков: henchmen in the scorer', () => {
  it('Executive Assistant counts as two henchmen and ties a player with two single henchmen', () => {
    const s = scoreOk([p('A', ['executive-assistant']), p('B', ['bondsman', 'fence']), p('C', ['tailor'])]);
    expect(rowsOf(s, 'A', 'henchmen')[0]?.params).toEqual({ count: 2, place: 1, tied: 1, rank: 'mostTied' });
    expect([pointsOf(s, 'A', 'henchmen'), pointsOf(s, 'B', 'henchmen'), pointsOf(s, 'C', 'henchmen')]).toEqual([2, 2, 0]);
  });

  it('cards without the henchman icon do not count', () => {
    const s = scoreOk([p('A', ['crown', 'alchemical-lab', 'exit-strategy']), p('B', ['bondsman']), p('C')]);
    expect(rowsOf(s, 'A', 'henchmen')[0]?.params?.count).toBe(0);
    expect(pointsOf(s, 'B', 'henchmen')).toBe(3);
    expect(pointsOf(s, 'A', 'henchmen')).toBe(0);
  });

  it('every player has a henchmen row citing #scoring-henchmen, even with no points', () => {
    const s = scoreOk([p('A'), p('B'), p('C')]);
    for (const id of ['A', 'B', 'C']) expect(rowsOf(s, id, 'henchmen')[0]?.rule).toBe('scoring-henchmen');
  });
});

describe('Подсчёт очков: coins', () => {
  it('most coins alone gets 3, and coins have no second place', () => {
    const s = scoreOk([p('A', [], 7), p('B', [], 6), p('C', [], 1)]);
    expect([pointsOf(s, 'A', 'coins'), pointsOf(s, 'B', 'coins'), pointsOf(s, 'C', 'coins')]).toEqual([3, 0, 0]);
    expect(rowsOf(s, 'A', 'coins')[0]?.rule).toBe('scoring-coins');
  });

  it('players tied for most coins get 2 each', () => {
    const s = scoreOk([p('A', [], 4), p('B', [], 4), p('C', [], 4)]);
    expect(s.totals).toEqual({ A: 2, B: 2, C: 2 });
  });

  it('ruling-majority-needs-one: nobody has the most coins when all have none', () => {
    const s = scoreOk([p('A'), p('B'), p('C')]);
    expect(s.totals).toEqual({ A: 0, B: 0, C: 0 });
  });
});
