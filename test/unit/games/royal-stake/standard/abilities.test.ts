// Scenario tests of the trick-phase abilities of the standard game, each citing its rulebook
// page: hermit, militia, ninja, samurai (and the red queen, the follow rule in this mode).
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/royal-stake/engine';
import { explainTrick } from '../../../../../src/games/royal-stake/engine';
import type { RsMove, RsState, RsView } from '../../../../../src/games/royal-stake/engine/types';
import { atTrick, play, stdConfig } from './helpers';

const C4 = stdConfig(4);
const refused = (s: RsState, m: unknown) => {
  const r = engine.apply(s, m as RsMove);
  return r.ok ? 'ok' : r.error;
};

describe('hermit (rulebook «Отшельник»: once a round on your turn, draw 3, discard 3)', () => {
  const s = atTrick(C4, 'hermit', {
    0: { hand: ['red-1', 'red-2', 'red-3', 'red-4', 'red-5'], chars: ['hermit-1', 'ninja-1', 'healer-1'], bets: ['healer-1'] },
  });

  it('draws three from the stock, then the same seat throws away exactly three', () => {
    expect(engine.legalMoves(s)).toContainEqual({ t: 'hermit' });
    const drawn = play(s, { t: 'hermit' });
    expect(drawn.phase).toBe('hermit');
    expect(drawn.seats[0]!.hand).toHaveLength(8);
    expect(drawn.seats[0]!.hand.slice(5)).toEqual(s.deck.slice(0, 3));
    expect(engine.toMove(drawn)).toBe(0);
    expect(refused(drawn, { t: 'discard', cards: ['red-1'] })).toBe('ERR_DISCARD_COUNT');
    const done = play(drawn, { t: 'discard', cards: ['red-1', 'red-2', 'red-3'] });
    expect(done.phase).toBe('trick');
    expect(done.seats[0]!.hand).toHaveLength(5);
    expect(engine.toMove(done)).toBe(0);
    // Once a round: not offered again, and refused.
    expect(engine.legalMoves(done)).not.toContainEqual({ t: 'hermit' });
    expect(refused(done, { t: 'hermit' })).toBe('ERR_ABILITY_NOT_AVAILABLE');
  });

  it('a hermit laid as the bet has no ability', () => {
    const bet = atTrick(C4, 'hermit', { 0: { chars: ['hermit-1', 'ninja-1', 'healer-1'], bets: ['hermit-1'] } });
    expect(refused(bet, { t: 'hermit' })).toBe('ERR_ABILITY_NOT_AVAILABLE');
  });
});

describe('militia (rulebook «Ополченец»: 1<->10, rarity<->white flag, any number of times, said aloud)', () => {
  const s = atTrick(C4, 'militia', {
    0: { hand: ['green-1', 'green-5', 'rarity-1', 'blue-2', 'blue-3'], chars: ['militia-1', 'ninja-1', 'healer-1'], bets: ['healer-1'] },
    1: { hand: ['green-7', 'red-2', 'red-3', 'red-4', 'red-5'] },
    2: { hand: ['green-2', 'red-6', 'red-7', 'blue-4', 'blue-5'] },
    3: { hand: ['green-3', 'black-2', 'black-3', 'blue-6', 'blue-7'] },
  });

  it('a green 1 played as a 10 wins the trick, and the log announces the swap', () => {
    const m = { t: 'play' as const, card: 'green-1', militia: true as const };
    expect(engine.legalMoves(s)).toContainEqual(m);
    expect(engine.describeMove(s, m)).toMatchObject({ key: 'std.militia', params: { line: 'play', as: 'rank10', card: 'green-1' } });
    const t = play(s, m, { t: 'play', card: 'green-7' }, { t: 'play', card: 'green-2' }, { t: 'play', card: 'green-3' });
    expect(t.history[0]!.winner).toBe(0);
    const v = explainTrick(t, 0);
    expect(v.ok && v.value.rule).toBe('character-militia');
  });

  it('a rarity played as a white flag loses; a 5 has nothing to swap; no militia, no swap', () => {
    expect(refused(s, { t: 'play', card: 'green-5', militia: true })).toBe('ERR_MILITIA_NOT_APPLICABLE');
    const t = play(
      s,
      { t: 'play', card: 'rarity-1', militia: true },
      { t: 'play', card: 'green-7' },
      { t: 'play', card: 'green-2' },
      { t: 'play', card: 'green-3' },
    );
    expect(t.history[0]!.winner).toBe(1);
    const plain = atTrick(C4, 'militia', { 0: { hand: ['green-1'], chars: ['hermit-1', 'ninja-1', 'healer-1'], bets: ['healer-1'] } });
    expect(refused(plain, { t: 'play', card: 'green-1', militia: true })).toBe('ERR_ABILITY_NOT_AVAILABLE');
  });
});

