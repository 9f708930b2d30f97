// King of Thieves engine: the sale ("Часть 2. Сбыт краденого"): buying order, one purchase,
// paying with gem dice and coins, bags not money, buying nothing; Insurance Racket and the
// extra-purchase cards (card reference).
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/king-of-thieves/engine';
import { cardsFor, D, inSale, play, refusal } from './helpers';

const ROW = ['disgruntled-minion', 'necklace', 'nearby-safehouse', 'giant-belt-buckle', 'corrupt-official'];

describe('king-of-thieves sale ("Часть 2. Сбыт краденого")', () => {
  it('buys go from the token holder clockwise, each seat once, then the turn ends', () => {
    let s = inSale({ seat: 2, rowA: ROW });
    expect(s.seat).toBe(2);
    for (const seat of [2, 3, 0]) {
      expect(s.seat).toBe(seat);
      expect(refusal(s, { type: 'done', seat: (seat + 1) % 4 })).toBe('ERR_NOT_YOUR_TURN');
      s = play(s, { type: 'done', seat });
    }
    expect(s.seat).toBe(1);
    s = play(s, { type: 'done', seat: 1 });
    expect(s.phase).toBe('split');
    expect(s.round).toBe(2);
    expect(s.seat).toBe(2);
  });

  it('a card is paid with dice of its gems; the dice go back to the centre and the card to its buyer', () => {
    const s = inSale({ rowA: ROW, loot: [D({ white: 2, red: 1 }), D(), D(), D()] });
    const after = play(s, { type: 'buy', seat: 0, card: 'necklace', dice: D({ white: 2 }), coins: 0 });
    expect(after.cards[0]).toEqual(['necklace']);
    expect(after.loot[0]).toEqual(D({ red: 1 }));
    expect(after.centre[1]).toBe(s.centre[1]! + 2);
    expect(after.rows.A).toEqual([ROW[0], null, ...ROW.slice(2)]);
  });

  it('coins stand in for any gem, as many as wanted', () => {
    const s = inSale({ rowA: ROW, loot: [D({ white: 1 }), D(), D(), D()], coins: [3, 1, 1, 1] });
    expect(play(s, { type: 'buy', seat: 0, card: 'necklace', dice: D({ white: 1 }), coins: 1 }).coins[0]).toBe(2);
    expect(play(s, { type: 'buy', seat: 0, card: 'necklace', dice: D(), coins: 2 }).coins[0]).toBe(1);
    expect(refusal(s, { type: 'buy', seat: 0, card: 'necklace', dice: D(), coins: 4 })).toBe('ERR_NOT_ENOUGH_COINS');
  });

  it('a wrong payment is refused: another gem, too little, too much', () => {
    const s = inSale({ rowA: ROW, loot: [D({ white: 3, red: 2 }), D(), D(), D()], coins: [2, 1, 1, 1] });
    expect(refusal(s, { type: 'buy', seat: 0, card: 'necklace', dice: D({ red: 2 }), coins: 0 })).toBe('ERR_WRONG_PAYMENT');
    expect(refusal(s, { type: 'buy', seat: 0, card: 'necklace', dice: D({ white: 1 }), coins: 0 })).toBe('ERR_WRONG_PAYMENT');
    expect(refusal(s, { type: 'buy', seat: 0, card: 'necklace', dice: D({ white: 2 }), coins: 1 })).toBe('ERR_WRONG_PAYMENT');
    expect(refusal(s, { type: 'buy', seat: 0, card: 'necklace', dice: D({ white: 4 }), coins: 0 })).toBe('ERR_NO_DIE');
    expect(refusal(s, { type: 'buy', seat: 0, card: 'crown', dice: D({ white: 1 }), coins: 2 })).toBe('ERR_NOT_IN_MARKET');
  });

  it('bags are not money this turn, nor are masks', () => {
    const s = inSale({ rowA: ROW, loot: [D({ bag: 2, mask: 2 }), D(), D(), D()], coins: [0, 1, 1, 1] });
    expect(refusal(s, { type: 'buy', seat: 0, card: 'necklace', dice: D({ bag: 2 }), coins: 0 })).toBe('ERR_WRONG_PAYMENT');
    expect(refusal(s, { type: 'buy', seat: 0, card: 'nearby-safehouse', dice: D({ mask: 1 }), coins: 0 })).toBe('ERR_WRONG_PAYMENT');
    expect(engine.legalMoves(s)).toEqual([{ type: 'done', seat: 0 }]);
  });

  it('one purchase a turn; a seat may also buy nothing', () => {
    const s = inSale({ rowA: ROW, loot: [D({ white: 2, green: 1 }), D(), D(), D()] });
    const once = play(s, { type: 'buy', seat: 0, card: 'necklace', dice: D({ white: 2 }), coins: 0 });
    expect(refusal(once, { type: 'buy', seat: 0, card: 'nearby-safehouse', dice: D({ green: 1 }), coins: 0 })).toBe('ERR_NO_PURCHASE_LEFT');
    expect(engine.legalMoves(once).some((m) => m.type === 'buy')).toBe(false);
    expect(play(s, { type: 'done', seat: 0 }).cards[0]).toEqual([]);
  });

  it('every payment offered is exact, and every exact payment is offered', () => {
    const s = inSale({ rowA: ROW, loot: [D({ white: 1, red: 2 }), D(), D(), D()], coins: [2, 1, 1, 1] });
    const necklace = engine.legalMoves(s).filter((m) => m.type === 'buy' && m.card === 'necklace');
    expect(necklace).toEqual([
      { type: 'buy', seat: 0, card: 'necklace', dice: D(), coins: 2 },
      { type: 'buy', seat: 0, card: 'necklace', dice: D({ white: 1 }), coins: 1 },
    ]);
  });
});

