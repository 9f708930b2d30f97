// Our rulings where the book leaves the standard game open, one describe per ruling anchor of
// the rules page ({#rulings}). Book sections: «Номер короля», «Дама», «Шут», «Шулер», «Лекарь»,
// «Собиратель», «Болельщица», «Карта копии ставки», «Необязательное правило. Шут», «Состав игры».
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scorer } from '../../../../src/games/royal-stake/score';
import { RULERS3, base3, errorOf, pointsOf, pr, rowsOf, scoreOk, stdGame } from './helpers';

type Input = { printed: Record<string, unknown>; rounds: unknown[] };
const vector = (file: string) => (JSON.parse(readFileSync(join(process.cwd(), 'test/vectors/royal-stake', file), 'utf8')) as { input: Input }).input;

describe('ruling-rarity-count: 4 specials, only their total is checked', () => {
  it('ruling-rarity-count: 3 rarities and 1 flag in a round are accepted, a fifth special is refused', () => {
    const won = (w: Record<string, number>) => ({ ...base3(), C: pr(['healer', 'collector'], ['cardsharp'], 3, { won: w }) });
    expect(pointsOf(scoreOk(stdGame(RULERS3, [won({ rarity: 3, whiteFlag: 1 })])), 'C', 'collectorFace')).toBe(80);
    expect(errorOf(stdGame(RULERS3, [won({ rarity: 3, whiteFlag: 2 })]))).toBe('ERR_TOO_MANY_CARDS_OF_COLOUR');
  });
});

describe('ruling-king-number: the number showing breaks a tie, only once the game is over', () => {
  // Vector 18: A (white) and B (red) tie after round 3 with both kings used.
  const tied = () => vector('18-tie-break-king-back.json');
  it('ruling-king-number: a used king counts its back number, not its face', () => {
    // Faces: white 1 < red 2 would pick A; backs: red 8 < white 9 pick B.
    expect(scoreOk(tied()).ranking).toEqual([['B'], ['A'], ['C']]);
  });
  it('ruling-king-number: a missing back number is asked for under its own key; the store answers it', () => {
    const input = { ...tied(), printed: { bets: tied().printed.bets, kingNumbers: { white: 1, red: 2 } } };
    const r = scorer.score(input);
    expect(r.ok ? 'ok' : r.params).toEqual({ key: 'royal-stake/king-number-back/white' });
    const store = { 'royal-stake/king-number-back/white': 3, 'royal-stake/king-number-back/red': 4 };
    expect(scoreOk(input, store).ranking).toEqual([['A'], ['B'], ['C']]);
  });
  it('ruling-king-number: before the last round tied players share a place and nothing is asked', () => {
    const input = { ...tied(), printed: { bets: tied().printed.bets }, rounds: tied().rounds.slice(0, 2) };
    const res = scoreOk(input);
    expect(res.totals.A).toBe(res.totals.B);
    expect(res.ranking).toEqual([['A', 'B'], ['C']]);
  });
});

describe('ruling-score-floor: penalties after gains, never below zero', () => {
  const R4 = { A: 'red', B: 'white', C: 'blue', D: 'green' };
  it('ruling-score-floor: a correcting row shows what the floor gave back', () => {
    // Vector 11: A's jester costs 20 on 0 VP; one row of +20 brings A back to 0.
    const res = scoreOk(vector('11-score-floor.json'));
    expect(rowsOf(res, 'A', 'scoreFloor')).toEqual([{ category: 'scoreFloor', points: 20, rule: 'ruling-score-floor', params: { round: 1 } }]);
    expect(res.totals.A).toBe(0);
  });
  it("ruling-score-floor: the round's gains absorb its penalties first, so no correction is needed", () => {
    const round = {
      A: pr(['jester', 'healer'], ['ninja'], 1, { won: { blue: 3 } }),
      B: pr(['militia', 'samurai'], ['cardsharp'], 2),
      C: pr(['berserker', 'healer'], ['cardsharp'], 0),
      D: pr(['collector', 'militia'], ['ninja'], 2),
    };
    const res = scoreOk(stdGame(R4, [round]));
    expect(pointsOf(res, 'A', 'healerFace')).toBe(30);
    expect(pointsOf(res, 'A', 'jesterFace')).toBe(-20);
    expect(rowsOf(res, 'A', 'scoreFloor')).toHaveLength(0);
    expect(res.totals.A).toBe(10);
  });
});

