// Full-game gold count, one rule per test. Numbers come from the rulebook section "Подсчет очков"
// (and "Дополнение «Личные Поручения»" for orders), typed here by hand, not read from data/.
import { describe, expect, it } from 'vitest';
import { goldOf, rowsOf, scoreOk, player } from './helpers';

const inv = (over: Record<string, number>) => ({ inventory: { rock: 0, scissors: 0, paper: 0, trap: 0, ...over } });
const hand = (over: Record<string, number>) => ({ hand: over });

describe('Подсчет очков: victory pile', () => {
  it('simple and spearman steambots give 1 gold each, armoured 2', () => {
    // Player A always has one knight (1 gold) in these tests.
    expect(goldOf({ victories: { simple: 3 } })).toBe(1 + 3);
    expect(goldOf({ victories: { spearman: 2 } })).toBe(1 + 2);
    expect(goldOf({ victories: { armoured: 2 } })).toBe(1 + 4);
    expect(goldOf({ victories: { simple: 1, spearman: 1, armoured: 1 } })).toBe(1 + 4);
  });
});

describe('Подсчет очков: team', () => {
  it('each living knight gives 1 gold (cooks are knights)', () => {
    expect(goldOf({ knights: 3 })).toBe(3);
  });
  it('the mage gives 1 gold', () => {
    expect(goldOf({ knights: 2, mages: 1 })).toBe(3);
  });
  it('finishing as a ghost gives 1 gold (Рыцарь <-> Призрак)', () => {
    expect(goldOf({ knights: 0, ghost: true })).toBe(1);
  });
});

describe('Подсчет очков: inventory', () => {
  it('rock and scissors give 2 gold each', () => {
    expect(goldOf({ knights: 2, ...inv({ rock: 1, scissors: 1 }) })).toBe(2 + 4);
  });
  it('paper gives 0 gold without a mage', () => {
    expect(goldOf({ knights: 2, ...inv({ paper: 2 }) })).toBe(2);
  });
  it('paper gives 2 gold when the team has a mage', () => {
    expect(goldOf({ knights: 2, mages: 1, ...inv({ paper: 2 }) })).toBe(3 + 4);
  });
  it('a trap gives 0 gold', () => {
    expect(goldOf({ knights: 2, ...inv({ trap: 1 }) })).toBe(2);
  });
});

describe('Подсчет очков: settings', () => {
  it('each setting adds 1 gold on top of the trophy', () => {
    expect(goldOf({ knights: 2, ...inv({ rock: 1, scissors: 1 }), settings: 2 })).toBe(2 + 4 + 2);
  });
});

describe('Подсчет очков: cards left in hand', () => {
  it('simple and spearman steambots cost 1, armoured 2', () => {
    expect(goldOf({ knights: 3, ...hand({ simple: 1 }) })).toBe(2);
    expect(goldOf({ knights: 3, ...hand({ spearman: 2 }) })).toBe(1);
    expect(goldOf({ knights: 3, ...hand({ armoured: 1 }) })).toBe(1);
  });
  it('each special card costs 1 and the dragon 3', () => {
    expect(goldOf({ knights: 3, ...hand({ special: 2 }) })).toBe(1);
    expect(goldOf({ knights: 3, ...hand({ dragon: 1 }) })).toBe(0);
  });
  it('totals may go below zero', () => {
    expect(goldOf({ knights: 1, ...hand({ dragon: 2 }) })).toBe(-5);
  });
});

describe('Дополнение «Личные Поручения»', () => {
  it('adds each order card as entered, plus or minus', () => {
    expect(goldOf({ orders: [3, -2, 0, 1] })).toBe(1 + 2);
  });
  it('marks every order row as entered by the player', () => {
    const rows = rowsOf({ orders: [4, -1] }).filter((r) => r.category === 'order');
    expect(rows.map((r) => [r.points, r.userEntered, r.params?.number])).toEqual([
      [4, true, 1],
      [-1, true, 2],
    ]);
  });
});

describe('Подсчет очков: breakdown rows', () => {
  it('explains the issue example row by row, each row linked to its subsection', () => {
    const rows = rowsOf({
      knights: 2,
      mages: 1,
      victories: { simple: 1, armoured: 1 },
      ...inv({ rock: 1, paper: 1 }),
      settings: 1,
      ...hand({ special: 1 }),
      orders: [2, -1],
    });
    expect(rows.map((r) => [r.category, r.points, r.rule])).toEqual([
      ['victorySimple', 1, 'scoring-victory-pile'],
      ['victoryArmoured', 2, 'scoring-victory-pile'],
      ['knights', 2, 'scoring-team'],
      ['mages', 1, 'scoring-team'],
      ['rock', 2, 'scoring-inventory'],
      ['paperWithMage', 2, 'scoring-inventory'],
      ['settings', 1, 'scoring-settings'],
      ['handSpecial', -1, 'scoring-hand'],
      ['order', 2, 'scoring-orders'],
      ['order', -1, 'scoring-orders'],
    ]);
  });
  it('lists worthless cards too, so the player sees they were counted', () => {
    const rows = rowsOf({ knights: 2, ...inv({ paper: 1, trap: 1 }) });
    expect(rows.filter((r) => r.points === 0).map((r) => [r.category, r.params?.count])).toEqual([
      ['paper', 1],
      ['trap', 1],
    ]);
  });
  it('never shows rows of cards the player does not have', () => {
    const rows = scoreOk({ players: [player('A'), player('B')] }).breakdown.A!;
    expect(rows).toEqual([{ category: 'knights', points: 1, rule: 'scoring-team', params: { count: 1, rate: 1 } }]);
  });
});
