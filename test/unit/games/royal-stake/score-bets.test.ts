// Bets: what each back pays, the jester's count of failures, printed backs the user enters,
// round 3 with two bet cards. Sections cited per test: «Ставка», «Пример ставки», «Шулер»,
// «Шут», «Свойства валетов», «Пример ставки в третьем раунде».
import { describe, expect, it } from 'vitest';
import { scorer } from '../../../../src/games/royal-stake/score';
import { RULERS3, base3, errorOf, pointsOf, pr, rowsOf, scoreOk, stdGame } from './helpers';

const R4 = { A: 'white', B: 'red', C: 'blue', D: 'green' };

describe('bet backs — «Пример ставки»', () => {
  it.each([
    [0, 30],
    [1, 0],
    [2, 60],
    [3, 0],
  ])('cardsharp bet with %i wins pays %i', (tricks, vp) => {
    const round = base3();
    round.A = pr(['hermit', 'militia'], ['cardsharp'], tricks);
    round.C = pr(['healer', 'collector'], ['cardsharp'], 5 - tricks);
    const res = scoreOk(stdGame(RULERS3, [round]));
    expect(pointsOf(res, 'A', 'betCardsharp')).toBe(vp);
    expect(rowsOf(res, 'A', 'betCardsharp')[0]?.rule).toBe('scoring-bets');
  });

  it('ninja bet pays 70 for exactly 2 wins, nothing otherwise', () => {
    const round = base3();
    round.B = pr(['samurai', 'berserker'], ['ninja'], 2);
    round.C = pr(['healer', 'collector'], ['cardsharp'], 1);
    expect(pointsOf(scoreOk(stdGame(RULERS3, [round])), 'B', 'betNinja')).toBe(70);
    expect(pointsOf(scoreOk(stdGame(RULERS3, [base3()])), 'B', 'betNinja')).toBe(0);
  });

  it('a failed bet still shows a 0-point row, so the breakdown explains it', () => {
    const rows = rowsOf(scoreOk(stdGame(RULERS3, [base3()])), 'B', 'betNinja');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.points).toBe(0);
    expect(rows[0]!.params).toMatchObject({ round: 1, wins: 0 });
  });
});

describe('jester bet — «Шут» (оборот)', () => {
  // The recommended base squads keep the third cardsharp in a 4-player game.
  const opts = { options: { baseSquads: true } };
  const round = () => ({
    A: pr(['hermit', 'berserker'], ['cardsharp'], 1), // fails
    B: pr(['healer', 'samurai'], ['ninja'], 1), // fails
    C: pr(['militia', 'collector'], ['cardsharp'], 0), // succeeds
    D: pr(['ninja', 'cardsharp'], ['jester'], 3),
  });
  it('pays 30 for each other player whose bet failed (2 failures = 60)', () => {
    const res = scoreOk(stdGame(R4, [round()], opts));
    expect(pointsOf(res, 'D', 'betJester')).toBe(60);
    expect(rowsOf(res, 'D', 'betJester')[0]!.params).toMatchObject({ failures: 2 });
  });
  it('counts as a successful bet for the face-up cardsharp when someone failed', () => {
    expect(pointsOf(scoreOk(stdGame(R4, [round()], opts)), 'D', 'cardsharpFace')).toBe(20);
  });
  it('pays nothing and fails when every other bet succeeded', () => {
    const r = round();
    r.A = pr(['hermit', 'berserker'], ['cardsharp'], 0);
    r.B = pr(['healer', 'samurai'], ['ninja'], 2);
    r.D = pr(['ninja', 'cardsharp'], ['jester'], 3);
    const res = scoreOk(stdGame(R4, [r], opts));
    expect(pointsOf(res, 'D', 'betJester')).toBe(0);
    expect(pointsOf(res, 'D', 'cardsharpFace')).toBe(0);
  });
});

describe('printed bet backs the text lost — ERR_NEEDS_CARD_VALUE', () => {
  const withHermitBet = () => {
    const r = base3();
    r.B = pr(['samurai', 'berserker'], ['hermit'], 0);
    return stdGame(RULERS3, [r]);
  };
  it('refuses a hermit bet until its back is known, naming the key', () => {
    const r = scorer.score(withHermitBet());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.params).toEqual({ key: 'royal-stake/bet/hermit' });
  });
  it('reads the back from the card-value store (one key per printed win count) and flags the row', () => {
    const res = scoreOk(withHermitBet(), { 'royal-stake/bet/hermit/0': 45, 'royal-stake/bet/hermit/4': 90 });
    const row = rowsOf(res, 'B', 'betHermit')[0]!;
    expect(row.points).toBe(45);
    expect(row.userEntered).toBe(true);
  });
  it("prefers the input's printed block over the store", () => {
    const input = { ...withHermitBet(), printed: { bets: { hermit: [{ wins: 0, vp: 35 }] } } };
    expect(pointsOf(scoreOk(input, { 'royal-stake/bet/hermit/0': 45 }), 'B', 'betHermit')).toBe(35);
  });
  it('flags a failed printed bet too: the user value decided it', () => {
    const res = scoreOk(withHermitBet(), { 'royal-stake/bet/hermit/3': 60 });
    expect(rowsOf(res, 'B', 'betHermit')[0]).toMatchObject({ points: 0, userEntered: true });
  });
  it("ignores other games' keys but refuses a malformed Royal Stake value", () => {
    expect(errorOf(withHermitBet(), { 'royal-stake/bet/hermit/0': 40, 'jackal/x': 1.5 })).toBe('ok');
    expect(errorOf(withHermitBet(), { 'royal-stake/bet/hermit/0': 2.5 })).toBe('ERR_BAD_CARD_VALUE');
    expect(errorOf(withHermitBet(), { 'royal-stake/bet/hermit/x': 20 })).toBe('ERR_BAD_CARD_VALUE');
  });
  it('refuses printed values for a back the text already gives', () => {
    const input = { ...withHermitBet(), printed: { bets: { cardsharp: [{ wins: 0, vp: 1 }] } } };
    expect(errorOf(input)).toBe('ERR_PRINTED_NOT_NEEDED');
  });
  it('a known back (cardsharp) is never flagged as user-entered', () => {
    const res = scoreOk(stdGame(RULERS3, [base3()]));
    expect(rowsOf(res, 'A', 'betCardsharp')[0]!.userEntered).toBeUndefined();
  });
});

