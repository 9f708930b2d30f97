// The three readings of the face-up cheerleader the issue asked to settle, each decided from the
// Russian text and pinned here: «Болельщица» — «Карта партнёра» (won cards, bets and wins are the
// partner's; the red queen line and the advanced rule), «Шут» (+2 wins, −20 for exactly 3, the
// jester bet), «Необязательное правило. Шут» (the jester deal).
import { describe, expect, it } from 'vitest';
import { namedParams } from '../../../../src/games/royal-stake/ui/score/names';
import { expectRowsAddUp, pointsOf, pr, rowsOf, scoreOk, stdGame } from './helpers';

type Entry = Record<string, unknown>;
const R4 = { A: 'red', B: 'white', C: 'blue', D: 'green' };

// Four players without white: the unchosen white king makes the deal from round 2.
const RD = { A: 'red', B: 'blue', C: 'green', D: 'black' };
const dealR1 = {
  A: pr(['hermit', 'militia'], ['cardsharp'], 0),
  B: pr(['healer', 'collector'], ['ninja'], 2),
  C: pr(['berserker', 'samurai'], ['cardsharp'], 1),
  D: pr(['ninja', 'hermit'], ['jester'], 2),
};
const dealGame = (a: Entry, b: Entry) => {
  const r2 = {
    A: pr(['cheerleader', 'berserker', 'samurai'], [], 1, { partner: 'B', ...a }),
    B: pr(['hermit', 'healer'], ['cardsharp'], 2, b),
    C: pr(['healer', 'collector'], ['ninja'], 2),
    D: pr(['militia', 'samurai'], ['cardsharp'], 0),
  };
  return {
    ...stdGame(RD, [dealR1, r2], { options: { jesterDeal: true } }),
    rounds: [{ players: dealR1 }, { players: r2, jesterDealKing: 'white' }],
  };
};

describe('ruling-cheerleader-deal: the jester deal follows the partner, like every won-card count', () => {
  it("ruling-cheerleader-deal: a face-up cheerleader pays for the partner's deal cards, not her own", () => {
    const res = scoreOk(dealGame({ dealPenaltyCards: 1 }, { dealPenaltyCards: 2 }));
    expect(rowsOf(res, 'A', 'partnerJesterDeal')).toEqual([
      { category: 'partnerJesterDeal', points: -20, rule: 'ruling-cheerleader-deal', params: { round: 2, cards: 2, colour: 'white', rate: -10, from: 'B' } },
    ]);
    // The partner still pays for the same tricks on their own sheet.
    expect(rowsOf(res, 'B', 'jesterDeal')[0]).toMatchObject({ points: -20, rule: 'jester-deal' });
    expectRowsAddUp(res);
  });
  it('ruling-cheerleader-deal: tricks she won herself with the deal colour cost her nothing', () => {
    const res = scoreOk(dealGame({ dealPenaltyCards: 3 }, { dealPenaltyCards: 0 }));
    expect(pointsOf(res, 'A', 'partnerJesterDeal') + pointsOf(res, 'A', 'jesterDeal')).toBe(0);
    expect(pointsOf(res, 'B', 'jesterDeal')).toBe(0);
  });
});

