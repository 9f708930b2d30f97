// The two simple versions for children ("Простые правила игры для детей": Версия 1 «Очень просто!»,
// Версия 2 «Чуть сложнее»): what each counts and what each refuses.
import { describe, expect, it } from 'vitest';
import { goldOf, rowsOf, scoreError } from './helpers';

describe('Версия 1 «Очень просто!» (kids-easy)', () => {
  it('counts the coins on collected steambots and trophies', () => {
    expect(goldOf({ victories: { simple: 1, spearman: 1, armoured: 1 } }, 'kids-easy')).toBe(4);
    expect(goldOf({ inventory: { rock: 2, scissors: 1, paper: 3 } }, 'kids-easy')).toBe(6);
  });
  it('links every row to the children scoring subsection', () => {
    const rows = rowsOf({ victories: { armoured: 1 }, inventory: { rock: 1 } }, 'kids-easy');
    expect(rows.map((r) => r.rule)).toEqual(['scoring-kids', 'scoring-kids']);
  });
  it('refuses what the version takes out of the deck or never counts', () => {
    for (const extra of [
      { knights: 1 },
      { settings: 1 },
      { inventory: { trap: 1 } },
      { mages: 1 },
      { ghost: true },
      { hand: { dragon: 1 } },
      { orders: [1] },
    ]) {
      expect(scoreError({ variant: 'kids-easy', players: [{ id: 'A', ...extra }, { id: 'B' }] })).toBe('ERR_NOT_IN_VARIANT');
    }
  });
  it('accepts those fields when they are zero or empty', () => {
    const zeros = { knights: 0, mages: 0, ghost: false, settings: 0, orders: [], hand: { dragon: 0 } };
    expect(scoreError({ variant: 'kids-easy', players: [{ id: 'A', ...zeros }, { id: 'B' }] })).toBe('accepted');
  });
  it('is for exactly two players', () => {
    expect(scoreError({ variant: 'kids-easy', players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }] })).toBe('ERR_PLAYER_COUNT');
    expect(scoreError({ variant: 'kids-easy', players: [{ id: 'A' }] })).toBe('ERR_PLAYER_COUNT');
  });
});

describe('Версия 2 «Чуть сложнее» (kids-harder)', () => {
  it('counts steambots, trophies under knights and settings', () => {
    const a = { knights: 2, victories: { armoured: 1 }, inventory: { rock: 1, scissors: 1 }, settings: 2 };
    expect(goldOf(a, 'kids-harder')).toBe(2 + 4 + 2);
  });
  it('allows a kept trap (worth 0): version 2 does not remove traps', () => {
    expect(goldOf({ knights: 1, inventory: { trap: 1 } }, 'kids-harder')).toBe(0);
  });
  it('gives each player three knights and never more', () => {
    expect(scoreError({ variant: 'kids-harder', players: [{ id: 'A', knights: 4 }, { id: 'B' }] })).toBe('ERR_TOO_MANY_KNIGHTS');
  });
  it('keeps one trophy per knight; a player without knights keeps none', () => {
    const players = (a: object) => ({ variant: 'kids-harder', players: [{ id: 'A', ...a }, { id: 'B' }] });
    expect(scoreError(players({ knights: 1, inventory: { rock: 1, paper: 1 } }))).toBe('ERR_INVENTORY_FULL');
    expect(scoreError(players({ knights: 0, inventory: { rock: 1 } }))).toBe('ERR_INVENTORY_FULL');
    expect(scoreError(players({ knights: 2, inventory: { rock: 1, trap: 1 }, settings: 2 }))).toBe('ERR_TOO_MANY_SETTINGS');
  });
  it('refuses fields the version does not count', () => {
    for (const extra of [{ mages: 1 }, { ghost: true }, { hand: { simple: 1 } }, { orders: [2] }]) {
      expect(scoreError({ variant: 'kids-harder', players: [{ id: 'A', knights: 1, ...extra }, { id: 'B' }] })).toBe('ERR_NOT_IN_VARIANT');
    }
  });
});
