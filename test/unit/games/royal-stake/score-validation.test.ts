// Refusals of impossible input, each with its stable code: counts («Ход игры», «Стопки
// взяток»), squads and bets («Создание отряда», «Ставка»), copies per player count
// («Подготовка к игре»), the redraft («Второй раунд»), the cheerleader, the jester deal.
import { describe, expect, it } from 'vitest';
import { scorer } from '../../../../src/games/royal-stake/score';
import { RULERS3, base3, errorOf, pr, stdGame } from './helpers';

const with3 = (patch: Record<string, Record<string, unknown>>, extra = {}) => stdGame(RULERS3, [{ ...base3(), ...patch }], extra);

describe('shape of the input', () => {
  it.each([
    [null, 'ERR_NOT_OBJECT'],
    [[], 'ERR_NOT_OBJECT'],
    [{ mode: 'poker' }, 'ERR_UNKNOWN_MODE'],
    [{ mode: 'standard' }, 'ERR_NOT_ARRAY'],
    [{ mode: 'standard', players: [{ id: 'A', rulers: 'red' }], rounds: [] }, 'ERR_PLAYER_COUNT'],
    [
      {
        mode: 'two-players',
        players: [
          { id: 'A', rulers: 'red' },
          { id: 'B', rulers: 'blue' },
          { id: 'C', rulers: 'green' },
        ],
        rounds: [],
      },
      'ERR_PLAYER_COUNT',
    ],
    [
      {
        mode: 'standard',
        players: [
          { id: 'A', rulers: 'red' },
          { id: 'A', rulers: 'blue' },
          { id: 'C', rulers: 'green' },
        ],
        rounds: [],
      },
      'ERR_DUPLICATE_PLAYER',
    ],
    [
      {
        mode: 'standard',
        players: [
          { id: 'A', rulers: 'red' },
          { id: 'B', rulers: 'red' },
          { id: 'C', rulers: 'green' },
        ],
        rounds: [],
      },
      'ERR_DUPLICATE_RULERS',
    ],
    [
      {
        mode: 'standard',
        players: [
          { id: 'A', rulers: 'pink' },
          { id: 'B', rulers: 'red' },
          { id: 'C', rulers: 'green' },
        ],
        rounds: [],
      },
      'ERR_UNKNOWN_COLOUR',
    ],
    [
      {
        mode: 'standard',
        players: [
          { id: '', rulers: 'white' },
          { id: 'B', rulers: 'red' },
          { id: 'C', rulers: 'green' },
        ],
        rounds: [],
      },
      'ERR_BAD_PLAYER_ID',
    ],
  ])('%j is refused with %s', (input, code) => {
    expect(errorOf(input)).toBe(code);
  });
  it('accepts a game with no round yet (all zero)', () => {
    const r = scorer.score(stdGame(RULERS3, []));
    expect(r.ok && r.value.totals).toEqual({ A: 0, B: 0, C: 0 });
  });
  it('refuses a fourth round, a missing player and an unknown one', () => {
    expect(errorOf(stdGame(RULERS3, [base3(), base3(), base3(), base3()]))).toBe('ERR_ROUND_COUNT');
    const { C: _c, ...two } = base3();
    expect(errorOf(stdGame(RULERS3, [two]))).toBe('ERR_MISSING_PLAYER');
    expect(errorOf(stdGame(RULERS3, [{ ...base3(), Z: pr([], [], 0) }]))).toBe('ERR_UNKNOWN_PLAYER');
  });
  it('refuses non-integers, negative counts, non-booleans and unknown won keys', () => {
    expect(errorOf(with3({ A: pr(['hermit', 'militia'], ['cardsharp'], 2.5) }))).toBe('ERR_NOT_INTEGER');
    expect(errorOf(with3({ A: pr(['hermit', 'militia'], ['cardsharp'], -1) }))).toBe('ERR_OUT_OF_RANGE');
    expect(errorOf(with3({ A: pr(['hermit', 'militia'], ['cardsharp'], 6) }))).toBe('ERR_OUT_OF_RANGE');
    expect(errorOf(with3({ A: pr(['hermit', 'militia'], ['cardsharp'], 2, { kingUsed: 'yes' }) }))).toBe('ERR_NOT_BOOLEAN');
    expect(errorOf(with3({ A: pr(['hermit', 'militia'], ['cardsharp'], 2, { won: { purple: 1 } }) }))).toBe('ERR_UNKNOWN_FIELD');
    expect(errorOf(with3({ A: pr(['hermit', 'militia'], ['cardsharp'], 2, { won: { red: '2' } }) }))).toBe('ERR_NOT_INTEGER');
  });
});