describe('ruling-cheerleader-failed-bet: she is deemed to have made the partner’s bets, with their outcome', () => {
  const round = (a: Entry, tricks: [number, number, number, number]) => ({
    A: pr(['cheerleader', 'hermit', 'militia'], [], tricks[0], { partner: 'B', ...a }),
    B: pr(['healer', 'collector'], ['ninja'], tricks[1]),
    C: pr(['berserker', 'samurai'], ['cardsharp'], tricks[2]),
    D: pr(['ninja', 'cardsharp'], ['jester'], tricks[3]),
  });
  it("ruling-cheerleader-failed-bet: the partner's ninja misses, so another player's jester counts both of them", () => {
    // B bets ninja on 1 win (needs 2): B and A fail; C's cardsharp pays on 2.
    const res = scoreOk(stdGame(R4, [round({}, [0, 1, 2, 2])]));
    expect(rowsOf(res, 'D', 'betJester')[0]).toMatchObject({ points: 60, rule: 'character-jester', params: { failures: 2, failed: 'A,B' } });
  });
  it("ruling-cheerleader-failed-bet: when the partner's bet pays she is not counted", () => {
    // B's ninja pays on 2; only C (cardsharp on 1) failed.
    const res = scoreOk(stdGame(R4, [round({}, [0, 2, 1, 2])]));
    expect(pointsOf(res, 'A', 'partnerNinja')).toBe(70);
    expect(rowsOf(res, 'D', 'betJester')[0]).toMatchObject({ points: 30, params: { failures: 1, failed: 'C' } });
  });
  it('ruling-cheerleader-failed-bet: the outcome is read on her own count (advanced rule, her red queen)', () => {
    // Advanced: A's red queen gives only A a win, so the same ninja pays B on 2 and misses for A on 3.
    const adv = scoreOk(stdGame(R4, [round({ redQueen: true }, [0, 2, 0, 3])], { options: { cheerleaderAdvanced: true } }));
    expect(pointsOf(adv, 'B', 'betNinja')).toBe(70);
    expect(pointsOf(adv, 'A', 'partnerNinja')).toBe(0);
    expect(rowsOf(adv, 'D', 'betJester')[0]).toMatchObject({ points: 30, params: { failures: 1, failed: 'A' } });
    // Basic: her red queen gives the partner the win too — both miss on 3, both count.
    const basic = scoreOk(stdGame(R4, [round({ redQueen: true }, [0, 2, 0, 3])]));
    expect(rowsOf(basic, 'D', 'betJester')[0]).toMatchObject({ points: 60, params: { failures: 2, failed: 'A,B' } });
  });
  it('ruling-cheerleader-failed-bet: the jester bet of her own partner still leaves both of them out (the book’s exception)', () => {
    const r = {
      A: pr(['cheerleader', 'hermit', 'militia'], [], 0, { partner: 'B' }),
      B: pr(['healer', 'collector'], ['jester'], 1),
      C: pr(['berserker', 'samurai'], ['cardsharp'], 1),
      D: pr(['ninja', 'hermit'], ['cardsharp'], 3),
    };
    const res = scoreOk(stdGame(R4, [r]));
    expect(rowsOf(res, 'B', 'betJester')[0]).toMatchObject({ points: 60, params: { failures: 2, failed: 'C,D' } });
    expect(pointsOf(res, 'A', 'partnerJester')).toBe(60);
  });
});

describe('ruling-cheerleader-jester: her face-up jester goes where the book sends her red queen', () => {
  const round = (bTricks: number, dTricks: number) => ({
    A: pr(['cheerleader', 'jester', 'militia'], [], 0, { partner: 'B' }),
    B: pr(['healer', 'collector'], ['cardsharp'], bTricks),
    C: pr(['berserker', 'samurai'], ['ninja'], 2),
    D: pr(['ninja', 'hermit'], ['cardsharp'], dTricks),
  });
  it("ruling-cheerleader-jester: basic rule — her jester adds 2 to the partner's count, which both score with", () => {
    const res = scoreOk(stdGame(R4, [round(0, 3)]));
    // B: 0 tricks + 2 for A's jester = 2 wins: cardsharp bet pays 60, white jack 20.
    expect(rowsOf(res, 'B', 'betCardsharp')[0]).toMatchObject({ points: 60, params: { wins: 2, tricks: 0, jesterWins: 0, queenWins: 0, cheerJesterWins: 2 } });
    expect(pointsOf(res, 'B', 'jackFace')).toBe(20);
    // The sheet names that part, so B does not look for a jester in their own squad.
    const t = (key: string, o?: Record<string, unknown>) => `${key.split('.').pop()}(${Object.values(o ?? {}).join(',')})`;
    const row = rowsOf(res, 'B', 'betCardsharp')[0]!;
    expect(namedParams(row.params, [], t).wins).toBe('parts(2,tricks(0) + cheerJester(2))');
    expect(rowsOf(res, 'A', 'partnerCardsharp')[0]).toMatchObject({ points: 60, params: { wins: 2, from: 'B' } });
    expectRowsAddUp(res);
  });
  it('ruling-cheerleader-jester: advanced rule — her jester adds only to her own count', () => {
    const res = scoreOk(stdGame(R4, [round(0, 3)], { options: { cheerleaderAdvanced: true } }));
    expect(rowsOf(res, 'B', 'betCardsharp')[0]).toMatchObject({ points: 30, params: { wins: 0, jesterWins: 0 } });
    expect(rowsOf(res, 'A', 'partnerCardsharp')[0]).toMatchObject({ points: 60, params: { wins: 2, jesterWins: 0, cheerJesterWins: 2 } });
  });
  it('ruling-cheerleader-jester: her jester costs her 20 at exactly 3 shared wins; the partner has no jester to pay for', () => {
    const res = scoreOk(stdGame(R4, [round(1, 2)]));
    expect(rowsOf(res, 'B', 'betCardsharp')[0]).toMatchObject({ points: 0, params: { wins: 3 } });
    expect(pointsOf(res, 'A', 'jesterFace')).toBe(-20);
    expect(rowsOf(res, 'B', 'jesterFace')).toHaveLength(0);
  });
});
