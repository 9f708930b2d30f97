// Face-up abilities and rulers at scoring time: jacks («Свойства валетов»), hermit, berserker,
// ninja, cardsharp, healer, collector, jester («Персонажи»), used and unused kings
// («Свойства использованных королей», «Третий раунд»), queens («Дама»).
import { describe, expect, it } from 'vitest';
import { JACK_FACE } from '../../../../src/games/royal-stake/data';
import { RULERS3, base3, errorOf, pointsOf, pr, rowsOf, scoreOk, stdGame } from './helpers';

/** A 3-player round where A (colour `a`) takes `tricks` and the others share the rest. */
function roundFor(tricks: number, aFace: string[] = ['militia', 'samurai'], aExtra = {}) {
  return {
    A: pr(aFace, ['cardsharp'], tricks, aExtra),
    B: pr(['healer', 'collector'], ['ninja'], 5 - tricks),
    C: pr(['militia', 'berserker'], ['cardsharp'], 0),
  };
}
const rulersWith = (a: string) => ({ A: a, B: a === 'blue' ? 'green' : 'blue', C: a === 'white' ? 'black' : 'white' });

describe('face-up jacks by wins — «Свойства валетов»', () => {
  const cases = Object.entries(JACK_FACE).flatMap(([colour, table]) => [0, 1, 2, 3, 4].map((wins) => [colour, wins, table[wins] ?? 0] as const));
  it('the table holds the book values', () => {
    expect(JACK_FACE.white).toEqual({ 1: 10, 2: 20, 3: 30 });
    expect(JACK_FACE.red).toEqual({ 1: 20, 2: 30 });
    expect(JACK_FACE.blue).toEqual({ 0: 20, 1: 20 });
    expect(JACK_FACE.green).toEqual({ 0: 30, 2: 30 });
    expect(JACK_FACE.black).toEqual({ 1: 20, 3: 40 });
  });
  it.each(cases)('%s jack with %i wins pays %i', (colour, wins, vp) => {
    const res = scoreOk(stdGame(rulersWith(colour), [roundFor(wins)]));
    expect(pointsOf(res, 'A', 'jackFace')).toBe(vp);
  });
});

describe('win-count faces — hermit 0, berserker 1, ninja 2 (Отшельник, Берсерк, Ниндзя)', () => {
  it.each([
    ['hermit', 0, 20],
    ['hermit', 1, 0],
    ['berserker', 1, 20],
    ['berserker', 2, 0],
    ['ninja', 2, 30],
    ['ninja', 3, 0],
  ])('%s face with %i wins pays %i', (c, wins, vp) => {
    const round = roundFor(wins, [c, 'militia']);
    // Only one ninja in a 3-player game: B bets a berserker (its printed back given here).
    if (c === 'ninja') round.B = pr(['healer', 'collector'], ['berserker'], 5 - wins);
    if (c === 'berserker') round.C = pr(['militia', 'hermit'], ['cardsharp'], 0);
    const res = scoreOk(stdGame(RULERS3, [round], { printed: { bets: { berserker: [{ wins: 9, vp: 5 }] } } }));
    expect(pointsOf(res, 'A', `${c}Face`)).toBe(vp);
  });
  it('two face-up copies score separately (two berserkers, 1 win = 40)', () => {
    const round = { ...roundFor(1, ['berserker', 'berserker']), C: pr(['militia', 'hermit'], ['cardsharp'], 0) };
    expect(pointsOf(scoreOk(stdGame(RULERS3, [round])), 'A', 'berserkerFace')).toBe(40);
  });
});

describe('cardsharp face — «Шулер»', () => {
  it('pays 20 with a successful bet and nothing with a failed one', () => {
    const printed = { printed: { bets: { berserker: [{ wins: 9, vp: 5 }] } } };
    const ok = {
      A: pr(['cardsharp', 'militia'], ['ninja'], 2),
      B: pr(['samurai', 'hermit'], ['cardsharp'], 0),
      C: pr(['healer', 'collector'], ['berserker'], 3),
    };
    expect(pointsOf(scoreOk(stdGame(RULERS3, [ok], printed)), 'A', 'cardsharpFace')).toBe(20);
    const bad = { ...ok, A: pr(['cardsharp', 'militia'], ['ninja'], 1), B: pr(['samurai', 'hermit'], ['cardsharp'], 1) };
    expect(pointsOf(scoreOk(stdGame(RULERS3, [bad], printed)), 'A', 'cardsharpFace')).toBe(0);
  });
});

