// King of Thieves engine: the market cards that act in the sale ("Карты рынка" and the card
// reference): once-a-turn die changes, trades for notoriety or coins, notoriety on purchase by
// cost colour, Unlabeled Potion, Big Haul and The Heist, Exit Strategy.
import { describe, expect, it } from 'vitest';
import { engine, type Face } from '../../../../../src/games/king-of-thieves/engine';
import { cardsFor, D, inSale, play, refusal } from './helpers';

const ROW = ['disgruntled-minion', 'necklace', 'nearby-safehouse', 'giant-belt-buckle', 'corrupt-official'];

describe('king-of-thieves once-a-turn die changes (card reference)', () => {
  it.each([
    ['alchemical-lab', 'red', ['white', 'blue', 'green']],
    ['bondsman', 'red', ['bag']],
    ['fence', 'white', ['bag']],
    ['glamer', 'blue', ['white', 'green', 'red']],
    ['pawnbroker', 'green', ['bag']],
    ['philosophers-stone', 'green', ['white', 'blue', 'red']],
    ['bookie', 'blue', ['bag']],
    ['deceptive-bits-of-colored-glass', 'white', ['green', 'blue', 'red']],
    ['legitimate-jeweller', 'bag', ['green', 'white', 'blue', 'red']],
  ] as [string, Face, Face[]][])('%s turns one %s die to %j, once a turn', (card, from, tos) => {
    const s = inSale({ loot: [D({ [from]: 2 }), D(), D(), D()], cards: cardsFor(4, 0, [card]) });
    const flips = engine.legalMoves(s).filter((m) => m.type === 'flip');
    expect(flips.map((m) => (m.type === 'flip' ? m.to : '')).sort()).toEqual([...tos].sort());
    for (const to of tos) {
      const after = play(s, { type: 'flip', seat: 0, card, from, to });
      expect(after.loot[0]).toEqual(D({ [from]: 1, [to]: 1 }));
      expect(refusal(after, { type: 'flip', seat: 0, card, from, to })).toBe('ERR_CARD_USED');
      // The next turn the card works again.
      expect(
        play(play(play(play(after, { type: 'done', seat: 0 }), { type: 'done', seat: 1 }), { type: 'done', seat: 2 }), { type: 'done', seat: 3 }).sale,
      ).toBeNull();
    }
    const other: Face = from === 'mask' ? 'red' : 'mask';
    expect(refusal(s, { type: 'flip', seat: 0, card, from, to: other })).toBe('ERR_BAD_FLIP');
    expect(refusal({ ...s, loot: [D({ mask: 1 }), D(), D(), D()] }, { type: 'flip', seat: 0, card, from, to: tos[0] })).toBe('ERR_NO_DIE');
    expect(refusal({ ...s, cards: [[], [card], [], []] }, { type: 'flip', seat: 0, card, from, to: tos[0] })).toBe('ERR_NOT_YOUR_CARD');
  });

  it('a die-changing card works the turn it is bought ("Карты рынка")', () => {
    const s = inSale({ rowA: ['bondsman', ...ROW.slice(1)], loot: [D({ red: 3 }), D(), D(), D()] });
    const bought = play(s, { type: 'buy', seat: 0, card: 'bondsman', dice: D({ red: 2 }), coins: 0 });
    expect(play(bought, { type: 'flip', seat: 0, card: 'bondsman', from: 'red', to: 'bag' }).loot[0]).toEqual(D({ bag: 1 }));
  });

  it('a seat uses its cards in its own sale turn only, not in the split nor in another seat\'s sale turn (ruling-abilities-own-turn; "Карты рынка": "в свой ход")', () => {
    const s = inSale({ loot: [D({ red: 1 }), D({ red: 1 }), D(), D()], cards: cardsFor(4, 1, ['bondsman']) });
    expect(refusal(s, { type: 'flip', seat: 1, card: 'bondsman', from: 'red', to: 'bag' })).toBe('ERR_NOT_YOUR_TURN');
    const own = play(s, { type: 'done', seat: 0 });
    expect(refusal(own, { type: 'flip', seat: 1, card: 'bondsman', from: 'red', to: 'bag' })).toBe('ok');
    expect(refusal({ ...own, phase: 'split' }, { type: 'flip', seat: 1, card: 'bondsman', from: 'red', to: 'bag' })).toBe('ERR_WRONG_PHASE');
  });

  it('a card with no die change cannot flip', () => {
    const s = inSale({ loot: [D({ red: 1 }), D(), D(), D()], cards: cardsFor(4, 0, ['necklace']) });
    expect(refusal(s, { type: 'flip', seat: 0, card: 'necklace', from: 'red', to: 'bag' })).toBe('ERR_NO_ABILITY');
    expect(refusal(s, { type: 'trade', seat: 0, card: 'necklace' })).toBe('ERR_NO_ABILITY');
  });
});

