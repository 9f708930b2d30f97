// Scorer behaviour beyond the vectors: rows, anchors, refusals and their paths.
import { describe, expect, it } from 'vitest';
import { coinSupplyWarning, scorer } from '../../../../src/games/jackal/score';

const game = (...islands: number[][]) => ({
  players: islands.map((list, i) => ({ id: String.fromCharCode(65 + i), islands: list })),
});

describe('Jackal scorer rows — «Подсчёт монет»', () => {
  it('gives one row per island, treasure or Tortuga, in island order', () => {
    const r = scorer.score(game([3, 0, -1, 2]));
    if (!r.ok) throw new Error(r.error);
    expect(r.value.breakdown.A).toEqual([
      { category: 'island', points: 3, rule: 'scoring-island', params: { island: 1 } },
      { category: 'island', points: 0, rule: 'scoring-island', params: { island: 2 } },
      { category: 'tortuga', points: -1, rule: 'scoring-tortuga', params: { island: 3, coins: 1, cards: 2 } },
      { category: 'island', points: 2, rule: 'scoring-island', params: { island: 4 } },
    ]);
  });
  it.each([
    [-1, 2],
    [-2, 3],
    [-3, 5],
  ])("Tortuga for %i coins brings the book's card count — «Можно ли потратить монеты?»", (net, cards) => {
    const r = scorer.score(game([3, net]));
    if (!r.ok) throw new Error(r.error);
    expect(r.value.breakdown.A?.[1]?.params).toMatchObject({ coins: -net, cards });
  });
  it('ties share a place with no tie-break — «Аррррр! Победитель!»', () => {
    const r = scorer.score(game([2, 1], [1, 2], [3, 1]));
    if (!r.ok) throw new Error(r.error);
    expect(r.value.ranking).toEqual([['C'], ['A', 'B']]);
  });
  it('accepts ten islands, the length of a full game — «Об игре»', () => {
    expect(scorer.score(game(Array(10).fill(1), Array(10).fill(2))).ok).toBe(true);
  });
  it('accepts a game in progress: one pirate, no islands yet — ruling "partial-game"', () => {
    expect(scorer.score(game([]))).toEqual({ ok: true, value: { totals: { A: 0 }, ranking: [['A']], breakdown: { A: [] }, tieBreaks: [] } });
  });
  it('accepts exactly 37 coins in purses, with no warning — «Состав игры»', () => {
    const input = game([3, 3, 3, 1], [3, 3, 3, 0], [3, 3, 3, 0], [3, 3, 3, 0]);
    expect(scorer.score(input).ok).toBe(true);
    expect(coinSupplyWarning(input.players)).toBeNull();
  });
  it('scores more than 37 coins in purses and warns where the box ran dry — ruling "coin-supply"', () => {
    const input = game([3, 3, 3, 3], [3, 3, 3, 3], [3, 3, 3, 0], [3, 3, 3, 0]);
    const r = scorer.score(input);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.totals).toEqual({ A: 12, B: 12, C: 9, D: 9 });
    expect(coinSupplyWarning(input.players)).toEqual({ island: 4, coins: 42, max: 37 });
  });
  it('the warning counts Tortuga payments as back in the box — ruling "coin-supply"', () => {
    expect(coinSupplyWarning(game([3, 3, 3, -3], [3, 3, 3, 3], [3, 3, 3, 1], [3, 3, 3, 0]).players)).toBeNull();
    expect(coinSupplyWarning(game([3, 3, 3, -2], [3, 3, 3, 3], [3, 3, 3, 1], [3, 3, 3, 0]).players)).toEqual({ island: 4, coins: 38, max: 37 });
  });
});

describe('Jackal scorer refusals', () => {
  it.each<[string, unknown, string]>([
    ['not an object', 'A: 3', 'ERR_NOT_OBJECT'],
    ['null', null, 'ERR_NOT_OBJECT'],
    ['players missing', {}, 'ERR_PLAYERS_NOT_ARRAY'],
    ['no players', { players: [] }, 'ERR_NO_PLAYERS'],
    ['player not an object', { players: [7] }, 'ERR_NOT_OBJECT'],
    ['empty id', { players: [{ id: ' ', islands: [] }] }, 'ERR_BAD_PLAYER_ID'],
    ['islands missing', { players: [{ id: 'A' }] }, 'ERR_ISLANDS_NOT_ARRAY'],
    ['NaN coins', { players: [{ id: 'A', islands: [Number.NaN] }] }, 'ERR_NOT_INTEGER'],
    ['null coins', { players: [{ id: 'A', islands: [null] }] }, 'ERR_NOT_INTEGER'],
  ])('%s', (_, input, error) => {
    expect(scorer.score(input)).toMatchObject({ ok: false, error });
  });
  it('points at the offending island', () => {
    const r = scorer.score(game([1, 2], [0, 5]));
    expect(r).toMatchObject({ ok: false, error: 'ERR_TOO_MANY_COINS_ON_ISLAND', path: 'players.1.islands.1' });
  });
  it('names the island where the purse ran dry — «Можно ли потратить монеты?»', () => {
    const r = scorer.score(game([1, -1, -1]));
    expect(r).toMatchObject({ ok: false, error: 'ERR_NOT_ENOUGH_COINS', params: { island: 3, has: 0, spends: 1 } });
  });
  it('never throws on odd input', () => {
    for (const input of [undefined, 0, [], { players: 'A' }, { players: [{ id: 1, islands: [] }] }]) {
      expect(() => scorer.score(input)).not.toThrow();
      expect(scorer.score(input).ok).toBe(false);
    }
  });
});
