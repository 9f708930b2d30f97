// Card data against the book's component lists: «Состав игры», «Подготовка к игре», «Игра на двоих».
import { describe, expect, it } from 'vitest';
import {
  CHARACTER_COPIES_IN_BOX,
  QUEEN_RECHARGE_COST,
  UNUSED_KING_BONUS,
  WHITE_KING_BACK,
  betKey,
  betWinsKey,
  characterCopies,
  deckSize,
  kingNumberKey,
} from '../../../../src/games/royal-stake/data';

const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);

describe('components — «Состав игры», «Подготовка к игре»', () => {
  it('20 character cards in the box', () => {
    expect(sum(CHARACTER_COPIES_IN_BOX)).toBe(20);
  });
  it.each([
    [5, 44, 20],
    [4, 36, 18],
    [3, 28, 12],
    [2, 28, 8],
  ])('%i players: %i minor cards, %i characters (cheerleader included where allowed)', (n, deck, chars) => {
    expect(deckSize(n)).toBe(deck);
    expect(sum(characterCopies(n))).toBe(chars);
  });
  it('2 players: one copy of each of eight characters, no jester or cheerleader', () => {
    const c = characterCopies(2);
    expect(
      Object.entries(c)
        .filter(([, k]) => k > 0)
        .every(([, k]) => k === 1),
    ).toBe(true);
    expect(c.jester + c.cheerleader).toBe(0);
  });
  it('4 players with the recommended base squads keep the spare cardsharp and hermit', () => {
    expect(characterCopies(4, true).cardsharp).toBe(3);
    expect(characterCopies(4).hermit).toBe(2);
  });
  it('rulers: unused king bonuses, queen costs, white king back — «Свойства королей», «Свойства дам»', () => {
    expect(UNUSED_KING_BONUS).toEqual({ white: 60, red: 50, blue: 40, green: 30, black: 20 });
    expect(QUEEN_RECHARGE_COST).toEqual({ white: 30, red: 40, blue: 20, green: 10, black: 10 });
    expect(WHITE_KING_BACK.slice(1)).toEqual([20, 50, 80, 150]);
  });
  it('card-value keys follow the documented scheme', () => {
    expect(betKey('hermit')).toBe('royal-stake/bet/hermit');
    expect(betWinsKey('collector', 2)).toBe('royal-stake/bet/collector/2');
    expect(kingNumberKey('white', 'front')).toBe('royal-stake/king-number/white');
    expect(kingNumberKey('red', 'back')).toBe('royal-stake/king-number-back/red');
  });
});
