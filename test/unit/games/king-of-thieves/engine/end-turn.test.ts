// King of Thieves engine: the end of a turn and of the game ("Конец хода", "Конец игры"): bags to
// coins, masks to notoriety (Imbalanced Scales, Island Estate), dice back, the market refilled row
// by row, the next deck's row opened, the game over when deck C cannot refill.
import { describe, expect, it } from 'vitest';
import { engine, type KotState } from '../../../../../src/games/king-of-thieves/engine';
import { allDice, cardsFor, D, inSale, play } from './helpers';

const sum = (c: number[]) => c.reduce((a, b) => a + b, 0);

/** Every seat in the sale says it is done, in buying order. */
function finishSale(s: KotState): KotState {
  let t = s;
  while (t.phase === 'sale') t = play(t, { type: 'done', seat: t.seat });
  return t;
}

describe('king-of-thieves end of turn ("Конец хода")', () => {
  it('each bag die becomes a coin and each mask die a notoriety token; every die goes back and is rolled for the next turn', () => {
    const s = inSale({ seat: 1, loot: [D({ bag: 2, mask: 1 }), D({ mask: 3 }), D({ red: 1 }), D()] });
    const next = finishSale(s);
    expect(next.coins).toEqual([3, 1, 1, 1]);
    expect(next.notoriety).toEqual([1, 3, 0, 0]);
    expect(next.phase).toBe('split');
    expect(next.round).toBe(2);
    expect(next.seat).toBe(1);
    expect(next.token).toBe(-1);
    expect(sum(next.centre)).toBe(s.diceCount);
    expect(next.loot.every((l) => sum(l) === 0)).toBe(true);
    // The last "done" of the turn rolls the dice for the next one: undo stops there.
    let before = s;
    for (const seat of [1, 2, 3]) before = play(before, { type: 'done', seat });
    expect(engine.isCheckpoint(before, { type: 'done', seat: 0 }, play(before, { type: 'done', seat: 0 }))).toBe(true);
    expect(engine.isCheckpoint(s, { type: 'done', seat: 1 }, play(s, { type: 'done', seat: 1 }))).toBe(false);
  });

  it('Imbalanced Scales: one more coin when at least one bag turns into coins, once whatever the number', () => {
    const cards = cardsFor(4, 0, ['imbalanced-scales']);
    expect(finishSale(inSale({ loot: [D({ bag: 3 }), D(), D(), D()], cards })).coins[0]).toBe(1 + 3 + 1);
    expect(finishSale(inSale({ loot: [D({ mask: 1 }), D(), D(), D()], cards })).coins[0]).toBe(1);
  });

  it('Island Estate: one more notoriety when at least one mask turns into notoriety, once whatever the number', () => {
    const cards = cardsFor(4, 0, ['island-estate']);
    expect(finishSale(inSale({ loot: [D({ mask: 2 }), D(), D(), D()], cards })).notoriety[0]).toBe(3);
    expect(finishSale(inSale({ loot: [D({ bag: 1 }), D(), D(), D()], cards })).notoriety[0]).toBe(0);
  });

  it('bought slots are refilled from their own deck', () => {
    const s = inSale({ rowA: [null, 'necklace', null, 'fence', 'tailor'], decks: { A: ['glamer', 'bondsman', 'pawnbroker'], B: ['brooch'], C: ['crown'] } });
    const next = finishSale(s);
    expect(next.rows.A).toEqual(['glamer', 'necklace', 'bondsman', 'fence', 'tailor']);
    expect(next.decks.A).toEqual(['pawnbroker']);
    expect(next.open).toEqual(['A']);
  });

  it('deck A running out opens row B with five cards; A cards left stay buyable and row A is never refilled again', () => {
    const B = ['brooch', 'bookie', 'menacing-monocle', 'fortified-safehouse', 'rumor-monger', 'glamer'];
    const s = inSale({ rowA: [null, 'necklace', null, 'fence', null], decks: { A: ['tailor'], B, C: ['crown'] } });
    const next = finishSale(s);
    // ruling-partial-refill: deck A's last card fills the first empty slot, then row B opens.
    expect(next.rows.A).toEqual(['tailor', 'necklace', null, 'fence', null]);
    expect(next.rows.B).toEqual(B.slice(0, 5));
    expect(next.decks.B).toEqual(['glamer']);
    expect(next.open).toEqual(['A', 'B']);
    // Later purchases from row A leave holes; only row B refills.
    const later = inSale({
      rows: { A: [null, null, null, 'fence', null], B: [null, ...B.slice(1, 5)], C: [] },
      decks: { A: [], B: ['glamer'], C: ['crown'] },
      open: ['A', 'B'],
    });
    const after = finishSale(later);
    expect(after.rows.A).toEqual([null, null, null, 'fence', null]);
    expect(after.rows.B).toEqual(['glamer', ...B.slice(1, 5)]);
  });

  it('deck B running out opens row C the same way', () => {
    const C = ['crown', 'scepter', 'fur-coat', 'the-heist', 'big-haul', 'exit-strategy'];
    const s = inSale({ rows: { A: [], B: [null, 'brooch', 'bookie', 'glamer', 'fence'], C: [] }, decks: { A: [], B: [], C }, open: ['A', 'B'] });
    const next = finishSale(s);
    expect(next.open).toEqual(['A', 'B', 'C']);
    expect(next.rows.C).toEqual(C.slice(0, 5));
    expect(next.phase).toBe('split');
  });
});

describe('king-of-thieves end of the game ("Конец игры")', () => {
  const rowC = (n: number) => [...Array(n).fill(null), 'crown', 'scepter', 'fur-coat', 'the-heist', 'big-haul'].slice(0, 5);

  it('the game ends when deck C holds fewer cards than the C slots bought; the end position is scored', () => {
    const s = inSale({
      rows: { A: [], B: [], C: rowC(2) },
      decks: { A: [], B: [], C: ['exit-strategy'] },
      open: ['A', 'B', 'C'],
      loot: [D({ bag: 1, mask: 1 }), D(), D(), D()],
      cards: [['necklace'], [], [], []],
    });
    const end = finishSale(s);
    expect(end.phase).toBe('over');
    expect(engine.toMove(end)).toBeNull();
    expect(engine.legalMoves(end)).toEqual([]);
    expect(end.coins[0]).toBe(2);
    expect(end.notoriety[0]).toBe(1);
    expect(sum(allDice(end))).toBe(s.diceCount);
    const outcome = engine.outcome(end)!;
    expect(outcome.finished).toBe(true);
    expect(outcome.result.totals['0']).toBe(3 + 1 + 2);
    expect(engine.apply(end, { type: 'done', seat: 0 })).toMatchObject({ ok: false, error: 'ERR_GAME_OVER' });
  });

  it('deck C refilling every bought slot exactly lets the game go on', () => {
    const s = inSale({ rows: { A: [], B: [], C: rowC(2) }, decks: { A: [], B: [], C: ['exit-strategy', 'loyalty-program'] }, open: ['A', 'B', 'C'] });
    const next = finishSale(s);
    expect(next.phase).toBe('split');
    expect(next.decks.C).toEqual([]);
    expect(next.rows.C.slice(0, 2)).toEqual(['exit-strategy', 'loyalty-program']);
  });

  it('with deck C empty, a turn in which nobody buys from row C does not end the game', () => {
    const s = inSale({ rows: { A: [], B: [], C: rowC(0) }, decks: { A: [], B: [], C: [] }, open: ['A', 'B', 'C'] });
    expect(finishSale(s).phase).toBe('split');
  });
});
