// Queens in the trick phase (rules page #queens, #mode-i-am-king, #mode-team; book "Дамы",
// "Я король: Красная дама", "Командный режим: Зелёная дама").
import { describe, expect, it } from 'vitest';
import { engine, blockedCards, explainTrick } from '../../../../../src/games/royal-stake/engine';
import { rec, refusal, run, trickState } from './core-helpers';

describe('black queen (Чёрная дама): play outside the follow rule', () => {
  const s = trickState({
    seats: [{ hand: ['green-1'] }, { hand: ['red-2', 'green-9'], set: 'black', queenUses: 1 }, { hand: ['black-1', 'black-2'] }],
    plays: [rec(0, 'red-5')],
    trump: 'black',
  });

  it('offers the barred card only with the black queen, and blocks nothing', () => {
    const moves = engine.legalMoves(s);
    expect(moves).toContainEqual({ t: 'play', card: 'green-9', queen: 'black' });
    expect(moves).not.toContainEqual({ t: 'play', card: 'green-9' });
    expect(moves).not.toContainEqual({ t: 'play', card: 'red-2', queen: 'black' });
    expect(blockedCards(s, 1)).toEqual([]);
  });

  it('is never spent on a card that follows anyway (ruling)', () => {
    expect(refusal(s, { t: 'play', card: 'red-2', queen: 'black' })).toBe('ERR_BLACK_QUEEN_NOT_NEEDED');
  });

  it('is used up and recorded for the judge', () => {
    const a = run(s, { t: 'play', card: 'green-9', queen: 'black' });
    expect(a.seats[1]!.queenUses).toBe(0);
    expect(a.trick!.plays[1]).toEqual({ seat: 1, card: 'green-9', blackQueen: true });
    const b = run(a, { t: 'play', card: 'black-1' });
    expect(b.history[0]!.winner).toBe(2);
    const v = explainTrick(b, 0);
    expect(v.ok && v.value.violations).toEqual([]);
  });

  it('a queen of another colour or a used one is refused', () => {
    expect(refusal(s, { t: 'play', card: 'red-2', queen: 'white' })).toBe('ERR_QUEEN_NOT_AVAILABLE');
    const used = trickState({ seats: s.seats.map((x, i) => (i === 1 ? { ...x, queenUses: 0 } : x)), plays: s.trick!.plays });
    expect(refusal(used, { t: 'play', card: 'green-9', queen: 'black' })).toBe('ERR_QUEEN_NOT_AVAILABLE');
  });
});

describe('red queen (Я король: Красная дама): +1 win only for a trick its player won', () => {
  const base = (rank: number) =>
    trickState({
      seats: [{ hand: [`red-${rank}`, 'green-1'], set: 'red', queenUses: 1 }, { hand: ['red-5', 'green-2'] }, { hand: ['blue-1', 'green-3'] }],
      trump: 'blue',
    });

  it('counts when the red-queen player takes the trick', () => {
    const s = run(base(9), { t: 'play', card: 'red-9', queen: 'red' }, { t: 'play', card: 'red-5' }, { t: 'play', card: 'green-3' });
    expect(s.history[0]!.plays[0]!.redQueen).toBe(true);
    expect(s.seats[0]!.redQueenWin).toBe(true);
    expect(s.seats[0]!.queenUses).toBe(0);
  });

  it('does not count when another seat takes it', () => {
    const s = run(base(2), { t: 'play', card: 'red-2', queen: 'red' }, { t: 'play', card: 'red-5' }, { t: 'play', card: 'green-3' });
    expect(s.history[0]!.winner).toBe(1);
    expect(s.seats.map((x) => x.redQueenWin)).toEqual([false, false, false]);
  });
});

describe('white and blue queens change strength (Белая дама, Синяя дама)', () => {
  it('a card under the white queen has rarity strength and beats trump', () => {
    const s = trickState({
      seats: [{ hand: ['black-1', 'red-1'] }, { hand: ['green-2', 'green-3'], set: 'white', queenUses: 1 }, { hand: ['black-9', 'black-8'] }],
      trump: 'black',
      plays: [rec(0, 'black-1')],
    });
    const a = run(s, { t: 'play', card: 'green-2', queen: 'white' }, { t: 'play', card: 'black-9' });
    expect(a.history[0]!.winner).toBe(1);
  });

  it('a card under the blue queen is a white flag: weakest with no rarity in the trick', () => {
    const s = trickState({
      seats: [{ hand: ['red-1', 'red-2'] }, { hand: ['red-10', 'red-3'], set: 'blue', queenUses: 1 }, { hand: ['red-4', 'red-5'] }],
    });
    const a = run(s, { t: 'play', card: 'red-1' }, { t: 'play', card: 'red-10', queen: 'blue' }, { t: 'play', card: 'red-4' });
    expect(a.history[0]!.winner).toBe(2);
  });
});

describe('green queen (Зелёная дама): her owner plays last', () => {
  const s = trickState({
    seats: [{ hand: ['red-5', 'red-1'] }, { hand: ['red-9', 'blue-2', 'blue-3'], set: 'green', queenUses: 1 }, { hand: ['red-7', 'red-2'] }],
    plays: [rec(0, 'red-5')],
  });

  it('is offered while someone still plays after her owner', () => {
    expect(engine.legalMoves(s)).toContainEqual({ t: 'green' });
  });

  it('the turn passes on, then comes back to her owner, whose card counts as laid last', () => {
    const a = run(s, { t: 'green' });
    expect(a.seats[1]!.queenUses).toBe(0);
    expect(engine.toMove(a)).toBe(2);
    const b = run(a, { t: 'play', card: 'red-7' });
    expect(engine.toMove(b)).toBe(1);
    expect(engine.legalMoves(b).map((m) => m.t === 'play' && m.card)).toEqual(['red-9']);
    const c = run(b, { t: 'play', card: 'red-9' });
    expect(c.history[0]!.plays.map((p) => p.seat)).toEqual([0, 2, 1]);
    expect(c.history[0]!.plays[2]).toEqual({ seat: 1, card: 'red-9', greenQueen: true });
    expect(c.history[0]!.winner).toBe(1);
    expect(c.trick!.leader).toBe(1);
  });

  it('is not offered to the last seat to act, where she would change nothing (ruling)', () => {
    const last = trickState({ seats: s.seats, leader: 2, plays: [rec(2, 'red-7'), rec(0, 'red-5')] });
    expect(engine.legalMoves(last)).not.toContainEqual({ t: 'green' });
    expect(refusal(last, { t: 'green' })).toBe('ERR_GREEN_QUEEN_POINTLESS');
  });

  it('laid as the lead, the next card sets the lead colour', () => {
    const lead = trickState({ seats: s.seats, leader: 1 });
    const a = run(lead, { t: 'green' }, { t: 'play', card: 'red-7' }, { t: 'play', card: 'red-5' });
    expect(engine.toMove(a)).toBe(1);
    expect(engine.legalMoves(a).map((m) => m.t === 'play' && m.card)).toEqual(['red-9']);
  });
});
