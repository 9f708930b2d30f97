// Kings and queens in the standard game (rulebook «Как использовать королей из отряда», «Свойства
// дам»), with the militia's swap on a queen's strength («Ополченец»): the core rules run here too.
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/royal-stake/engine';
import type { RsMove, RsState } from '../../../../../src/games/royal-stake/engine/types';
import { stdScorerInput } from '../../../../../src/games/royal-stake/engine/modes/standard/score';
import { atTrick, play, stdConfig } from './helpers';

const code = (s: RsState, m: unknown) => {
  const r = engine.apply(s, m as RsMove);
  return r.ok ? 'ok' : r.error;
};
const C4 = stdConfig(4);
const others = {
  1: { hand: ['green-2', 'green-3'] },
  2: { hand: ['green-4', 'green-5'] },
  3: { hand: ['rarity-2', 'green-6'] },
};

describe('kings and queens in the standard game', () => {
  it('the white king lies on a rarity or white flag only, and beats a rarity laid before it', () => {
    const s = atTrick(C4, 'wking', { 0: { hand: ['whiteFlag-1', 'green-9'], set: 'white' }, ...others }, 3);
    const t = play(s, { t: 'play', card: 'rarity-2' });
    expect(code(t, { t: 'play', card: 'green-9', king: true })).toBe('ERR_KING_WRONG_CARD');
    const u = play(t, { t: 'play', card: 'whiteFlag-1', king: true }, { t: 'play', card: 'green-2' }, { t: 'play', card: 'green-4' });
    expect(u.history[0]!.winner).toBe(0);
    expect(u.seats[0]!.king).toBe('used');
  });

  it('a white flag stays the weakest card even with a rarity in the trick (no "I am King" flag rule)', () => {
    const s = atTrick(C4, 'flag', { 0: { hand: ['whiteFlag-1', 'green-9'], set: 'red' }, ...others }, 3);
    const t = play(s, { t: 'play', card: 'rarity-2' }, { t: 'play', card: 'whiteFlag-1' }, { t: 'play', card: 'green-2' }, { t: 'play', card: 'green-4' });
    expect(t.history[0]!.winner).toBe(3);
  });

  it('the militia turns a blue-queen card (white-flag strength) into a rarity', () => {
    const s = atTrick(
      C4,
      'bq',
      { 0: { hand: ['green-1', 'green-9'], set: 'blue', chars: ['militia-1', 'hermit-1', 'healer-1'], bets: ['healer-1'] }, ...others },
      0,
    );
    const m = { t: 'play' as const, card: 'green-1', queen: 'blue' as const, militia: true as const };
    expect(engine.legalMoves(s)).toContainEqual(m);
    expect(engine.describeMove(s, m)).toMatchObject({ key: 'std.militia', params: { line: 'playQueen', as: 'rarity' } });
    const t = play(s, m, { t: 'play', card: 'green-2' }, { t: 'play', card: 'green-4' }, { t: 'play', card: 'green-6' });
    expect(t.history[0]!.winner).toBe(0);
    expect(t.seats[0]!.queenUses).toBe(0);
  });

  it('a used queen stays face down into the next round (until recharged) and the king once a game', () => {
    const s = atTrick(C4, 'carry', { 0: { hand: ['red-9'], set: 'red' }, 1: { hand: ['red-2'] }, 2: { hand: ['red-3'] }, 3: { hand: ['red-4'] } }, 0);
    const t = play(
      s,
      { t: 'play', card: 'red-9', queen: 'red', king: true },
      { t: 'play', card: 'red-2' },
      { t: 'play', card: 'red-3' },
      { t: 'play', card: 'red-4' },
    );
    expect(t.round).toBe(2);
    expect(t.seats[0]).toMatchObject({ queenUses: 0, king: 'used' });
    expect((t.rounds[0] as { players: Record<string, { redQueen: boolean; kingUsed: boolean }> }).players['0']).toMatchObject({
      redQueen: true,
      kingUsed: true,
    });
  });

  it('the advanced cheerleader rule reaches the scorer as its option', () => {
    const s = atTrick(stdConfig(5, { cheerleader: true, advancedCheerleader: true }), 'adv', {});
    expect(stdScorerInput(s).options).toEqual({ jesterDeal: false, cheerleaderAdvanced: true, baseSquads: false });
  });
});
