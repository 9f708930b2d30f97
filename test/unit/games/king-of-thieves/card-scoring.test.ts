// "Подсчёт очков" (notoriety, points on cards) and "Карты рынка" (hideouts, golem, loyalty,
// campaign, treasure maps), one rule per test.
import { describe, expect, it } from 'vitest';
import { p, pointsOf, rowsOf, scoreOk } from './helpers';

describe('Подсчёт очков: notoriety and printed points', () => {
  it('each notoriety point on tokens is one victory point', () => {
    const s = scoreOk([p('A', [], 0, 17), p('B', [], 0, 0), p('C', [], 0, 5)]);
    expect(s.totals).toEqual({ A: 17, B: 0, C: 5 });
    expect(rowsOf(s, 'A', 'notoriety')[0]).toMatchObject({ points: 17, rule: 'scoring-notoriety', params: { count: 17 } });
  });

  it('adds the points printed on each card, one row per card', () => {
    const s = scoreOk([
      p('A', ['crown', 'scepter', 'fur-coat', 'giant-belt-buckle']),
      p('B', ['brooch', 'menacing-monocle']),
      p('C', ['necklace', 'shadowy-hood']),
    ]);
    expect(s.totals).toEqual({ A: 20, B: 6, C: 4 });
    expect(rowsOf(s, 'A', 'printedPoints').map((r) => r.params?.card)).toEqual(['crown', 'scepter', 'fur-coat', 'giant-belt-buckle']);
    expect(rowsOf(s, 'B', 'printedPoints').every((r) => r.rule === 'scoring-cards')).toBe(true);
  });

  it('cards with neither printed points nor an end-game text add no row', () => {
    const s = scoreOk([p('A', ['exit-strategy', 'glamer', 'the-heist']), p('B'), p('C')]);
    expect(s.breakdown.A!.map((r) => r.category)).toEqual(['henchmen', 'coins', 'notoriety']);
  });
});

describe('Карты рынка: hideouts', () => {
  it('a lone Nearby Safehouse gives 1, a lone B-deck hideout 2', () => {
    const s = scoreOk([p('A', ['nearby-safehouse']), p('B', ['concealed-safehouse']), p('C')]);
    expect(pointsOf(s, 'A', 'hideout')).toBe(1);
    expect(pointsOf(s, 'B', 'hideout')).toBe(2);
  });

  it('with two or more hideouts each pays its higher value (2 for Nearby, 4 for the others)', () => {
    const s = scoreOk([p('A', ['nearby-safehouse', 'provisioned-safehouse', 'fortified-safehouse']), p('B'), p('C')]);
    expect(rowsOf(s, 'A', 'hideout').map((r) => [r.params?.card, r.points, r.params?.count])).toEqual([
      ['nearby-safehouse', 2, 3],
      ['provisioned-safehouse', 4, 3],
      ['fortified-safehouse', 4, 3],
    ]);
    expect(s.totals.A).toBe(10);
  });

  it("another player's hideouts do not count toward yours", () => {
    const s = scoreOk([p('A', ['nearby-safehouse']), p('B', ['fortified-safehouse', 'concealed-safehouse']), p('C')]);
    expect(pointsOf(s, 'A', 'hideout')).toBe(1);
    expect(pointsOf(s, 'B', 'hideout')).toBe(8);
  });
});

describe('Карты рынка: Collecting Golem', () => {
  it('ruling-golem-counts-itself: alone it has one wand and no pair', () => {
    const s = scoreOk([p('A', ['collecting-golem']), p('B'), p('C')]);
    expect(rowsOf(s, 'A', 'golem')[0]).toMatchObject({ points: 0, params: { count: 1 }, rule: 'scoring-golem' });
  });

  it('3 points per two wands, odd wand left over; wands of others do not count', () => {
    const s = scoreOk([p('A', ['collecting-golem', 'glamer', 'eyepatch-of-command']), p('B', ['wicked-clutches']), p('C')]);
    expect(pointsOf(s, 'A', 'golem')).toBe(3);
    const t = scoreOk([p('A', ['collecting-golem', 'glamer', 'eyepatch-of-command', 'lucky-animal-appendage']), p('B'), p('C')]);
    expect(pointsOf(t, 'A', 'golem')).toBe(6);
  });

  it('Shadowy Hood is a wand and keeps its own 2 printed points', () => {
    const s = scoreOk([p('A', ['collecting-golem', 'shadowy-hood']), p('B'), p('C')]);
    expect(s.totals.A).toBe(3 + 2);
  });
});

