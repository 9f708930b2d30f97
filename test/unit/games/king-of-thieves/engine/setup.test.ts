// King of Thieves engine: the set-up ("Подготовка", steps 1-8) and the first roll ("Часть 1").
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/king-of-thieves/engine';
import { CARD_BY_ID } from '../../../../../src/games/king-of-thieves/data/cards';
import { start } from './helpers';

const sum = (c: number[]) => c.reduce((a, b) => a + b, 0);

describe('king-of-thieves engine set-up ("Подготовка")', () => {
  it.each([
    [3, 10],
    [4, 11],
    [5, 13],
  ])('%i players play with %i dice, all rolled into the centre (step 5, "Часть 1")', (players, dice) => {
    const s = start(players);
    expect(s.diceCount).toBe(dice);
    expect(sum(s.centre)).toBe(dice);
    expect(s.loot.every((l) => sum(l) === 0)).toBe(true);
  });

  it('decks A, B, C keep 13, 12, 11 cards after 3, 7, 3 are removed unseen; five A cards form the market (steps 6-7)', () => {
    const s = start(4);
    expect(s.rows.A).toHaveLength(5);
    expect(s.decks.A.length + s.rows.A.length).toBe(13);
    expect(s.decks.B).toHaveLength(12);
    expect(s.decks.C).toHaveLength(11);
    expect(s.boxed).toHaveLength(13);
    expect(s.open).toEqual(['A']);
    for (const id of s.rows.A) expect(CARD_BY_ID.get(id!)!.deck).toBe('A');
    const everyCard = [...s.rows.A, ...s.decks.A, ...s.decks.B, ...s.decks.C, ...s.boxed];
    expect(new Set(everyCard).size).toBe(49);
    expect(s.boxed.filter((id) => CARD_BY_ID.get(id)!.deck === 'B')).toHaveLength(7);
  });

  it('everyone starts with one coin and no notoriety; the token holder rolls and chooses first, the token in the centre (step 2, "Часть 1")', () => {
    const s = start(5, 'x', 3);
    expect(s.coins).toEqual([1, 1, 1, 1, 1]);
    expect(s.notoriety).toEqual([0, 0, 0, 0, 0]);
    expect(s.seat).toBe(3);
    expect(s.token).toBe(-1);
    expect(s.phase).toBe('split');
    expect(engine.toMove(s)).toBe(3);
  });

  it('the same seed deals the same table; another seed shuffles differently', () => {
    expect(start(4, 'a')).toStrictEqual(start(4, 'a'));
    expect(start(4, 'a').decks).not.toStrictEqual(start(4, 'b').decks);
  });

  it.each([
    [{ players: 2 }, 'ERR_BAD_PLAYERS'],
    [{ players: 6 }, 'ERR_BAD_PLAYERS'],
    [{ players: 3.5 }, 'ERR_BAD_PLAYERS'],
    [{ players: 4, first: 4 }, 'ERR_BAD_FIRST'],
    [{ players: 4, first: -1 }, 'ERR_BAD_FIRST'],
    [null, 'ERR_BAD_CONFIG'],
  ])('refuses config %j with %s', (config, code) => {
    const r = engine.setup(config as never, 's');
    expect(r.ok ? 'ok' : r.error).toBe(code);
  });

  it('refuses a seed that is not a string', () => {
    const r = engine.setup({ players: 3 }, 7 as never);
    expect(r.ok ? 'ok' : r.error).toBe('ERR_BAD_SEED');
  });
});