describe('counts — «Ход игры», «Стопки взяток»', () => {
  it("tricks must add up to the round's 5", () => {
    expect(errorOf(with3({ A: pr(['hermit', 'militia'], ['cardsharp'], 3) }))).toBe('ERR_TRICKS_SUM');
  });
  it('won cards are at most tricks x players (2 tricks x 3 = 6)', () => {
    expect(errorOf(with3({ A: pr(['hermit', 'militia'], ['cardsharp'], 2, { won: { red: 6 } }) }))).toBe('ok');
    expect(errorOf(with3({ A: pr(['hermit', 'militia'], ['cardsharp'], 2, { won: { red: 6, rarity: 1 } }) }))).toBe('ERR_TOO_MANY_WON');
    expect(errorOf(with3({ A: pr(['hermit', 'militia'], ['cardsharp'], 2, { dealPenaltyCards: 7 }) }))).toBe('ERR_TOO_MANY_WON');
  });
  it('no more cards of a colour than the deck holds (3 players: 6 of each, plus berserker tens in black)', () => {
    const a = { won: { green: 4 } };
    const c = { won: { green: 3 } };
    expect(errorOf(with3({ A: pr(['hermit', 'militia'], ['cardsharp'], 2, a), C: pr(['healer', 'collector'], ['cardsharp'], 3, c) }))).toBe(
      'ERR_TOO_MANY_CARDS_OF_COLOUR',
    );
    const black = { won: { black: 5 } };
    const black2 = { won: { black: 3 } };
    expect(errorOf(with3({ A: pr(['hermit', 'militia'], ['cardsharp'], 2, black), C: pr(['healer', 'collector'], ['cardsharp'], 3, black2) }))).toBe('ok');
    const specials = { won: { rarity: 3 } };
    const specials2 = { won: { whiteFlag: 2 } };
    expect(errorOf(with3({ A: pr(['hermit', 'militia'], ['cardsharp'], 2, specials), C: pr(['healer', 'collector'], ['cardsharp'], 3, specials2) }))).toBe(
      'ERR_TOO_MANY_CARDS_OF_COLOUR',
    );
  });
});

describe('squads and bets — «Создание отряда», «Ставка»', () => {
  it('a squad has three characters', () => {
    expect(errorOf(with3({ A: pr(['hermit'], ['cardsharp'], 2) }))).toBe('ERR_SQUAD_SIZE');
    expect(errorOf(with3({ A: pr(['hermit', 'militia', 'healer', 'ninja'], [], 2) }))).toBe('ERR_SQUAD_SIZE');
  });
  it('rounds 1-2: exactly one bet, never the jack; unknown cards refused', () => {
    expect(errorOf(with3({ A: pr(['hermit', 'militia', 'berserker'], [], 2) }))).toBe('ERR_BET_COUNT');
    expect(errorOf(with3({ A: pr(['hermit'], ['cardsharp', 'militia'], 2) }))).toBe('ERR_BET_COUNT');
    expect(errorOf(with3({ A: pr(['hermit', 'militia', 'berserker'], ['jack'], 2) }))).toBe('ERR_JACK_BET_ROUND');
    expect(errorOf(with3({ A: pr(['hermit', 'militia'], ['queen'], 2) }))).toBe('ERR_UNKNOWN_CHARACTER');
    // Round 3 allows two bet cards, but there is only one jack.
    const r2 = {
      A: pr(['healer', 'collector'], ['ninja'], 2),
      B: pr(['militia', 'hermit'], ['cardsharp'], 0),
      C: pr(['samurai', 'berserker'], ['cardsharp'], 3),
    };
    const r3 = { ...base3(), A: pr(['hermit', 'militia', 'berserker'], ['jack', 'jack'], 2) };
    expect(errorOf(stdGame(RULERS3, [base3(), r2, r3]))).toBe('ERR_BET_COUNT');
  });
  it('copies per player count: one ninja with 3 players; no jester or cheerleader with 3', () => {
    expect(errorOf(with3({ A: pr(['ninja', 'militia'], ['cardsharp'], 2) }))).toBe('ERR_TOO_MANY_COPIES');
    expect(errorOf(with3({ A: pr(['jester', 'militia'], ['cardsharp'], 2) }))).toBe('ERR_CHARACTER_NOT_IN_GAME');
  });
  it('4 players: two cardsharps, or three with the recommended base squads', () => {
    const R4 = { A: 'white', B: 'red', C: 'blue', D: 'green' };
    const round = {
      A: pr(['cardsharp', 'hermit'], ['ninja'], 2),
      B: pr(['militia', 'samurai'], ['cardsharp'], 1),
      C: pr(['healer', 'collector'], ['cardsharp'], 1),
      D: pr(['berserker', 'militia'], ['ninja'], 1),
    };
    expect(errorOf(stdGame(R4, [round]))).toBe('ERR_TOO_MANY_COPIES');
    expect(errorOf(stdGame(R4, [round], { options: { baseSquads: true } }))).toBe('ok');
  });
  it('round 2: nobody takes back the very card they had, but may take another copy — «Второй раунд»', () => {
    const r2 = (a: string[]) => ({
      A: pr(a, ['ninja'], 2),
      B: pr(['healer', 'collector'], ['cardsharp'], 0),
      C: pr(['samurai', 'berserker'], ['cardsharp'], 3),
    });
    // A had hermit, militia, cardsharp. Two militias exist in a 3-player game, so one more is fine...
    expect(errorOf(stdGame(RULERS3, [base3(), r2(['militia', 'berserker'])]))).toBe('ok');
    // ...but not both militias: one of them is the card A held in round 1.
    expect(errorOf(stdGame(RULERS3, [base3(), r2(['militia', 'militia'])]))).toBe('ERR_CHARACTER_REPEATED');
  });
});