describe('Карты рынка: Loyalty Program and Political Campaign', () => {
  it('ruling-loyalty-counts-itself: 1 point per card owned, this one included', () => {
    const alone = scoreOk([p('A', ['loyalty-program']), p('B'), p('C')]);
    expect(pointsOf(alone, 'A', 'loyalty')).toBe(1);
    const more = scoreOk([p('A', ['loyalty-program', 'glamer', 'exit-strategy']), p('B'), p('C')]);
    expect(rowsOf(more, 'A', 'loyalty')[0]).toMatchObject({ points: 3, params: { count: 3 }, rule: 'scoring-loyalty' });
  });

  it('ruling-campaign-counts-tokens: 1 point per two notoriety on tokens, rounded down', () => {
    const points = [0, 1, 2, 7, 20].map((n) => pointsOf(scoreOk([p('A', ['political-campaign'], 0, n), p('B'), p('C')]), 'A', 'campaign'));
    expect(points).toEqual([0, 0, 1, 3, 10]);
  });

  it('ruling-campaign-counts-tokens: majority bonuses are not notoriety tokens', () => {
    // A wins both majorities (6 bonus points) yet the campaign still sees only the 3 on tokens.
    const s = scoreOk([p('A', ['political-campaign', 'bondsman'], 5, 3), p('B'), p('C')]);
    expect(pointsOf(s, 'A', 'campaign')).toBe(1);
    expect(s.totals.A).toBe(3 + 3 + 3 + 1);
  });
});

describe('Карты рынка: treasure maps', () => {
  it('a map gives 7 when no other player has a map', () => {
    const s = scoreOk([p('A', ['treasure-map-2']), p('B'), p('C')]);
    expect(rowsOf(s, 'A', 'treasureMap')[0]).toMatchObject({ points: 7, rule: 'scoring-treasure-maps' });
  });

  it('each map gives 5 when another player holds the other map', () => {
    const s = scoreOk([p('A', ['treasure-map-1']), p('B'), p('C', ['treasure-map-2'])]);
    expect(pointsOf(s, 'A', 'treasureMapShared')).toBe(5);
    expect(pointsOf(s, 'C', 'treasureMapShared')).toBe(5);
  });

  it('both maps in one hand give 7 each (the other map is not with another player)', () => {
    const s = scoreOk([p('A', ['treasure-map-1', 'treasure-map-2']), p('B'), p('C')]);
    expect(pointsOf(s, 'A', 'treasureMap')).toBe(14);
  });
});

describe('Подсчёт очков: winner and ties', () => {
  it('the higher total wins', () => {
    expect(scoreOk([p('A', [], 0, 3), p('B', [], 0, 9), p('C', [], 0, 5)]).ranking).toEqual([['B'], ['C'], ['A']]);
  });

  it('equal totals: more cards wins', () => {
    const s = scoreOk([p('A', ['crown'], 0, 0), p('B', ['glamer', 'exit-strategy'], 0, 6), p('C')]);
    expect(s.totals.A).toBe(s.totals.B);
    expect(s.ranking).toEqual([['B'], ['A'], ['C']]);
  });

  it('ruling-notoriety-tiebreak, ruling-shared-victory: equal totals and cards, more notoriety on tokens wins, else a shared place', () => {
    const s = scoreOk([p('A', ['crown'], 0, 1), p('B', ['scepter'], 0, 1), p('C', ['fur-coat'], 0, 3)]);
    expect(s.ranking).toEqual([['C'], ['A', 'B']]);
  });
});