describe('king-of-thieves trades (card reference)', () => {
  it.each([
    ['coercion-coordinator', 'blue'],
    ['local-celebrity', 'white'],
    ['public-relations-expert', 'green'],
    ['tailor', 'red'],
  ] as [string, Face][])('%s trades one %s die for one notoriety, once a turn; the die goes back to the centre (Tailor: ruling-tailor-red)', (card, die) => {
    const s = inSale({ loot: [D({ [die]: 2 }), D(), D(), D()], cards: cardsFor(4, 0, [card]) });
    const after = play(s, { type: 'trade', seat: 0, card });
    expect(after.notoriety[0]).toBe(1);
    expect(after.loot[0]).toEqual(D({ [die]: 1 }));
    expect(after.centre).toEqual(s.centre.map((n, i) => n + D({ [die]: 1 })[i]!));
    expect(refusal(after, { type: 'trade', seat: 0, card })).toBe('ERR_CARD_USED');
    expect(refusal({ ...s, loot: [D({ mask: 2 }), D(), D(), D()] }, { type: 'trade', seat: 0, card })).toBe('ERR_NO_DIE');
  });

  it('Gauntlet of Evil Intent trades a mask die for a coin, spendable at once (ruling-gauntlet-coin)', () => {
    const s = inSale({ rowA: ROW, loot: [D({ mask: 2 }), D(), D(), D()], coins: [0, 1, 1, 1], cards: cardsFor(4, 0, ['gauntlet-of-evil-intent']) });
    const after = play(s, { type: 'trade', seat: 0, card: 'gauntlet-of-evil-intent' });
    expect(after.coins[0]).toBe(1);
    expect(after.loot[0]).toEqual(D({ mask: 1 }));
    expect(refusal(after, { type: 'trade', seat: 0, card: 'gauntlet-of-evil-intent' })).toBe('ERR_CARD_USED');
    expect(play(after, { type: 'buy', seat: 0, card: 'nearby-safehouse', dice: D(), coins: 1 }).cards[0]).toContain('nearby-safehouse');
  });

  it('Exit Strategy trades one coin for two notoriety, as often as the seat likes', () => {
    let s = inSale({ coins: [3, 1, 1, 1], cards: cardsFor(4, 0, ['exit-strategy']) });
    for (let i = 0; i < 3; i++) s = play(s, { type: 'trade', seat: 0, card: 'exit-strategy' });
    expect(s.coins[0]).toBe(0);
    expect(s.notoriety[0]).toBe(6);
    expect(refusal(s, { type: 'trade', seat: 0, card: 'exit-strategy' })).toBe('ERR_NOT_ENOUGH_COINS');
    expect(engine.legalMoves(s)).toEqual([{ type: 'done', seat: 0 }]);
  });
});

describe('king-of-thieves notoriety on purchase by cost colour (card reference)', () => {
  it.each([
    ['anthropomorphic-water-buffalo', 'giant-belt-buckle', 'necklace'],
    ['easily-impressed-noble', 'necklace', 'giant-belt-buckle'],
    ['rumor-monger', 'nearby-safehouse', 'necklace'],
    ['sticky-fingered-dockhand', 'fur-coat', 'necklace'],
  ])('%s: one notoriety for buying %s, none for %s', (card, yes, no) => {
    const rowA = [yes, no, 'corrupt-official', 'tailor', 'fence'];
    const s = inSale({ rowA, coins: [9, 1, 1, 1], cards: cardsFor(4, 0, [card]) });
    expect(play(s, { type: 'buy', seat: 0, card: yes, dice: D(), coins: yes === 'nearby-safehouse' ? 1 : 2 }).notoriety[0]).toBe(1);
    expect(play(s, { type: 'buy', seat: 0, card: no, dice: D(), coins: 2 }).notoriety[0]).toBe(0);
  });

  it('the card pays for itself: buying Anthropomorphic Water Buffalo (white, red, red) gives one notoriety', () => {
    const rows = { A: ROW, B: ['anthropomorphic-water-buffalo', 'brooch', 'bookie', 'glamer', 'fence'], C: [] };
    const s = inSale({ rows, open: ['A', 'B'], coins: [3, 1, 1, 1] });
    expect(play(s, { type: 'buy', seat: 0, card: 'anthropomorphic-water-buffalo', dice: D(), coins: 3 }).notoriety[0]).toBe(1);
  });

  it('the printed cost counts, even when Insurance Racket waived that gem (ruling-printed-cost)', () => {
    const s = inSale({ rowA: ROW, coins: [9, 1, 1, 1], cards: cardsFor(4, 0, ['insurance-racket', 'anthropomorphic-water-buffalo']) });
    expect(play(s, { type: 'buy', seat: 0, card: 'disgruntled-minion', dice: D(), coins: 0 }).notoriety[0]).toBe(1);
  });
});