describe('king-of-thieves extra purchases (card reference: Corrupt Official, Disgruntled Minion, Guy in a Trenchcoat, Executive Assistant, Insurance Racket)', () => {
  it.each([
    ['corrupt-official', 'white'],
    ['disgruntled-minion', 'red'],
    ['guy-in-a-trenchcoat', 'blue'],
    ['executive-assistant', 'green'],
  ] as const)('%s: one more purchase when the loot held a %s die as the split ended', (card, gem) => {
    const loot = [D({ [gem]: 1, white: gem === 'white' ? 3 : 2 }), D(), D(), D()];
    const withGem = inSale({ rowA: ROW, loot, cards: cardsFor(4, 0, [card]), coins: [9, 1, 1, 1] });
    const once = play(withGem, { type: 'buy', seat: 0, card: 'necklace', dice: D({ white: 2 }), coins: 0 });
    expect(play(once, { type: 'buy', seat: 0, card: 'giant-belt-buckle', dice: D(), coins: 2 }).cards[0]).toEqual([card, 'necklace', 'giant-belt-buckle']);
    // The condition reads the loot as the split ended, not the dice left after paying.
    const spent = inSale({ rowA: ROW, loot: [D({ white: 2 }), D(), D(), D()], finalLoot: loot, cards: cardsFor(4, 0, [card]), coins: [9, 1, 1, 1] });
    const after = play(spent, { type: 'buy', seat: 0, card: 'necklace', dice: D({ white: 2 }), coins: 0 });
    expect(refusal(after, { type: 'buy', seat: 0, card: 'giant-belt-buckle', dice: D(), coins: 2 })).toBe('ok');
    const without = inSale({ rowA: ROW, loot: [D({ mask: 1 }), D(), D(), D()], cards: cardsFor(4, 0, [card]), coins: [9, 1, 1, 1] });
    const one = play(without, { type: 'buy', seat: 0, card: 'necklace', dice: D(), coins: 2 });
    expect(refusal(one, { type: 'buy', seat: 0, card: 'giant-belt-buckle', dice: D(), coins: 2 })).toBe('ERR_NO_PURCHASE_LEFT');
  });

  it('an extra-purchase card works the turn it is bought: buy Disgruntled Minion with a red die, then one more card', () => {
    const s = inSale({ rowA: ROW, loot: [D({ red: 1, white: 2 }), D(), D(), D()] });
    const minion = play(s, { type: 'buy', seat: 0, card: 'disgruntled-minion', dice: D({ red: 1 }), coins: 0 });
    expect(play(minion, { type: 'buy', seat: 0, card: 'necklace', dice: D({ white: 2 }), coins: 0 }).cards[0]).toEqual(['disgruntled-minion', 'necklace']);
  });

  it('two extra-purchase cards with both gems give two more purchases (ruling-extra-purchases-stack)', () => {
    const s = inSale({ rowA: ROW, coins: [9, 1, 1, 1] });
    const both = {
      ...s,
      cards: [['corrupt-official', 'executive-assistant', 'guy-in-a-trenchcoat'], [], [], []],
      finalLoot: [D({ white: 1, green: 1 }), D(), D(), D()],
    };
    let t = play(both, { type: 'buy', seat: 0, card: 'necklace', dice: D(), coins: 2 });
    t = play(t, { type: 'buy', seat: 0, card: 'nearby-safehouse', dice: D(), coins: 1 });
    t = play(t, { type: 'buy', seat: 0, card: 'disgruntled-minion', dice: D(), coins: 1 });
    expect(t.cards[0]).toHaveLength(6);
    expect(refusal(t, { type: 'buy', seat: 0, card: 'corrupt-official', dice: D(), coins: 1 })).toBe('ERR_NO_PURCHASE_LEFT');
  });

  it('Insurance Racket: one more purchase every turn, each one gem cheaper, the buyer choosing which; a one-gem card is free', () => {
    const s = inSale({ rowA: ROW, loot: [D({ white: 1 }), D(), D(), D()], cards: cardsFor(4, 0, ['insurance-racket']), coins: [0, 1, 1, 1] });
    const necklaces = engine.legalMoves(s).filter((m) => m.type === 'buy' && m.card === 'necklace');
    expect(necklaces).toEqual([{ type: 'buy', seat: 0, card: 'necklace', dice: D({ white: 1 }), coins: 0 }]);
    let t = play(s, necklaces[0]!);
    t = play(t, { type: 'buy', seat: 0, card: 'nearby-safehouse', dice: D(), coins: 0 });
    expect(t.cards[0]).toEqual(['insurance-racket', 'necklace', 'nearby-safehouse']);
    expect(refusal(t, { type: 'buy', seat: 0, card: 'disgruntled-minion', dice: D(), coins: 0 })).toBe('ERR_NO_PURCHASE_LEFT');
    expect(refusal({ ...s, coins: [1, 1, 1, 1] }, { type: 'buy', seat: 0, card: 'necklace', dice: D({ white: 1 }), coins: 1 })).toBe('ERR_WRONG_PAYMENT');
  });

  it('Insurance Racket does not discount its own purchase, but its extra purchase follows at once (ruling-racket-own-purchase)', () => {
    const rows = { A: ROW, B: [], C: ['insurance-racket', 'crown', 'fur-coat', 'scepter', 'the-heist'] };
    const s = inSale({ rows, open: ['A', 'C'], loot: [D({ green: 1, white: 1, red: 1 }), D(), D(), D()], coins: [1, 1, 1, 1] });
    expect(refusal(s, { type: 'buy', seat: 0, card: 'insurance-racket', dice: D({ green: 1, white: 1 }), coins: 0 })).toBe('ERR_WRONG_PAYMENT');
    const racket = play(s, { type: 'buy', seat: 0, card: 'insurance-racket', dice: D({ green: 1, white: 1, red: 1 }), coins: 0 });
    expect(play(racket, { type: 'buy', seat: 0, card: 'necklace', dice: D(), coins: 1 }).cards[0]).toEqual(['insurance-racket', 'necklace']);
  });
});
