import { describe, expect, it } from 'vitest';
import { href, parseRoute, type Route } from '../../../src/app/router';

describe('hash router', () => {
  const cases: Array<[string, Route]> = [
    ['', { name: 'home' }],
    ['#/', { name: 'home' }],
    ['#/history', { name: 'history' }],
    ['#/game/jackal', { name: 'game', id: 'jackal' }],
    ['#/game/jackal/rules', { name: 'rules', id: 'jackal' }],
    ['#/game/jackal/rules/scoring', { name: 'rules', id: 'jackal', section: 'scoring' }],
    ['#/game/jackal/score', { name: 'score', id: 'jackal' }],
    ['#/game/jackal/score/s-1', { name: 'score', id: 'jackal', sessionId: 's-1' }],
    ['#/card-values', { name: 'card-values' }],
    ['#/game/royal-stake/referee', { name: 'referee', id: 'royal-stake' }],
    ['#/game/sly-thieves/play', { name: 'play', id: 'sly-thieves' }],
    ['#/game/sly-thieves/play/p-1', { name: 'play', id: 'sly-thieves', sessionId: 'p-1' }],
    ['#/pad', { name: 'pad' }],
    ['#/pad/abc', { name: 'pad', sessionId: 'abc' }],
    ['#/nope/x', { name: 'not-found', path: 'nope/x' }],
  ];
  it.each(cases)('parses %j', (hash, route) => expect(parseRoute(hash)).toEqual(route));
  it.each(cases.filter(([h]) => h.startsWith('#/') && h !== '#/'))('href(parse(%j)) round-trips', (hash) => {
    expect(href(parseRoute(hash))).toBe(hash);
  });
});