describe('healer and collector — «Лекарь», «Собиратель»', () => {
  it.each([
    [{ blue: 1, green: 2 }, 30],
    [{ blue: 3, green: 3 }, 50],
    [{ blue: 5 }, 50],
    [{ red: 3 }, 0],
  ])('healer with won %j pays %i', (won, vp) => {
    const round = roundFor(2, ['healer', 'militia'], { won });
    round.B = pr(['samurai', 'collector'], ['ninja'], 3);
    expect(pointsOf(scoreOk(stdGame(RULERS3, [round])), 'A', 'healerFace')).toBe(vp);
  });
  it.each([
    [{}, 0],
    [{ rarity: 1 }, 20],
    [{ whiteFlag: 2 }, 50],
    [{ rarity: 1, whiteFlag: 1 }, 50],
    [{ rarity: 2, whiteFlag: 1 }, 80],
    [{ rarity: 2, whiteFlag: 2 }, 80],
  ])('collector with won %j pays %i', (won, vp) => {
    const round = roundFor(2, ['collector', 'militia'], { won });
    round.B = pr(['samurai', 'healer'], ['ninja'], 3);
    expect(pointsOf(scoreOk(stdGame(RULERS3, [round])), 'A', 'collectorFace')).toBe(vp);
  });
});

describe('jester face — «Шут»', () => {
  const R4 = { A: 'red', B: 'white', C: 'blue', D: 'green' };
  const round = (tricks: number, redQueen: boolean) => ({
    A: pr(['jester', 'hermit'], ['ninja'], tricks, { redQueen }),
    B: pr(['militia', 'samurai'], ['cardsharp'], 3 - tricks),
    C: pr(['berserker', 'healer'], ['cardsharp'], 0),
    D: pr(['collector', 'militia'], ['ninja'], 2),
  });
  it('adds 2 wins for the whole round: no bet on 0 or 1 can succeed, hermit cannot pay', () => {
    const res = scoreOk(stdGame(R4, [round(0, false)]));
    expect(pointsOf(res, 'A', 'betNinja')).toBe(70); // 0 tricks + 2 = 2 wins
    expect(pointsOf(res, 'A', 'hermitFace')).toBe(0);
    expect(pointsOf(res, 'A', 'jackFace')).toBe(30); // red jack, 2 wins
  });
  it('with the red queen, 0 tricks are 3 wins and cost 20 (after the positives)', () => {
    const res = scoreOk(stdGame(R4, [round(0, true)]));
    const rows = res.breakdown.A!;
    expect(rowsOf(res, 'A', 'jesterFace')[0]!.points).toBe(-20);
    expect(rows.findIndex((r) => r.category === 'jesterFace')).toBeGreaterThan(rows.findIndex((r) => r.category === 'betNinja'));
  });
});

describe('kings — «Свойства использованных королей», «Третий раунд»', () => {
  it.each([
    ['red', { red: 3, blue: 2 }, 30],
    ['blue', { blue: 2 }, 20],
    ['green', { green: 4 }, 40],
    ['black', { black: 1 }, 10],
    ['white', { rarity: 1 }, 20],
    ['white', { rarity: 1, whiteFlag: 1 }, 50],
    ['white', { rarity: 2, whiteFlag: 1 }, 80],
    ['white', { rarity: 2, whiteFlag: 2 }, 150],
  ])('a used %s king with won %j pays %i', (colour, won, vp) => {
    const res = scoreOk(stdGame(rulersWith(colour), [roundFor(2, ['militia', 'samurai'], { won, kingUsed: true })]));
    expect(pointsOf(res, 'A', 'usedKing')).toBe(vp);
  });
  it('a king used in round 1 pays its back again in later rounds; unused kings pay at the end', () => {
    const r2 = {
      A: pr(['healer', 'collector'], ['ninja'], 2, { kingUsed: true, won: { red: 2 } }),
      B: pr(['militia', 'hermit'], ['cardsharp'], 0),
      C: pr(['samurai', 'berserker'], ['cardsharp'], 3),
    };
    const r3 = {
      A: pr(['militia', 'hermit'], ['cardsharp'], 1, { kingUsed: true, won: { red: 1 } }),
      B: pr(['healer', 'collector'], ['ninja'], 0),
      C: pr(['militia', 'berserker'], ['cardsharp'], 4),
    };
    const r1 = { ...base3(), A: pr(['hermit', 'militia'], ['cardsharp'], 2, { kingUsed: true, won: { red: 3 } }) };
    const numbers = { kingNumbers: { blue: 1, white: 2 }, kingBackNumbers: { red: 3 } };
    const res = scoreOk(stdGame(RULERS3, [r1, r2, r3], { printed: numbers }));
    expect(rowsOf(res, 'A', 'usedKing').map((r) => r.points)).toEqual([30, 20, 10]);
    expect(pointsOf(res, 'A', 'unusedKing')).toBe(0);
    expect(rowsOf(res, 'B', 'unusedKing')[0]).toMatchObject({ points: 40, rule: 'end-of-game', params: { round: 3 } });
    expect(pointsOf(res, 'C', 'unusedKing')).toBe(60);
  });
  it('no end-of-game bonus before round 3 is entered', () => {
    expect(rowsOf(scoreOk(stdGame(RULERS3, [base3()])), 'B', 'unusedKing')).toHaveLength(0);
  });
  it('a used king cannot be face up again', () => {
    const r1 = { ...base3(), A: pr(['hermit', 'militia'], ['cardsharp'], 2, { kingUsed: true }) };
    const r2 = {
      A: pr(['healer', 'collector'], ['ninja'], 2),
      B: pr(['militia', 'hermit'], ['cardsharp'], 0),
      C: pr(['samurai', 'berserker'], ['cardsharp'], 3),
    };
    expect(errorOf(stdGame(RULERS3, [r1, r2]))).toBe('ERR_KING_UNUSED_AGAIN');
  });
});