describe('ninja (rulebook «Ниндзя»: the first player may name another, once a trick)', () => {
  const plan = {
    0: { hand: ['red-1', 'red-2', 'red-3', 'red-4', 'red-5'], chars: ['ninja-1', 'hermit-1', 'healer-1'], bets: ['healer-1'] },
    2: { hand: ['blue-1', 'blue-2', 'blue-3', 'blue-4', 'blue-5'], chars: ['ninja-2', 'hermit-2', 'collector-1'], bets: ['collector-1'] },
  };

  it('hands the lead on before the first card; not twice in one trick; not after a card', () => {
    const s = atTrick(C4, 'ninja', plan, 0);
    expect(engine.legalMoves(s)).toContainEqual({ t: 'ninja', seat: 1 });
    const moved = play(s, { t: 'ninja', seat: 1 });
    expect(moved.trick!.leader).toBe(1);
    expect(engine.toMove(moved)).toBe(1);
    expect(engine.legalMoves(moved).some((m) => m.t === 'ninja')).toBe(false);
    const played = play(s, { t: 'play', card: 'red-1' });
    expect(refused(played, { t: 'ninja', seat: 2 })).toBe('ERR_ABILITY_NOT_AVAILABLE');
  });

  it('a ninja named by another ninja may name someone else, even the one who named it', () => {
    const s = atTrick(C4, 'ninja', plan, 0);
    const to2 = play(s, { t: 'ninja', seat: 2 });
    expect(engine.legalMoves(to2)).toContainEqual({ t: 'ninja', seat: 0 });
    const back = play(to2, { t: 'ninja', seat: 0 });
    expect(engine.toMove(back)).toBe(0);
    // Seat 0 already handed the lead on in this trick.
    expect(refused(back, { t: 'ninja', seat: 1 })).toBe('ERR_ABILITY_NOT_AVAILABLE');
  });
});

describe('samurai (rulebook «Самурай»: red cards play with black strength and stay red)', () => {
  const plan = {
    0: { hand: ['red-10', 'red-2', 'blue-9', 'blue-8', 'blue-7'], chars: ['samurai-1', 'hermit-1', 'healer-1'], bets: ['healer-1'] },
    1: { hand: ['black-10', 'blue-2', 'blue-3', 'blue-4', 'green-8'] },
    2: { hand: ['red-7', 'green-2', 'green-3', 'green-4', 'green-5'] },
    3: { hand: ['red-9', 'green-6', 'green-7', 'blue-5', 'blue-6'] },
  };

  it('a red 10 equals a black 10: the one laid first wins; the lead stays red', () => {
    const s = atTrick(C4, 'samurai', plan, 0);
    const t1 = play(s, { t: 'play', card: 'red-10' });
    expect((engine.view(t1, 1) as RsView).leadSuit).toBe('red');
    expect(t1.trick!.plays[0]).toMatchObject({ card: 'red-10', samurai: true });
    const t = play(t1, { t: 'play', card: 'black-10' }, { t: 'play', card: 'red-7' }, { t: 'play', card: 'red-9' });
    expect(t.history[0]!.winner).toBe(0);
    const v = explainTrick(t, 0);
    expect(v.ok && v.value.rule).toBe('character-samurai');
  });

  it('a red card off the lead colour wins as a trump would, and counts as red among won cards', () => {
    const s = atTrick(C4, 'samurai', plan, 2);
    const t = play(s, { t: 'play', card: 'green-2' }, { t: 'play', card: 'green-6' }, { t: 'play', card: 'red-2' }, { t: 'play', card: 'green-8' });
    expect(t.history[0]!.winner).toBe(0);
    expect(t.seats[0]!.won).toContain('red-2');
  });
});