describe('king-of-thieves cards that act when gained (card reference)', () => {
  it.each(['big-haul', 'the-heist'])('%s: one notoriety per item (dice and the token) in the final loot', (card) => {
    const rows = { A: ROW, B: [], C: [card, 'crown', 'scepter', 'fur-coat', 'giant-belt-buckle'] };
    const s = inSale({ rows, open: ['A', 'C'], loot: [D({ green: 1, blue: 1, white: 1, mask: 2 }), D(), D(), D()], coins: [2, 1, 1, 1] });
    const after = play(s, { type: 'buy', seat: 0, card, dice: D(), coins: 2 });
    // Five dice and the token the seat held as the split ended.
    expect(after.notoriety[0]).toBe(6);
  });

  it('Unlabeled Potion goes to the box and brings the top card of the refilling deck, free; it still counts as the purchase', () => {
    const rows = { A: ROW, B: ['unlabeled-potion', 'brooch', 'bookie', 'glamer', 'crown'], C: [] };
    const decks = { A: [], B: ['big-haul', 'fur-coat'], C: ['scepter'] };
    const s = inSale({
      rows,
      decks,
      open: ['A', 'B'],
      loot: [D({ blue: 1, red: 1, mask: 1 }), D(), D(), D()],
      cards: cardsFor(4, 0, ['sticky-fingered-dockhand']),
    });
    const after = play(s, { type: 'buy', seat: 0, card: 'unlabeled-potion', dice: D({ blue: 1, red: 1 }), coins: 0 });
    expect(after.cards[0]).toEqual(['sticky-fingered-dockhand', 'big-haul']);
    expect(after.boxed).toContain('unlabeled-potion');
    expect(after.decks.B).toEqual(['fur-coat']);
    // Dockhand pays for the potion's blue; Big Haul, gained free, pays three dice and the token.
    expect(after.notoriety[0]).toBe(1 + 4);
    expect(refusal(after, { type: 'buy', seat: 0, card: 'brooch', dice: D(), coins: 1 })).toBe('ERR_NO_PURCHASE_LEFT');
    expect(engine.isCheckpoint(s, { type: 'buy', seat: 0, card: 'unlabeled-potion', dice: D({ blue: 1, red: 1 }), coins: 0 }, after)).toBe(true);
  });

  it('Unlabeled Potion: a card gained free is not bought, so it pays no purchase notoriety (ruling-potion-card)', () => {
    const rows = { A: ROW, B: ['unlabeled-potion', 'brooch', 'bookie', 'glamer', 'crown'], C: [] };
    const s = inSale({ rows, decks: { A: [], B: ['anthropomorphic-water-buffalo'], C: [] }, open: ['A', 'B'], coins: [2, 1, 1, 1] });
    const after = play(s, { type: 'buy', seat: 0, card: 'unlabeled-potion', dice: D(), coins: 2 });
    expect(after.cards[0]).toEqual(['anthropomorphic-water-buffalo']);
    expect(after.notoriety[0]).toBe(0);
  });

  it('Unlabeled Potion with the refilling deck empty brings nothing', () => {
    const rows = { A: ROW, B: ['unlabeled-potion', 'brooch', 'bookie', 'glamer', 'crown'], C: [] };
    const s = inSale({ rows, decks: { A: ['tailor'], B: [], C: ['crown'] }, open: ['A', 'B'], coins: [2, 1, 1, 1] });
    const after = play(s, { type: 'buy', seat: 0, card: 'unlabeled-potion', dice: D(), coins: 2 });
    expect(after.cards[0]).toEqual([]);
    expect(after.decks).toEqual(s.decks);
  });
});