describe('queens — «Свойства дам», «Красная дама»', () => {
  const r2 = (extra = {}) => ({
    A: pr(['healer', 'collector'], ['ninja'], 1, extra),
    B: pr(['militia', 'hermit'], ['cardsharp'], 0),
    C: pr(['samurai', 'berserker'], ['cardsharp'], 4),
  });
  it("the red queen adds one win (1 trick + queen = ninja's 2)", () => {
    const r1 = { ...base3(), A: pr(['hermit', 'militia'], ['cardsharp'], 1, { redQueen: true }), C: pr(['healer', 'collector'], ['cardsharp'], 4) };
    expect(pointsOf(scoreOk(stdGame(RULERS3, [r1])), 'A', 'betCardsharp')).toBe(60);
  });
  it("recharging costs the queen's price before the round and allows a second use", () => {
    // Round 1: 1 trick + queen = 2 wins, cardsharp 60 + red jack 30 = 90, enough for the 40.
    const r1 = { ...base3(), A: pr(['hermit', 'militia'], ['cardsharp'], 1, { redQueen: true }), C: pr(['healer', 'collector'], ['cardsharp'], 4) };
    const res = scoreOk(stdGame(RULERS3, [r1, r2({ redQueen: true, queenRecharged: true })]));
    expect(rowsOf(res, 'A', 'queenRecharge')[0]).toMatchObject({ points: -40, rule: 'scoring-queens', params: { round: 2 } });
    expect(pointsOf(res, 'A', 'betNinja')).toBe(70);
  });
  it('a used red queen stays face down without a recharge', () => {
    const r1 = { ...base3(), A: pr(['hermit', 'militia'], ['cardsharp'], 2, { redQueen: true }) };
    expect(errorOf(stdGame(RULERS3, [r1, r2({ redQueen: true })]))).toBe('ERR_QUEEN_NOT_RECHARGED');
  });
  it('a recharge must be affordable and is refused in round 1', () => {
    // B takes 3 tricks in round 1: ninja and blue jack pay nothing, so B has 0 VP.
    const poor = { ...base3(), B: pr(['samurai', 'berserker'], ['ninja'], 3), C: pr(['healer', 'collector'], ['cardsharp'], 0) };
    const b2 = { ...r2(), B: pr(['militia', 'hermit'], ['cardsharp'], 0, { queenRecharged: true }) };
    expect(errorOf(stdGame(RULERS3, [poor, b2]))).toBe('ERR_QUEEN_RECHARGE_BELOW_ZERO');
    const b1 = { ...base3(), B: pr(['samurai', 'berserker'], ['ninja'], 0, { queenRecharged: true }) };
    expect(errorOf(stdGame(RULERS3, [b1]))).toBe('ERR_QUEEN_RECHARGE_ROUND_ONE');
  });
  it('the blue queen costs 20: B, with exactly 20 VP after round 1, can pay it', () => {
    // B (blue) took 0 tricks in round 1 with a ninja bet: blue jack 0 wins = 20 VP, exactly the blue cost.
    const b2 = { ...r2(), B: pr(['militia', 'hermit'], ['cardsharp'], 0, { queenRecharged: true }) };
    const r1 = { ...base3(), B: pr(['samurai', 'berserker'], ['ninja'], 0) };
    const res = scoreOk(stdGame({ A: 'red', B: 'blue', C: 'white' }, [r1, b2]));
    expect(pointsOf(res, 'B', 'queenRecharge')).toBe(-20);
  });
  it('only the red rulers have a red queen', () => {
    const r1 = { ...base3(), B: pr(['samurai', 'berserker'], ['ninja'], 0, { redQueen: true }) };
    expect(errorOf(stdGame(RULERS3, [r1]))).toBe('ERR_RED_QUEEN_NOT_RED');
  });
});
