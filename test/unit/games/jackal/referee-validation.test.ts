// Refusals of the arrival judge: impossible rows, unknown cards, more cards than the deck holds.
import { describe, expect, it } from 'vitest';
import { judgeArrivals } from '../../../../src/games/jackal/referee';
import { card, island, T } from './helpers';

const refuse = (input: unknown) => {
  const r = judgeArrivals(input);
  if (r.ok) throw new Error('accepted');
  return r;
};

describe('arrival judge refusals', () => {
  it.each<[string, unknown[], string]>([
    ['an unknown card', [card('cannon', 'empty')], 'ERR_UNKNOWN_CARD'],
    ['rum after a move', [card('horse', 'empty'), card('rum')], 'ERR_CARD_OUT_OF_ORDER'],
    ['a flag after a move', [card('horse', 'empty'), card('redFlag')], 'ERR_CARD_OUT_OF_ORDER'],
    ['two flags', [card('redFlag'), card('blueFlag'), card('horse', 'empty')], 'ERR_CARD_OUT_OF_ORDER'],
    ['rum under a flag', [card('redFlag'), card('rum'), card('horse', 'empty')], 'ERR_CARD_OUT_OF_ORDER'],
    ['a double with no move before it', [card('double'), card('horse', 'empty')], 'ERR_ATTACHMENT_WITHOUT_MOVE'],
    ['a weapon right after a flag', [card('redFlag'), card('weapon'), card('horse', 'empty')], 'ERR_ATTACHMENT_WITHOUT_MOVE'],
    ['two doubles on one move (ruling "attachments")', [card('horse', ['empty', 'empty']), card('double'), card('double')], 'ERR_DUPLICATE_ATTACHMENT'],
    ['an empty row', [], 'ERR_NO_CARDS'],
    ['only rum from others', [card('rum')], 'ERR_NO_CARDS'],
    ['a cell on a Friday card', [card('horse', 'empty'), card('friday', 'trap')], 'ERR_UNEXPECTED_CELL'],
    ['water as a cell', [card('horse', 'water')], 'ERR_BAD_CELL'],
    ['two cells for a single move', [card('horse', ['empty', 'empty'])], 'ERR_TOO_MANY_CELLS'],
    ['three cells for a doubled move', [card('horse', ['empty', 'empty', 'empty']), card('double')], 'ERR_TOO_MANY_CELLS'],
    ['a 4-coin treasure', [card('horse', T('t', 4))], 'ERR_BAD_TREASURE_VALUE'],
    ['a treasure with no id', [card('horse', { value: 2 })], 'ERR_BAD_CELL'],
    ['a move reached with no cell', [card('horse', 'empty'), card('horse')], 'ERR_MISSING_CELL'],
    ['a doubled move missing its end', [card('horse', ['empty']), card('double')], 'ERR_MISSING_CELL'],
  ])('refuses %s', (_, cards, error) => {
    expect(refuse(island({ A: cards as never }))).toMatchObject({ error });
  });
  it('points at the card that lacks its cell', () => {
    expect(refuse(island({ B: [card('horse', 'empty')], A: [card('horse', 'empty'), card('horse')] }))).toMatchObject({
      error: 'ERR_MISSING_CELL',
      path: 'pirates.1.cards.1.to',
    });
  });
  it('needs no cells after the pirate has stopped', () => {
    expect(judgeArrivals(island({ A: [card('horse', 'robber'), card('horse'), card('horse')] })).ok).toBe(true);
    expect(judgeArrivals(island({ A: [card('horse', T('t', 1)), card('horse')] })).ok).toBe(true);
  });
  it('refuses one treasure given two values', () => {
    const input = island({ A: [card('horse', T('t', 2))], B: [card('horse', T('t', 3))] });
    expect(refuse(input)).toMatchObject({ error: 'ERR_TREASURE_VALUE_MISMATCH', params: { treasure: 't' } });
  });
  it.each<[string, number]>([
    ['double', 4],
    ['rum', 4],
    ['weapon', 4],
    ['friday', 3],
    ['horse', 6],
  ])('refuses more %s cards on one island than the deck holds — «Состав игры»', (name, max) => {
    // n cards of the kind, spread over pirates A and B.
    const row = (n: number) => {
      if (name === 'rum') return [...Array(n).fill(card('rum')), card('arrowVertical', 'empty')];
      if (name === 'horse') return [card('arrowVertical', 'empty'), ...Array(n).fill(card('horse', 'empty'))];
      const to = name === 'double' ? ['empty', 'empty'] : 'empty';
      return [
        card('arrowVertical', 'empty'),
        ...Array(n)
          .fill(0)
          .flatMap(() => [card('arrowVertical', to), card(name)]),
      ];
    };
    const half = Math.floor(max / 2);
    expect(judgeArrivals(island({ A: row(half), B: row(max - half) })).ok).toBe(true);
    const over = refuse(island({ A: row(half), B: row(max - half + 1) }));
    expect(over).toMatchObject({ error: 'ERR_TOO_MANY_CARDS', params: { card: name, max } });
  });
  it('refuses 32 arrows on one island — «Состав игры»', () => {
    const arrows = (n: number) => Array(n).fill(card('arrowVertical', 'empty'));
    expect(judgeArrivals(island({ A: arrows(16), B: arrows(15) })).ok).toBe(true);
    const over = refuse(island({ A: arrows(16), B: arrows(16) }));
    expect(over).toMatchObject({ error: 'ERR_TOO_MANY_CARDS', params: { card: 'arrow', max: 31 } });
  });
  it.each<[string, unknown, string]>([
    ['not an object', [], 'ERR_NOT_OBJECT'],
    ['one seat', { ...island({}), seats: ['A'] }, 'ERR_BAD_SEATS'],
    ['five seats', { ...island({}), seats: ['A', 'B', 'C', 'D', 'E'] }, 'ERR_BAD_SEATS'],
    ['a seat twice', { ...island({}), seats: ['A', 'A'] }, 'ERR_DUPLICATE_PLAYER'],
    ['an unknown first player', island({}, { firstPlayer: 'Z' }), 'ERR_UNKNOWN_PLAYER'],
    ['a pirate not at the table', island({ Z: [card('horse', 'empty')] }), 'ERR_UNKNOWN_PLAYER'],
    ['a green flag', island({}, { islandFlags: ['green'] }), 'ERR_BAD_ISLAND_FLAGS'],
    ['flags missing', { ...island({}), islandFlags: undefined }, 'ERR_BAD_ISLAND_FLAGS'],
    ['pirates missing', { ...island({}), pirates: 'A' }, 'ERR_PIRATES_NOT_ARRAY'],
    ['cards missing', { ...island({}), pirates: [{ id: 'A' }] }, 'ERR_CARDS_NOT_ARRAY'],
  ])('refuses %s', (_, input, error) => {
    expect(refuse(input)).toMatchObject({ error });
  });
  it('refuses the same pirate twice', () => {
    const input = island({ A: [card('horse', 'empty')] });
    input.pirates.push({ id: 'A', cards: [card('horse', 'empty')] as never });
    expect(refuse(input)).toMatchObject({ error: 'ERR_DUPLICATE_PLAYER' });
  });
});
