// The follow rule in the digital trick phase (rules page #follow-rule, #ruling-led-colour; book
// "Правило зависимости"): legal moves, blocked cards with their reason, refusals.
import { describe, expect, it } from 'vitest';
import { engine, blockedCards } from '../../../../../src/games/royal-stake/engine';
import { rec, refusal, run, trickState } from './core-helpers';

const cardsOf = (moves: ReturnType<typeof engine.legalMoves>) => [...new Set(moves.flatMap((m) => (m.t === 'play' ? [m.card] : [])))].sort();

describe('follow rule (Правило зависимости)', () => {
  const s = trickState({
    seats: [{ hand: ['green-1'] }, { hand: ['red-2', 'blue-9', 'rarity-1', 'green-4'] }, { hand: ['black-1', 'black-2'] }],
    plays: [rec(0, 'red-5')],
  });

  it('a seat holding the lead colour may play it, a rarity or a flag, nothing else', () => {
    expect(cardsOf(engine.legalMoves(s))).toEqual(['rarity-1', 'red-2']);
    expect(blockedCards(s, 1)).toEqual([
      { card: 'blue-9', reason: 'ERR_MUST_FOLLOW', params: { lead: 'red' } },
      { card: 'green-4', reason: 'ERR_MUST_FOLLOW', params: { lead: 'red' } },
    ]);
  });

  it('refuses an off-colour card with ERR_MUST_FOLLOW and leaves the state as it was', () => {
    const before = JSON.stringify(s);
    expect(refusal(s, { t: 'play', card: 'blue-9' })).toBe('ERR_MUST_FOLLOW');
    expect(JSON.stringify(s)).toBe(before);
  });

  it('without the lead colour anything goes', () => {
    const next = run(s, { t: 'play', card: 'red-2' });
    expect(cardsOf(engine.legalMoves(next))).toEqual(['black-1', 'black-2']);
    expect(blockedCards(next, 2)).toEqual([]);
  });

  it('only the seat to move has blocked cards', () => {
    expect(blockedCards(s, 2)).toEqual([]);
    expect(blockedCards(s, 0)).toEqual([]);
  });

  it('after a rarity lead the first numbered card sets the colour (#ruling-led-colour)', () => {
    const r = trickState({
      seats: [{ hand: ['rarity-1', 'red-1'] }, { hand: ['blue-3', 'red-7'] }, { hand: ['blue-1', 'red-9', 'green-2'] }],
    });
    const a = run(r, { t: 'play', card: 'rarity-1' });
    expect(cardsOf(engine.legalMoves(a))).toEqual(['blue-3', 'red-7']);
    const b = run(a, { t: 'play', card: 'blue-3' });
    expect(cardsOf(engine.legalMoves(b))).toEqual(['blue-1']);
  });

  it('a card under the white queen keeps its printed colour for following (#ruling-led-colour)', () => {
    const r = trickState({
      seats: [{ hand: ['red-2', 'red-3'], set: 'white', queenUses: 1 }, { hand: ['red-8', 'green-9'] }, { hand: ['black-4', 'black-5'] }],
    });
    const a = run(r, { t: 'play', card: 'red-2', queen: 'white' });
    expect(a.trick!.plays[0]).toEqual({ seat: 0, card: 'red-2', queen: 'white' });
    expect(cardsOf(engine.legalMoves(a))).toEqual(['red-8']);
  });
});

describe('white jack and queen are free and take the lead colour (Командный режим / Император: Белый валет)', () => {
  it('team: the white jack may be played over the lead colour', () => {
    const s = trickState({
      mode: 'team',
      seats: [{ hand: ['red-2'] }, { hand: ['red-4', 'white-jack', 'blue-5'] }, { hand: ['red-9'] }, { hand: ['green-1'] }],
      plays: [rec(0, 'red-6')],
    });
    expect(cardsOf(engine.legalMoves(s))).toEqual(['red-4', 'white-jack']);
  });

  it('emperor: after a white queen lead the next card sets the colour', () => {
    const s = trickState({
      mode: 'emperor',
      seats: [{ hand: ['white-queen', 'red-1'] }, { hand: ['green-4', 'red-4'] }, { hand: ['green-9', 'red-9'] }, { hand: ['blue-1'] }, { hand: ['blue-2'] }],
    });
    const a = run(s, { t: 'play', card: 'white-queen' });
    expect(cardsOf(engine.legalMoves(a))).toEqual(['green-4', 'red-4']);
    const b = run(a, { t: 'play', card: 'green-4' });
    expect(cardsOf(engine.legalMoves(b))).toEqual(['green-9']);
  });
});
