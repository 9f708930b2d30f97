// The cheerleader — «Болельщица», «Карта партнёра», «Карта копии ставки»: rows, anchors and our
// rulings on whose counts she uses (ruling-cheerleader-partner, ruling-jester-failures, ruling-bet-copy).
// The three rulings on her deal, failed bets and own jester: score-cheerleader-rulings.test.ts.
import { describe, expect, it } from 'vitest';
import { pointsOf, pr, rowsOf, scoreOk, stdGame } from './helpers';

const R4 = { A: 'red', B: 'white', C: 'blue', D: 'green' };
const round = (a: Record<string, unknown>, b = pr(['healer', 'collector'], ['ninja'], 1, { won: { blue: 2, rarity: 1 } })) => ({
  A: a,
  B: b,
  C: pr(['berserker', 'samurai'], ['cardsharp'], 2),
  D: pr(['ninja', 'hermit'], ['cardsharp'], 2),
});

describe('face-up cheerleader scores with the partner — «Карта партнёра»', () => {
  it("uses the partner's bet, win count and won cards; her own won cards count for nothing", () => {
    const a = pr(['cheerleader', 'healer', 'collector'], [], 0, { partner: 'B', won: { green: 0 } });
    const r = {
      A: a,
      B: pr(['militia', 'hermit'], ['ninja'], 2, { won: { blue: 2, green: 1, whiteFlag: 1 } }),
      C: pr(['berserker', 'militia'], ['cardsharp'], 2),
      D: pr(['ninja', 'samurai'], ['cardsharp'], 1),
    };
    const res = scoreOk(stdGame(R4, [r]));
    expect(rowsOf(res, 'A', 'partnerNinja')[0]).toMatchObject({ points: 70, rule: 'character-cheerleader', params: { from: 'B', wins: 2 } });
    expect(pointsOf(res, 'A', 'healerFace')).toBe(30);
    expect(pointsOf(res, 'A', 'collectorFace')).toBe(20);
    expect(pointsOf(res, 'A', 'jackFace')).toBe(30); // red jack at the partner's 2 wins
  });
  it("counts as a successful bet for her own face-up cardsharp when the partner's bet paid", () => {
    const a = pr(['cheerleader', 'cardsharp', 'militia'], [], 3, { partner: 'B' });
    const r = {
      ...round(a),
      B: pr(['healer', 'collector'], ['ninja'], 2),
      C: pr(['berserker', 'samurai'], ['hermit'], 0),
      D: pr(['ninja', 'hermit'], ['militia'], 0),
    };
    const res = scoreOk(stdGame(R4, [r], { printed: { bets: { hermit: [{ wins: 0, vp: 30 }], militia: [{ wins: 0, vp: 30 }] } } }));
    expect(pointsOf(res, 'A', 'cardsharpFace')).toBe(20);
  });
  it('partner uses a jester bet: failures of everyone but the two of them', () => {
    const a = pr(['cheerleader', 'hermit', 'militia'], [], 0, { partner: 'B' });
    const r = {
      ...round(a, pr(['healer', 'collector'], ['jester'], 1)),
      C: pr(['berserker', 'samurai'], ['cardsharp'], 1),
      D: pr(['ninja', 'hermit'], ['cardsharp'], 3),
    };
    const res = scoreOk(stdGame(R4, [r]));
    expect(pointsOf(res, 'B', 'betJester')).toBe(60);
    expect(pointsOf(res, 'A', 'partnerJester')).toBe(60);
  });
});

describe('cheerleader as the bet copies one other bet — «Карта копии ставки»', () => {
  it("the copy counts the copier's own wins", () => {
    const a = pr(['hermit', 'militia'], ['cheerleader'], 2, { copy: { player: 'B', card: 'ninja' } });
    const res = scoreOk(stdGame(R4, [{ ...round(a), C: pr(['berserker', 'samurai'], ['cardsharp'], 0), D: pr(['ninja', 'hermit'], ['cardsharp'], 2) }]));
    expect(rowsOf(res, 'A', 'copyNinja')[0]).toMatchObject({ points: 70, params: { from: 'B', wins: 2 } });
    expect(pointsOf(res, 'B', 'betNinja')).toBe(0);
  });
  it('ruling-jester-failures: a failed copy counts for the jester like any failed bet', () => {
    const a = pr(['hermit', 'militia'], ['cheerleader'], 0, { copy: { player: 'B', card: 'ninja' } });
    const r = {
      ...round(a, pr(['healer', 'collector'], ['ninja'], 2)),
      C: pr(['berserker', 'samurai'], ['cardsharp'], 0),
      D: pr(['ninja', 'hermit'], ['jester'], 3),
    };
    const res = scoreOk(stdGame(R4, [r]));
    expect(pointsOf(res, 'A', 'copyNinja')).toBe(0);
    expect(rowsOf(res, 'D', 'betJester')[0]).toMatchObject({ points: 30, params: { failures: 1 } });
  });
  it("ruling-jester-failures: the jester's owner and its copier never count each other", () => {
    const a = pr(['hermit', 'militia'], ['cheerleader'], 3, { copy: { player: 'D', card: 'jester' } });
    const r = {
      ...round(a, pr(['healer', 'collector'], ['ninja'], 1)),
      C: pr(['berserker', 'samurai'], ['cardsharp'], 1),
      D: pr(['ninja', 'hermit'], ['jester'], 0),
    };
    const res = scoreOk(stdGame(R4, [r]));
    // B (ninja on 1) and C (cardsharp on 1) failed; A and D did not fail for each other.
    expect(rowsOf(res, 'D', 'betJester')[0]).toMatchObject({ points: 60, params: { failures: 2 } });
    expect(rowsOf(res, 'A', 'copyJester')[0]).toMatchObject({ points: 60, params: { failures: 2 } });
  });
  it('a copied printed back is flagged as entered by the user', () => {
    const a = pr(['hermit', 'militia'], ['cheerleader'], 1, { copy: { player: 'B', card: 'healer' } });
    const b = pr(['ninja', 'collector'], ['healer'], 0);
    const res = scoreOk(stdGame(R4, [round(a, b)], { printed: { bets: { healer: [{ wins: 1, vp: 40 }] } } }));
    expect(rowsOf(res, 'A', 'copyHealer')[0]).toMatchObject({ points: 40, userEntered: true });
  });
});