describe('ruling-duplicate-characters: face-up copies score one by one', () => {
  it('ruling-duplicate-characters: two ninjas 30 + 30, two cardsharps 20 + 20, two hermits 20 + 20', () => {
    const R5 = { A: 'red', B: 'white', C: 'blue', D: 'green', E: 'black' };
    const round = {
      A: pr(['ninja', 'ninja'], ['cardsharp'], 2),
      B: pr(['cardsharp', 'cardsharp'], ['berserker'], 0),
      C: pr(['hermit', 'hermit'], ['jester'], 0),
      D: pr(['healer', 'collector'], ['hermit'], 3),
      E: pr(['berserker', 'samurai'], ['militia'], 0),
    };
    const printed = { bets: { hermit: [{ wins: 0, vp: 40 }], militia: [{ wins: 1, vp: 40 }], berserker: [{ wins: 0, vp: 50 }] } };
    const res = scoreOk({ ...stdGame(R5, [round]), printed });
    expect(rowsOf(res, 'A', 'ninjaFace').map((r) => r.points)).toEqual([30, 30]);
    expect(rowsOf(res, 'B', 'cardsharpFace').map((r) => r.points)).toEqual([20, 20]);
    expect(rowsOf(res, 'C', 'hermitFace').map((r) => r.points)).toEqual([20, 20]);
  });
});

// Four players without white: the unchosen white king makes the deal from round 2.
const RD = { A: 'red', B: 'blue', C: 'green', D: 'black' };
const dealR1 = {
  A: pr(['hermit', 'militia'], ['cardsharp'], 0),
  B: pr(['healer', 'collector'], ['ninja'], 2),
  C: pr(['berserker', 'samurai'], ['cardsharp'], 1),
  D: pr(['ninja', 'hermit'], ['jester'], 2),
};
const dealR2 = (a: Record<string, unknown> = {}, b: Record<string, unknown> = {}) => ({
  A: pr(['militia', 'berserker'], ['samurai'], 1, a),
  B: pr(['hermit', 'healer'], ['cardsharp'], 2, b),
  C: pr(['healer', 'collector'], ['ninja'], 2),
  D: pr(['militia', 'samurai'], ['cardsharp'], 0),
});
const dealGame = (r2: Record<string, Record<string, unknown>>, players = RD) => ({
  ...stdGame(players, [dealR1, r2], { options: { jesterDeal: true }, printed: { bets: { samurai: [{ wins: 1, vp: 30 }] } } }),
  rounds: [{ players: dealR1 }, { players: r2, jesterDealKing: 'white' }],
});

describe('ruling-jester-deal: the white deal king, the rounds with a deal, five players', () => {
  it('ruling-jester-deal: a white deal king charges for rarities and flags won with one, 10 each in round 2', () => {
    const res = scoreOk(dealGame(dealR2({}, { dealPenaltyCards: 2 })));
    expect(rowsOf(res, 'B', 'jesterDeal')[0]).toMatchObject({ points: -20, rule: 'jester-deal', params: { round: 2, cards: 2, colour: 'white' } });
  });
  it('ruling-jester-deal: no deal in round 1 with 4 players, and none at all with 5', () => {
    const early = { ...dealGame(dealR2()), rounds: [{ players: dealR1, jesterDealKing: 'white' }] };
    expect(errorOf(early)).toBe('ERR_JESTER_DEAL_NOT_IN_ROUND');
    const five = stdGame({ ...RD, E: 'white' }, [], { options: { jesterDeal: true } });
    expect(errorOf(five)).toBe('ERR_JESTER_DEAL_PLAYER_COUNT');
  });
});

describe("ruling-bet-copy: any other bet may be copied, and the copy pays on the copier's wins", () => {
  it("ruling-bet-copy: a round-3 jack bet can be copied; the copier's 3 wins pay 100 while the owner misses", () => {
    const R4 = { A: 'red', B: 'white', C: 'blue', D: 'green' };
    const r1 = {
      A: pr(['hermit', 'militia'], ['cardsharp'], 0),
      B: pr(['healer', 'collector'], ['ninja'], 2),
      C: pr(['berserker', 'samurai'], ['cardsharp'], 1),
      D: pr(['ninja', 'hermit'], ['jester'], 2),
    };
    const r2 = {
      A: pr(['berserker', 'samurai'], ['ninja'], 1),
      B: pr(['hermit', 'militia'], ['cardsharp'], 0),
      C: pr(['healer', 'collector'], ['ninja'], 2),
      D: pr(['militia', 'healer'], ['cardsharp'], 2),
    };
    const r3 = {
      A: pr(['hermit', 'militia'], ['cheerleader'], 3, { copy: { player: 'B', card: 'jack' } }),
      B: pr(['ninja', 'samurai', 'berserker'], ['jack'], 0),
      C: pr(['healer', 'collector'], ['cardsharp'], 2),
      D: pr(['ninja', 'hermit'], ['cardsharp'], 0),
    };
    const input = { ...stdGame(R4, [r1, r2, r3]), printed: { kingNumbers: { red: 1, white: 2, blue: 3, green: 4 } } };
    const res = scoreOk(input);
    expect(rowsOf(res, 'A', 'copyJack')[0]).toMatchObject({ points: 100, rule: 'character-cheerleader', params: { from: 'B', wins: 3 } });
    expect(rowsOf(res, 'B', 'betJack')[0]!.points).toBe(0);
  });
});