/** A valid round 1 and 2 for R3 players, so a test can vary round 3 only. */
const early = () => [
  base3(),
  {
    A: pr(['samurai', 'berserker'], ['ninja'], 0),
    B: pr(['healer', 'collector'], ['cardsharp'], 3),
    C: pr(['hermit', 'militia'], ['cardsharp'], 2),
  },
];

describe('round 3: one or two bets, the jack as a bet — «Пример ставки в третьем раунде»', () => {
  it('two successful bets both pay, the face-up cardsharp pays 20 once', () => {
    const r3 = {
      A: pr(['cardsharp'], ['hermit', 'militia'], 2),
      B: pr(['samurai', 'berserker'], ['ninja'], 3),
      C: pr(['healer', 'collector'], ['cardsharp'], 0),
    };
    const input = { ...stdGame(RULERS3, [...early(), r3]), printed: { bets: { hermit: [{ wins: 2, vp: 40 }], militia: [{ wins: 2, vp: 10 }] } } };
    const res = scoreOk(input);
    expect(pointsOf(res, 'A', 'betHermit')).toBe(40);
    expect(pointsOf(res, 'A', 'betMilitia')).toBe(10);
    expect(rowsOf(res, 'A', 'cardsharpFace')).toHaveLength(1);
  });
  it('a jack bet pays 100 for exactly 3 wins, and the jack face then pays nothing', () => {
    const r3 = {
      A: pr(['hermit', 'militia', 'healer'], ['jack'], 3),
      B: pr(['samurai', 'berserker'], ['ninja'], 2),
      C: pr(['collector', 'berserker'], ['cardsharp'], 0),
    };
    const res = scoreOk(stdGame(RULERS3, [...early(), r3]));
    expect(pointsOf(res, 'A', 'betJack')).toBe(100);
    expect(rowsOf(res, 'A', 'jackFace').filter((r) => r.params?.round === 3)).toHaveLength(0);
  });
  it('the jack plus a character: two bets, two face-up characters', () => {
    const r3 = {
      A: pr(['hermit', 'militia'], ['jack', 'healer'], 3),
      B: pr(['samurai', 'berserker'], ['ninja'], 2),
      C: pr(['collector', 'berserker'], ['cardsharp'], 0),
    };
    const input = { ...stdGame(RULERS3, [...early(), r3]), printed: { bets: { healer: [{ wins: 3, vp: 50 }] } } };
    const res = scoreOk(input);
    expect(pointsOf(res, 'A', 'betJack') + pointsOf(res, 'A', 'betHealer')).toBe(150);
  });
  it('ruling-two-bets-failed: one of two bets missing counts once as a failure for the jester, one paying feeds the cardsharp', () => {
    // D bets ninja (2 wins) and hermit (0 wins) and takes 2: the ninja pays, the hermit misses.
    const R = { A: 'white', B: 'red', C: 'blue', D: 'green' };
    const r1 = {
      A: pr(['hermit', 'berserker'], ['cardsharp'], 0),
      B: pr(['healer', 'samurai'], ['ninja'], 2),
      C: pr(['militia', 'collector'], ['cardsharp'], 2),
      D: pr(['ninja', 'militia'], ['jester'], 1),
    };
    const r2 = {
      A: pr(['healer', 'samurai'], ['ninja'], 2),
      B: pr(['hermit', 'berserker'], ['cardsharp'], 0),
      C: pr(['ninja', 'jester'], ['cardsharp'], 0),
      D: pr(['collector', 'militia'], ['cardsharp'], 3),
    };
    const r3 = {
      A: pr(['hermit', 'berserker'], ['cardsharp'], 0),
      B: pr(['healer', 'samurai'], ['jester'], 1),
      C: pr(['militia', 'collector'], ['cardsharp'], 2),
      D: pr(['cardsharp'], ['ninja', 'hermit'], 2),
    };
    const printed = { bets: { hermit: [{ wins: 0, vp: 40 }] }, kingNumbers: { white: 1, red: 2, blue: 3, green: 4 } };
    const res = scoreOk({ ...stdGame(R, [r1, r2, r3], { options: { baseSquads: true } }), printed });
    const r3Rows = (id: string, cat: string) => rowsOf(res, id, cat).filter((r) => r.params?.round === 3);
    expect(r3Rows('B', 'betJester')[0]).toMatchObject({ points: 30, params: { failures: 1 } });
    expect(r3Rows('D', 'betNinja')[0]!.points).toBe(70);
    expect(r3Rows('D', 'betHermit')[0]!.points).toBe(0);
    expect(r3Rows('D', 'cardsharpFace').map((r) => r.points)).toEqual([20]);
  });
});
