// Refusals of input the scorer cannot trust or the rulebook makes impossible. Sections cited per
// test: "Подготовка к игре" (knights, inventory), "Рыцарь <-> Призрак", "Подсчет очков".
import { describe, expect, it } from 'vitest';
import { scorer } from '../../../../src/games/knights-vs-steambots/score';
import { duel, player, scoreError } from './helpers';

const standard = (...players: unknown[]) => ({ players });

describe('untrusted JSON', () => {
  it('refuses non-objects, missing player lists and non-object players', () => {
    expect(scoreError(null)).toBe('ERR_NOT_OBJECT');
    expect(scoreError([])).toBe('ERR_NOT_OBJECT');
    expect(scoreError({})).toBe('ERR_NOT_LIST');
    expect(scoreError({ players: [player('A'), 7] })).toBe('ERR_NOT_OBJECT');
    expect(scoreError(duel({ victories: [1, 0, 0] }))).toBe('ERR_NOT_OBJECT');
  });
  it('refuses unknown fields instead of counting a typo as zero', () => {
    expect(scoreError(duel({ knight: 2 }))).toBe('ERR_UNKNOWN_FIELD');
    expect(scoreError(duel({ hand: { steambot: 1 } }))).toBe('ERR_UNKNOWN_FIELD');
    expect(scoreError({ players: [player('A'), player('B')], rounds: 1 })).toBe('ERR_UNKNOWN_FIELD');
  });
  it('refuses unknown variants', () => {
    expect(scoreError({ variant: 'solo', players: [player('A'), player('B')] })).toBe('ERR_UNKNOWN_VARIANT');
    expect(scoreError({ variant: 2, players: [player('A'), player('B')] })).toBe('ERR_UNKNOWN_VARIANT');
  });
  it('refuses empty, non-string and repeated player ids', () => {
    expect(scoreError(standard({ ...player('A'), id: '' }, player('B')))).toBe('ERR_BAD_PLAYER_ID');
    expect(scoreError(standard({ ...player('A'), id: 3 }, player('B')))).toBe('ERR_BAD_PLAYER_ID');
    expect(scoreError(standard(player('A'), player('A')))).toBe('ERR_DUPLICATE_PLAYER');
  });
  it('refuses counts that are not whole numbers, with the path of the field', () => {
    for (const bad of ['2', 1.5, NaN, Infinity, null, true]) {
      const r = scorer.score(duel({ knights: bad }));
      expect(r.ok ? 'accepted' : [r.error, r.path]).toEqual(['ERR_NOT_INTEGER', 'players.0.knights']);
    }
    expect(scoreError(duel({ orders: [1.5] }))).toBe('ERR_NOT_INTEGER');
    expect(scoreError(duel({ ghost: 'no' }))).toBe('ERR_NOT_BOOLEAN');
    expect(scoreError(duel({ orders: 3 }))).toBe('ERR_NOT_LIST');
  });
  it('refuses negative card counts but accepts negative order gold', () => {
    const r = scorer.score(duel({ hand: { dragon: -1 } }));
    expect(r.ok ? 'accepted' : [r.error, r.path]).toEqual(['ERR_NEGATIVE_COUNT', 'players.0.hand.dragon']);
    expect(scoreError(duel({ settings: -1 }))).toBe('ERR_NEGATIVE_COUNT');
    expect(scoreError(duel({ orders: [-2] }))).toBe('accepted');
  });
  it('refuses absurd numbers as typos', () => {
    expect(scoreError(duel({ victories: { simple: 1000 } }))).toBe('ERR_OUT_OF_RANGE');
    expect(scoreError(duel({ orders: [-1000] }))).toBe('ERR_OUT_OF_RANGE');
  });
  it('keeps a player called "__proto__" in totals and ranking', () => {
    const r = scorer.score(standard(player('__proto__'), player('B', { knights: 2 })));
    expect(r.ok && [r.value.totals['__proto__'], r.value.ranking]).toEqual([1, [['B'], ['__proto__']]]);
  });
});

describe('Правила игры: 2-4 players', () => {
  it('refuses one and five players, accepts two to four', () => {
    const many = (n: number) => standard(...Array.from({ length: n }, (_, i) => player(`P${i}`)));
    expect(scoreError(many(1))).toBe('ERR_PLAYER_COUNT');
    expect(scoreError(many(5))).toBe('ERR_PLAYER_COUNT');
    for (const n of [2, 3, 4]) expect(scoreError(many(n))).toBe('accepted');
  });
});

describe('Подготовка к игре: knights in play', () => {
  it('two per player are dealt and two cooks wait in the deck', () => {
    // 2 players: 4 dealt + 2 cooks = 6 at most.
    expect(scoreError(standard(player('A', { knights: 4 }), player('B', { knights: 2 })))).toBe('accepted');
    expect(scoreError(standard(player('A', { knights: 4 }), player('B', { knights: 3 })))).toBe('ERR_TOO_MANY_KNIGHTS');
    // 4 players: all 10 knight cards.
    const four = (k: number[]) => standard(...k.map((n, i) => player(`P${i}`, { knights: n })));
    expect(scoreError(four([4, 3, 2, 1]))).toBe('accepted');
    expect(scoreError(four([4, 3, 2, 2]))).toBe('ERR_TOO_MANY_KNIGHTS');
  });
});

describe('Подготовка к игре: inventory', () => {
  it('holds one item per knight', () => {
    expect(scoreError(duel({ knights: 2, inventory: { rock: 1, trap: 1 } }))).toBe('accepted');
    expect(scoreError(duel({ knights: 2, inventory: { rock: 1, scissors: 1, trap: 1 } }))).toBe('ERR_INVENTORY_FULL');
  });
});

describe('Рыцарь <-> Призрак', () => {
  it('a ghost has no knights and no mage', () => {
    expect(scoreError(duel({ knights: 1, ghost: true }))).toBe('ERR_GHOST_WITH_TEAM');
    expect(scoreError(duel({ knights: 0, mages: 1, ghost: true }))).toBe('ERR_GHOST_WITH_TEAM');
  });
  it('a player who lost the whole team is a ghost', () => {
    expect(scoreError(duel({ knights: 0, ghost: false }))).toBe('ERR_NO_TEAM_NOT_GHOST');
  });
  it('a ghost carries no inventory and has no settings', () => {
    expect(scoreError(duel({ knights: 0, ghost: true, inventory: { rock: 1 } }))).toBe('ERR_INVENTORY_FULL');
    expect(scoreError(duel({ knights: 0, ghost: true, settings: 1 }))).toBe('ERR_TOO_MANY_SETTINGS');
  });
});

describe('Подсчет очков: settings', () => {
  it('cannot outnumber the knights nor the trophies', () => {
    expect(scoreError(duel({ knights: 1, mages: 1, inventory: { rock: 1, scissors: 1 }, settings: 2 }))).toBe('ERR_TOO_MANY_SETTINGS');
    expect(scoreError(duel({ knights: 3, inventory: { rock: 1 }, settings: 2 }))).toBe('ERR_TOO_MANY_SETTINGS');
    expect(scoreError(duel({ knights: 3, inventory: { rock: 1, paper: 1 }, settings: 2 }))).toBe('accepted');
  });
});