describe('cheerleader — «Болельщица»', () => {
  const R4 = { A: 'red', B: 'white', C: 'blue', D: 'green' };
  const round = (a: Record<string, unknown>) => ({
    A: a,
    B: pr(['healer', 'collector'], ['ninja'], 1),
    C: pr(['berserker', 'samurai'], ['cardsharp'], 2),
    D: pr(['ninja', 'hermit'], ['cardsharp'], 2),
  });
  it.each([
    [pr(['cheerleader', 'hermit'], ['militia'], 0, { partner: 'B' }), 'ERR_CHEERLEADER_NO_BETS'],
    [pr(['cheerleader', 'hermit', 'militia'], [], 0), 'ERR_PARTNER_REQUIRED'],
    [pr(['cheerleader', 'hermit', 'militia'], [], 0, { partner: 'A' }), 'ERR_SELF_REFERENCE'],
    [pr(['cheerleader', 'hermit', 'militia'], [], 0, { partner: 'Q' }), 'ERR_UNKNOWN_PLAYER'],
    [pr(['hermit', 'militia'], ['militia'], 0, { partner: 'B' }), 'ERR_PARTNER_WITHOUT_CHEERLEADER'],
    [pr(['hermit', 'militia'], ['cheerleader'], 0), 'ERR_COPY_REQUIRED'],
    [pr(['hermit', 'militia'], ['cheerleader'], 0, { copy: { player: 'B', card: 'hermit' } }), 'ERR_BAD_COPY'],
    [pr(['hermit', 'militia'], ['jester'], 0, { copy: { player: 'B', card: 'ninja' } }), 'ERR_COPY_WITHOUT_CHEERLEADER'],
  ])('%j is refused with %s', (a, code) => {
    expect(errorOf(stdGame(R4, [round(a)], { printed: { bets: { militia: [{ wins: 1, vp: 10 }] } } }))).toBe(code);
  });
});

describe('jester deal — «Необязательное правило. Шут»', () => {
  it('needs an unchosen king from round 2 (3-4 players), none in round 1, and is impossible with 5', () => {
    const opts = { options: { jesterDeal: true } };
    expect(errorOf({ ...stdGame(RULERS3, [base3()], opts), rounds: [{ jesterDealKing: 'green', players: base3() }] })).toBe('ERR_JESTER_DEAL_NOT_IN_ROUND');
    const r2 = {
      A: pr(['healer', 'collector'], ['ninja'], 2),
      B: pr(['militia', 'hermit'], ['cardsharp'], 0),
      C: pr(['samurai', 'berserker'], ['cardsharp'], 3),
    };
    const two = (k?: string) => ({ ...stdGame(RULERS3, [], opts), rounds: [{ players: base3() }, { players: r2, ...(k ? { jesterDealKing: k } : {}) }] });
    expect(errorOf(two())).toBe('ERR_JESTER_DEAL_KING_MISSING');
    expect(errorOf(two('red'))).toBe('ERR_JESTER_DEAL_KING_CHOSEN');
    expect(errorOf(two('green'))).toBe('ok');
    const R5 = { A: 'white', B: 'red', C: 'blue', D: 'green', E: 'black' };
    expect(errorOf(stdGame(R5, [], opts))).toBe('ERR_JESTER_DEAL_PLAYER_COUNT');
  });
  it('a penalty without a deal king in the round is refused', () => {
    expect(errorOf(with3({ A: pr(['hermit', 'militia'], ['cardsharp'], 2, { dealPenaltyCards: 1 }) }))).toBe('ERR_NO_JESTER_DEAL');
  });
});
