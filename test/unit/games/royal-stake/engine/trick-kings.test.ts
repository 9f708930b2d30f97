// Kings in the trick phase (rules page #kings, #mode-i-am-king, #mode-emperor; book "Короли",
// "Я король: Белый король", "Император: Белые валет и дама").
import { describe, expect, it } from 'vitest';
import { engine, explainTrick } from '../../../../../src/games/royal-stake/engine';
import { rec, refusal, run, trickState } from './core-helpers';

const withKing = (s: ReturnType<typeof trickState>) =>
  engine.legalMoves(s).flatMap((m) => (m.t === 'play' && m.king ? [m.queen ? `${m.card}+${m.queen}` : m.card] : []));

describe('a coloured king lies on a card of its colour (Короли)', () => {
  const s = trickState({
    seats: [
      { hand: ['blue-2', 'red-3', 'rarity-1'], set: 'blue', king: 'ready', queenUses: 1 },
      { hand: ['blue-9', 'blue-1'] },
      { hand: ['black-10', 'black-1'] },
    ],
    trump: 'blue',
  });

  it('offers the king only on blue cards (also with the blue queen under it)', () => {
    expect(withKing(s).sort()).toEqual(['blue-2', 'blue-2+blue']);
    expect(refusal(s, { t: 'play', card: 'red-3', king: true })).toBe('ERR_KING_WRONG_CARD');
    expect(refusal(s, { t: 'play', card: 'rarity-1', king: true })).toBe('ERR_KING_WRONG_CARD');
  });

  it('the king wins over anything and is then used', () => {
    const a = run(s, { t: 'play', card: 'blue-2', king: true }, { t: 'play', card: 'blue-9' }, { t: 'play', card: 'black-10' });
    expect(a.history[0]!.winner).toBe(0);
    expect(a.seats[0]!.king).toBe('used');
    expect(withKing(a)).toEqual([]);
    expect(refusal(a, { t: 'play', card: 'red-3', king: true })).toBe('ERR_KING_NOT_AVAILABLE');
    const v = explainTrick(a, 0);
    expect(v.ok && v.value.reason).toBe('lastKing');
  });

  it('an opponent\'s king is out of play in "I am King"', () => {
    const opp = trickState({ seats: [{ hand: ['blue-2', 'red-1'], set: 'blue', king: 'off' }, { hand: ['blue-9'] }, { hand: ['black-1'] }] });
    expect(withKing(opp)).toEqual([]);
    expect(refusal(opp, { t: 'play', card: 'blue-2', king: true })).toBe('ERR_KING_NOT_AVAILABLE');
  });
});

describe('the white king (Я король: Белый король)', () => {
  it('with white trump (no trump) it may go on any card', () => {
    const s = trickState({
      seats: [{ hand: ['red-1', 'green-2', 'whiteFlag-1'], set: 'white', king: 'ready' }, { hand: ['red-9'] }, { hand: ['red-10'] }],
      trump: 'white',
    });
    expect(withKing(s).sort()).toEqual(['green-2', 'red-1', 'whiteFlag-1']);
    const a = run(s, { t: 'play', card: 'red-1', king: true }, { t: 'play', card: 'red-9' }, { t: 'play', card: 'red-10' });
    expect(a.history[0]!.winner).toBe(0);
  });

  it('in the other modes only on a rarity, a flag, a white-queen card or a white court', () => {
    const s = trickState({
      mode: 'team',
      seats: [
        { hand: ['red-1', 'rarity-1', 'whiteFlag-1', 'white-jack'], set: 'white', king: 'ready', queenUses: 1 },
        { hand: ['red-9'] },
        { hand: ['red-10'] },
        { hand: ['red-2'] },
      ],
    });
    expect(withKing(s).sort()).toEqual(['rarity-1', 'rarity-1+white', 'red-1+white', 'white-jack', 'white-jack+white', 'whiteFlag-1', 'whiteFlag-1+white']);
  });
});

describe('kings on white courts (Император: Белые валет и дама)', () => {
  const seats = [
    { hand: ['white-jack', 'red-1'], set: 'black' as const, king: 'ready' as const },
    { hand: ['black-3', 'red-2'] },
    { hand: ['black-4'] },
    { hand: ['green-1'] },
    { hand: ['white-jack', 'blue-1'], set: 'black' as const, king: 'ready' as const },
  ];

  it('the black king may not go on a white jack that leads', () => {
    const s = trickState({ mode: 'emperor', seats });
    expect(withKing(s)).toEqual([]);
  });

  it('the black king may go on a white jack when black was led; the last king wins', () => {
    const s = trickState({
      mode: 'emperor',
      seats: [{ hand: ['black-1', 'green-5'], set: 'white', king: 'ready' }, ...seats.slice(1, 4), seats[4]!],
      leader: 1,
      plays: [rec(1, 'black-3'), rec(2, 'black-4'), rec(3, 'green-1')],
    });
    expect(engine.toMove(s)).toBe(4);
    expect(withKing(s)).toEqual(['white-jack']);
    const a = run(s, { t: 'play', card: 'white-jack', king: true });
    expect(engine.toMove(a)).toBe(0);
    const b = run(a, { t: 'play', card: 'black-1' });
    expect(b.history[0]!.winner).toBe(4);
  });
});
