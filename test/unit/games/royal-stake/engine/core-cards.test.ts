// The card table and deal helpers of the digital game (rules page #components, #mode-i-am-king:
// 40 numbered cards, 2 rarities, 2 white flags; "I am King" leaves one flag out).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CARD,
  SPECIAL_IDS,
  iAmKingDeck,
  isCardId,
  isSpecial,
  jackId,
  numberedCards,
  queenId,
  toTrickCard,
} from '../../../../../src/games/royal-stake/engine/cards';
import { deal, shuffled } from '../../../../../src/games/royal-stake/engine/deal';
import { discardMovesOf } from '../../../../../src/games/royal-stake/engine/combos';
import { freshSeat, resetRoundFields } from '../../../../../src/games/royal-stake/engine/seat';
import { startTricks } from '../../../../../src/games/royal-stake/engine/trick/start';
import { blankState } from '../../../../../src/games/royal-stake/engine/setup';
import { seedRng } from '../../../../../src/lib/rng';

describe('card table', () => {
  it('40 numbered cards, 4 suits x 1-10, printed colour = suit', () => {
    const nums = numberedCards();
    expect(nums).toHaveLength(40);
    expect(new Set(nums).size).toBe(40);
    for (const id of nums) {
      const c = CARD[id]!;
      expect(c.kind).toBe('number');
      expect(c.suit).toBe(c.colour);
      expect(id).toBe(`${c.suit}-${c.rank}`);
    }
  });

  it('specials have no colour; courts rank 11 (jack) and 12 (queen); white courts follow nothing', () => {
    expect(SPECIAL_IDS.map((id) => CARD[id]!.kind)).toEqual(['rarity', 'rarity', 'whiteFlag', 'whiteFlag']);
    expect(SPECIAL_IDS.every((id) => isSpecial(id) && CARD[id]!.suit === null && CARD[id]!.colour === null)).toBe(true);
    expect(CARD[jackId('red')]).toEqual({ kind: 'jack', colour: 'red', suit: 'red', rank: 11 });
    expect(CARD[queenId('black')]).toEqual({ kind: 'queen', colour: 'black', suit: 'black', rank: 12 });
    expect(CARD[jackId('white')]).toEqual({ kind: 'jack', colour: 'white', suit: null, rank: 11 });
    expect(isSpecial('red-5')).toBe(false);
    expect(isCardId('red-11')).toBe(false);
    expect(isCardId('toString')).toBe(false);
  });

  it('the trick judge shape matches the table and is a fresh object each time', () => {
    expect(toTrickCard('green-7')).toEqual({ kind: 'number', colour: 'green', rank: 7 });
    expect(toTrickCard('white-queen')).toEqual({ kind: 'queen', colour: 'white' });
    expect(toTrickCard('whiteFlag-2')).toEqual({ kind: 'whiteFlag' });
    expect(toTrickCard('red-1')).not.toBe(toTrickCard('red-1'));
  });

  it('"I am King" deck: 43 cards, one white flag out (Я король)', () => {
    const d = iAmKingDeck();
    expect(d).toHaveLength(43);
    expect(new Set(d).size).toBe(43);
    expect(d.filter((id) => CARD[id]!.kind === 'whiteFlag')).toEqual(['whiteFlag-1']);
    d.pop();
    expect(iAmKingDeck()).toHaveLength(43);
  });
});

describe('deal helpers', () => {
  it('shuffling keeps every card and is deterministic for a generator state (property)', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const a = shuffled(seedRng(seed), iAmKingDeck());
        const b = shuffled(seedRng(seed), iAmKingDeck());
        expect(a).toEqual(b);
        expect([...a.cards].sort()).toEqual(iAmKingDeck().sort());
        expect(a.rng).not.toEqual(seedRng(seed));
      }),
    );
  });

  it('deal cuts piles in order and keeps the rest', () => {
    expect(deal(['a', 'b', 'c', 'd', 'e'], [2, 1])).toEqual([['a', 'b'], ['c'], ['d', 'e']]);
    expect(deal(['a'], [1])).toEqual([['a'], []]);
  });

  it('a round reset empties round fields and keeps hand, rulers and score', () => {
    const seat = {
      ...freshSeat(),
      hand: ['red-1'],
      set: 'red' as const,
      king: 'used' as const,
      won: ['x'],
      tricks: 3,
      redQueenWin: true,
      flagWins: [1],
      score: 40,
      laid: ['y'],
      auction: ['z'],
      discarded: ['w'],
    };
    expect(resetRoundFields(seat)).toEqual({ ...seat, won: [], tricks: 0, redQueenWin: false, flagWins: [], laid: [], auction: [], discarded: [] });
    expect(seat.won).toEqual(['x']);
  });

  it('startTricks opens the trick phase with the leader and an empty history', () => {
    const s = startTricks(
      { ...blankState({ mode: 'i-am-king', players: 3 }, 's'), phase: 'discard', history: [{ leader: 0, plays: [], winner: 0, flagBonus: 0 }] },
      2,
    );
    expect(s.phase).toBe('trick');
    expect(s.trick).toEqual({ leader: 2, plays: [], greenPending: [] });
    expect(s.history).toEqual([]);
  });
});

describe('discard move lists (combos)', () => {
  const hand = ['red-6', 'green-2', 'red-1', 'blue-9', 'green-6', 'green-7', 'red-7', 'black-2', 'blue-3', 'rarity-1', 'black-1', 'blue-6'];
  const sets = (moves: { cards: string[] }[]) => moves.map((m) => [...m.cards].sort().join(' '));

  it('every k-subset once, for k = 0..4 (C(12,k))', () => {
    expect([0, 1, 2, 3, 4].map((k) => discardMovesOf(hand, k).length)).toEqual([1, 12, 66, 220, 495]);
    for (const k of [1, 2, 3, 4]) {
      const list = discardMovesOf(hand, k);
      expect(new Set(sets(list)).size).toBe(list.length);
      for (const m of list) {
        expect(m.t).toBe('discard');
        expect(m.cards.every((c) => hand.includes(c))).toBe(true);
        expect(new Set(m.cards).size).toBe(k);
      }
    }
  });

  it('the same cards give the same frozen move, whatever the hand order', () => {
    const a = discardMovesOf(hand, 3);
    const b = discardMovesOf([...hand].reverse(), 3);
    expect(new Set(a)).toEqual(new Set(b));
    expect(Object.isFrozen(a[0]) && Object.isFrozen(a[0]!.cards)).toBe(true);
  });

  it('unknown or repeated cards still list plain subsets', () => {
    expect(sets(discardMovesOf(['x', 'y', 'z'], 2))).toEqual(['x y', 'x z', 'y z']);
    expect(discardMovesOf(['red-1', 'red-1'], 1)).toHaveLength(2);
    expect(discardMovesOf(hand, 13)).toEqual([]);
  });
});
