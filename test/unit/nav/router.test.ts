import { describe, expect, it } from 'vitest';
import { href, parseRoute, screenKey, type Route } from '../../../src/nav/router';

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

describe('hostile links (issue 11 point 2)', () => {
  it.each(['#/pad/%', '#/game/%E0%A4%A', '#/%', '#/history/%zz'])('%j is "not found", never a URIError', (hash) => {
    expect(parseRoute(hash).name).toBe('not-found');
  });
  it('ids are encoded by href, so any id round-trips', () => {
    const route: Route = { name: 'pad', sessionId: 'a/b%c d' };
    expect(parseRoute(href(route))).toEqual(route);
  });
});

describe('screenKey (issue 11 point 3)', () => {
  it('differs between games and sessions, not between rules sections', () => {
    expect(screenKey({ name: 'play', id: 'royal-stake' })).not.toBe(screenKey({ name: 'play', id: 'sly-thieves' }));
    expect(screenKey({ name: 'score', id: 'jackal', sessionId: 'a' })).not.toBe(screenKey({ name: 'score', id: 'jackal', sessionId: 'b' }));
    expect(screenKey({ name: 'rules', id: 'jackal', section: 'a' })).toBe(screenKey({ name: 'rules', id: 'jackal', section: 'b' }));
  });
});
