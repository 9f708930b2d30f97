// Booking a judged island into the score input, and the box facts — «Состав игры».
import { describe, expect, it } from 'vitest';
import { ACTION_CARD_COUNTS, ACTION_CARDS, cardsForCoins, COINS, deckGroupOf, ISLAND_CARDS, ISLANDS_PER_GAME } from '../../../../src/games/jackal/data';
import { appendIsland } from '../../../../src/games/jackal/referee';
import { scorer } from '../../../../src/games/jackal/score';
import { card, island, judge, T } from './helpers';

describe('box facts — «Состав игры»', () => {
  it('the action card kinds add up to the 60 in the box', () => {
    expect(Object.values(ACTION_CARD_COUNTS).reduce((a, b) => a + b, 0)).toBe(ACTION_CARDS);
    expect(ACTION_CARDS).toBe(60);
  });
  it('40 islands, 37 coins, 10 islands a game', () => {
    expect([ISLAND_CARDS, COINS, ISLANDS_PER_GAME]).toEqual([40, 37, 10]);
  });
  it('Tortuga: 1 coin buys 2 cards, 2 buy 3, 3 buy 5, nothing else — «Можно ли потратить монеты?»', () => {
    expect([1, 2, 3].map(cardsForCoins)).toEqual([2, 3, 5]);
    expect([0, 4, -1, 1.5].map(cardsForCoins)).toEqual([undefined, undefined, undefined, undefined]);
  });
  it('every arrow kind draws on the one pile of 31 arrows', () => {
    expect(deckGroupOf('arrowAnyDiagonal')).toBe('arrow');
    expect(deckGroupOf('horse')).toBe('horse');
  });
});

describe('appendIsland', () => {
  const verdict = judge(island({ A: [card('horse', T('big', 3))], C: [card('horse', 'empty'), card('horse', T('big', 3))] }, { seats: ['A', 'B', 'C'] }));
  const ledger = {
    players: [
      { id: 'A', islands: [1] },
      { id: 'B', islands: [2] },
      { id: 'C', islands: [0] },
    ],
  };
  it("books the judge's coins and a Tortuga trade as a negative number", () => {
    const r = appendIsland(ledger, verdict, { B: 2 });
    expect(r).toEqual({
      ok: true,
      value: {
        players: [
          { id: 'A', islands: [1, 3] },
          { id: 'B', islands: [2, -2] },
          { id: 'C', islands: [0, 2] },
        ],
      },
    });
    if (r.ok) expect(scorer.score(r.value)).toMatchObject({ ok: true, value: { totals: { A: 4, B: 0, C: 2 } } });
    expect(ledger.players[0]!.islands).toEqual([1]); // the input is left untouched
  });
  it('refuses a pirate who both traded and sailed, a bad price and strangers', () => {
    expect(appendIsland(ledger, verdict, { A: 1 })).toMatchObject({ ok: false, error: 'ERR_TORTUGA_AND_ISLAND' });
    expect(appendIsland(ledger, verdict, { B: 4 })).toMatchObject({ ok: false, error: 'ERR_TORTUGA_TRADE' });
    expect(appendIsland(ledger, verdict, { Z: 1 })).toMatchObject({ ok: false, error: 'ERR_UNKNOWN_PLAYER' });
    const onlyA = { players: [{ id: 'A', islands: [] }] };
    expect(appendIsland(onlyA, verdict)).toMatchObject({ ok: false, error: 'ERR_UNKNOWN_PLAYER' });
  });
});
