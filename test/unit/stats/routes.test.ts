// Issue 12: the statistics screens have addresses built by href() (ids encoded) that parse back.
import { describe, expect, it } from 'vitest';
import { href, parseRoute, type Route } from '../../../src/nav/router';

describe('statistics routes', () => {
  const cases: Route[] = [
    { name: 'stats' },
    { name: 'stats-player', player: '2b1c-uuid' },
    { name: 'stats-player', player: 'name:аня / #1' },
    { name: 'stats-player', player: 'bot:hard' },
    { name: 'stats-game', game: 'jackal' },
    { name: 'stats-game', game: 'score-pad:7 wonders' },
  ];
  it.each(cases)('%j round-trips through its link', (route) => expect(parseRoute(href(route))).toEqual(route));
  it('an incomplete or longer statistics path is "not found"', () => {
    for (const hash of ['#/stats/player', '#/stats/game/', '#/stats/x/y', '#/stats/game/a/b']) expect(parseRoute(hash).name).toBe('not-found');
  });
});
