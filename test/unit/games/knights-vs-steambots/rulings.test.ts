// One test per ruling of the rules page's {#rulings} section: where the rulebook leaves a point
// open, these pin the reading Stolik chose. Anchor names match locales/*/rules/knights-vs-steambots.md.
import { describe, expect, it } from 'vitest';
import { duel, goldOf, player, scoreError, scoreOk } from './helpers';

describe('rulings (Рыцарь <-> Призрак, Подсчет очков, Простые правила)', () => {
  it('#ruling-mage-team: a mage alone keeps the player out of the ghost state', () => {
    expect(goldOf({ knights: 0, mages: 1 })).toBe(1);
    expect(scoreError(duel({ knights: 0, mages: 1, ghost: true }))).toBe('ERR_GHOST_WITH_TEAM');
  });
  it('#ruling-mage-carries-item: the mage holds one inventory card like a knight', () => {
    expect(goldOf({ knights: 1, mages: 1, inventory: { rock: 1, scissors: 1 } })).toBe(2 + 4);
    expect(scoreError(duel({ knights: 1, mages: 1, inventory: { rock: 1, scissors: 1, paper: 1 } }))).toBe('ERR_INVENTORY_FULL');
  });
  it('#ruling-several-mages: every mage gives 1 gold; paper counts 2 once any mage is there', () => {
    expect(goldOf({ knights: 1, mages: 2, inventory: { paper: 1 } })).toBe(1 + 2 + 2);
  });
  it('#ruling-settings-need-trophy: a trap never makes a setting', () => {
    expect(scoreError(duel({ knights: 2, inventory: { rock: 1, trap: 1 }, settings: 2 }))).toBe('ERR_TOO_MANY_SETTINGS');
    expect(goldOf({ knights: 2, inventory: { rock: 1, trap: 1 }, settings: 1 })).toBe(2 + 2 + 1);
  });
  it('#ruling-hand-steambot-penalty: the penalty mirrors the victory value of the type', () => {
    expect(goldOf({ knights: 3, hand: { simple: 1, spearman: 1, armoured: 1 } })).toBe(3 - 4);
  });
  it('#ruling-knight-supply: knights in play are those dealt plus the two cooks', () => {
    const three = (k: number[]) => ({ players: k.map((n, i) => player(`P${i}`, { knights: n })) });
    expect(scoreError(three([4, 2, 2]))).toBe('accepted');
    expect(scoreError(three([4, 3, 2]))).toBe('ERR_TOO_MANY_KNIGHTS');
  });
  it('#ruling-orders: any number of order cards, each entered as its net gold', () => {
    expect(goldOf({ orders: [1, 2, 3, 4, -5] })).toBe(1 + 5);
  });
  it('#ruling-no-tie-break: equal gold shares a place, whatever else differs', () => {
    const r = scoreOk({
      players: [player('A', { knights: 3 }), player('B', { knights: 1, victories: { armoured: 1 } }), player('C')],
    });
    expect(r.ranking).toEqual([['A', 'B'], ['C']]);
  });
  it('#ruling-kids-no-mage: children count paper as 0 and refuse a mage', () => {
    expect(goldOf({ inventory: { paper: 2 } }, 'kids-easy')).toBe(0);
    expect(goldOf({ knights: 2, inventory: { paper: 2 } }, 'kids-harder')).toBe(0);
    expect(scoreError({ variant: 'kids-harder', players: [{ id: 'A', mages: 1 }, { id: 'B' }] })).toBe('ERR_NOT_IN_VARIANT');
  });
  it('#ruling-kids-harder-knights: knights give no coins in version 2', () => {
    expect(goldOf({ knights: 3 }, 'kids-harder')).toBe(0);
  });
});
