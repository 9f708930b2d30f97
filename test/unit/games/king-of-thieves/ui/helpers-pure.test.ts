// The sheet's input editing and card search, without a screen ("Подсчёт очков": every market
// card exists once; the scorer's input shape is { players: [{ id, cards, coins, notoriety }] }).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARD_BY_ID, MARKET_CARDS } from '../../../../../src/games/king-of-thieves/data/cards';
import { scorer } from '../../../../../src/games/king-of-thieves/score';
import { matchCard, normalizeName } from '../../../../../src/games/king-of-thieves/ui/cardSearch';
import { emptyInput, heldFromDeck, holdingOf, missingCounts, ownerOf, setCount, toggleCard } from '../../../../../src/games/king-of-thieves/ui/holdings';

const seats = ['a', 'b', 'c'].map((id) => ({ id, name: id.toUpperCase(), color: '#000' }));
const card = (id: string) => CARD_BY_ID.get(id)!;

describe('holdings: editing the score input', () => {
  it('a new sheet has no counts entered (not 0): all are listed missing and the scorer waits', () => {
    const input = emptyInput(seats);
    expect(missingCounts(input, ['a', 'b', 'c'])).toEqual(['a', 'b', 'c'].map((id) => ({ id, fields: ['coins', 'notoriety'] })));
    expect(scorer.score(input).ok).toBe(false);
    const entered = ['a', 'b', 'c'].reduce<unknown>((acc, id) => setCount(setCount(acc, id, 'coins', 0), id, 'notoriety', 0), input);
    expect(missingCounts(entered, ['a', 'b', 'c'])).toEqual([]);
    const r = scorer.score(entered);
    expect(r.ok && r.value.totals).toEqual({ a: 0, b: 0, c: 0 });
  });
  it('clearing a count un-enters it', () => {
    const input = setCount(setCount(emptyInput(seats), 'a', 'coins', 4), 'a', 'coins', null);
    expect(holdingOf(input, 'a').coins).toBeNull();
    expect(missingCounts(input, ['a'])).toEqual([{ id: 'a', fields: ['coins', 'notoriety'] }]);
  });
  it('toggling takes a card, toggling again gives it back', () => {
    const taken = toggleCard(emptyInput(seats), 'a', 'crown');
    expect(holdingOf(taken, 'a').cards).toEqual(['crown']);
    expect(ownerOf(taken, 'crown')).toBe('a');
    expect(holdingOf(toggleCard(taken, 'a', 'crown'), 'a').cards).toEqual([]);
  });
  it('a card someone else holds cannot be taken twice (every card exists once)', () => {
    const taken = toggleCard(emptyInput(seats), 'a', 'crown');
    const again = toggleCard(taken, 'b', 'crown');
    expect(holdingOf(again, 'b').cards).toEqual([]);
    expect(ownerOf(again, 'crown')).toBe('a');
  });
  it('counts deck cards over the whole table', () => {
    let input = emptyInput(seats);
    for (const [who, id] of [
      ['a', 'crown'],
      ['b', 'scepter'],
      ['c', 'necklace'],
    ] as const)
      input = toggleCard(input, who, id);
    expect([heldFromDeck(input, 'A'), heldFromDeck(input, 'B'), heldFromDeck(input, 'C')]).toEqual([1, 0, 2]);
  });
  it('damaged saved data reads as empty and an edit repairs only that player', () => {
    const damaged = { players: [{ id: 'a', cards: 'crown', coins: -3, notoriety: 'x' }, null], extra: 1 };
    expect(holdingOf(damaged, 'a')).toEqual({ id: 'a', cards: [], coins: null, notoriety: null });
    const fixed = setCount(damaged, 'b', 'coins', 4);
    expect(holdingOf(fixed, 'b').coins).toBe(4);
    expect((fixed as unknown as { extra: number }).extra).toBe(1);
    expect(holdingOf(setCount(null, 'a', 'notoriety', 2), 'a').notoriety).toBe(2);
  });
  it('property: any sequence of taps leaves every card with at most one owner and the scorer never sees a duplicate', () => {
    const ids = MARKET_CARDS.map((c) => c.id).filter((id) => id !== 'unlabeled-potion');
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.constantFrom(...ids)), { maxLength: 60 }), (taps) => {
        const input = taps.reduce((acc, [who, id]) => toggleCard(acc, who, id), emptyInput(seats));
        const all = input.players.flatMap((p) => p.cards);
        expect(new Set(all).size).toBe(all.length);
        const r = scorer.score(input);
        if (!r.ok) expect(r.error).not.toBe('ERR_DUPLICATE_CARD');
      }),
    );
  });
});

describe('card search: Russian or English, whatever the app language', () => {
  it('finds by part of either name, ignoring case, ё and apostrophes', () => {
    expect(matchCard(card('crown'), 'КОРОН')).toBe('ru');
    expect(matchCard(card('crown'), 'cro')).toBe('en');
    expect(matchCard(card('philosophers-stone'), "philosopher's")).toBe('en');
    expect(matchCard(card('philosophers-stone'), 'философский')).toBe('ru');
    expect(matchCard(card('deceptive-bits-of-colored-glass'), 'bits glass')).toBe('en');
    expect(matchCard(card('fur-coat'), 'пальто')).toBe('ru');
    expect(normalizeName('Зелёный  камень!')).toBe('зеленый камень');
    expect(matchCard(card('crown'), 'scepter')).toBe('none');
  });
  it('every one of the 49 cards is found by its full Russian name and by its full English name', () => {
    for (const c of MARKET_CARDS) {
      expect(matchCard(c, c.name.ru), c.id).not.toBe('none');
      expect(matchCard(c, c.name.en), c.id).not.toBe('none');
    }
  });
});
