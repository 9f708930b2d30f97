// Impossible input is refused with a stable code and the path of the field ("Состав": 49 cards,
// one copy each; "Подготовка": 13 / 12 / 11 cards per deck in a game; "Об игре": 3 to 5 players).
import { describe, expect, it } from 'vitest';
import { scorer } from '../../../../src/games/king-of-thieves/score';
import { errorOf, p } from './helpers';

const three = (a: unknown) => ({ players: [a, p('B'), p('C')] });

describe('refusals: shape and players', () => {
  it.each([null, undefined, 3, 'x', [], {}, { players: 'A' }, { players: {} }])('input %j is ERR_BAD_INPUT', (input) => {
    expect(errorOf(input)).toBe('ERR_BAD_INPUT');
  });

  it('Об игре: 3 to 5 players', () => {
    expect(errorOf({ players: [p('A'), p('B')] })).toBe('ERR_PLAYER_COUNT');
    expect(errorOf({ players: ['A', 'B', 'C', 'D', 'E', 'F'].map((id) => p(id)) })).toBe('ERR_PLAYER_COUNT');
    expect(errorOf({ players: ['A', 'B', 'C', 'D', 'E'].map((id) => p(id)) })).toBe('ok');
  });

  it('a player must be an object with a non-empty, unique id', () => {
    expect(errorOf(three(null))).toBe('ERR_BAD_INPUT');
    expect(errorOf(three(p('')))).toBe('ERR_BAD_PLAYER_ID');
    expect(errorOf(three(p('  ')))).toBe('ERR_BAD_PLAYER_ID');
    expect(errorOf(three({ ...p('A'), id: 7 }))).toBe('ERR_BAD_PLAYER_ID');
    expect(errorOf(three(p('x'.repeat(41))))).toBe('ERR_BAD_PLAYER_ID');
    expect(errorOf(three(p('B')))).toBe('ERR_DUPLICATE_PLAYER');
  });

  it('extra optional fields are accepted', () => {
    expect(errorOf({ players: [{ ...p('A'), name: 'Аня', colour: 'red' }, p('B'), p('C')], note: 'x' })).toBe('ok');
  });
});

describe('refusals: counts', () => {
  it.each([
    [-1, 'ERR_NEGATIVE'],
    [1.5, 'ERR_NOT_INTEGER'],
    ['3', 'ERR_NOT_INTEGER'],
    [Number.NaN, 'ERR_NOT_INTEGER'],
    [Number.POSITIVE_INFINITY, 'ERR_NOT_INTEGER'],
    [1000, 'ERR_OUT_OF_RANGE'],
    [undefined, 'ERR_NOT_INTEGER'],
    [999, 'ok'],
  ])('coins %s -> %s, notoriety the same', (value, code) => {
    expect(errorOf(three({ ...p('A'), coins: value }))).toBe(code);
    expect(errorOf(three({ ...p('A'), notoriety: value }))).toBe(code);
  });

  it('points at the offending field', () => {
    const r = scorer.score({ players: [p('A'), p('B', [], 0, -2), p('C')] });
    expect(r.ok ? null : r.path).toBe('players.1.notoriety');
  });
});

describe('refusals: cards (Состав, Подготовка)', () => {
  it('unknown ids and non-strings are refused with the card and its path', () => {
    const r = scorer.score(three(p('A', ['crown', 'Crown'])));
    expect(r.ok ? null : [r.error, r.params, r.path]).toEqual(['ERR_UNKNOWN_CARD', { card: 'Crown' }, 'players.0.cards.1']);
    expect(errorOf(three(p('A', [42 as unknown as string])))).toBe('ERR_UNKNOWN_CARD');
    expect(errorOf(three(p('A', ['toString'])))).toBe('ERR_UNKNOWN_CARD');
    expect(errorOf(three({ ...p('A'), cards: 'crown' }))).toBe('ERR_BAD_INPUT');
  });

  it('a card is owned once: twice in one hand or in two hands is refused', () => {
    expect(errorOf(three(p('A', ['scepter', 'scepter'])))).toBe('ERR_DUPLICATE_CARD');
    expect(errorOf({ players: [p('A', ['scepter']), p('B'), p('C', ['scepter'])] })).toBe('ERR_DUPLICATE_CARD');
    expect(errorOf({ players: [p('A', ['treasure-map-1']), p('B', ['treasure-map-2']), p('C')] })).toBe('ok');
  });

  it('ruling-unlabeled-potion: the Potion goes back to the box, so nobody can hold it at the end', () => {
    expect(errorOf(three(p('A', ['unlabeled-potion'])))).toBe('ERR_CARD_NOT_KEPT');
  });

  it('Подготовка: at most 13 A, 12 B and 11 C cards take part', () => {
    const a = [
      'alchemical-lab',
      'bondsman',
      'coercion-coordinator',
      'corrupt-official',
      'disgruntled-minion',
      'fence',
      'glamer',
      'guy-in-a-trenchcoat',
      'local-celebrity',
      'nearby-safehouse',
      'necklace',
      'pawnbroker',
      'philosophers-stone',
    ];
    expect(errorOf({ players: [p('A', a), p('B'), p('C')] })).toBe('ok');
    const r = scorer.score({ players: [p('A', a), p('B', ['tailor']), p('C')] });
    expect(r.ok ? null : [r.error, r.params]).toEqual(['ERR_TOO_MANY_CARDS_FROM_DECK', { deck: 'A', count: 14, max: 13 }]);
    const b = [
      'anthropomorphic-water-buffalo',
      'bookie',
      'brooch',
      'concealed-safehouse',
      'deceptive-bits-of-colored-glass',
      'easily-impressed-noble',
      'executive-assistant',
      'eyepatch-of-command',
      'fortified-safehouse',
      'gauntlet-of-evil-intent',
      'imbalanced-scales',
      'legitimate-jeweller',
      'lucky-animal-appendage',
    ];
    expect(errorOf({ players: [p('A', b.slice(0, 12)), p('B'), p('C')] })).toBe('ok');
    expect(errorOf({ players: [p('A', b.slice(0, 7)), p('B', b.slice(7)), p('C')] })).toBe('ERR_TOO_MANY_CARDS_FROM_DECK');
  });
});
