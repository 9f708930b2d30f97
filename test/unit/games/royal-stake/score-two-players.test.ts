// The two-player game — «Игра на двоих»: 9 tricks, 50 VP to start, the jack's +3 shift of a bet,
// the jack as a bet from round 1, doubled round-3 bets, catch-up kings, mandatory jester deal.
import { describe, expect, it } from 'vitest';
import { errorOf, pointsOf, pr, rowsOf, scoreOk, stdGame } from './helpers';

const R2 = { A: 'red', B: 'blue' };
const game = (rounds: Array<Record<string, Record<string, unknown>>>, kings = ['green', 'white', 'black']) => ({
  ...stdGame(R2, [], {}, 'two-players'),
  rounds: rounds.map((players, i) => ({ players, jesterDealKing: kings[i] })),
});
const r1 = (a = {}, b = {}) => ({
  A: pr(['hermit', 'militia'], ['cardsharp'], 4, a),
  B: pr(['ninja', 'healer'], ['samurai'], 5, b),
});
const printed = { printed: { bets: { samurai: [{ wins: 5, vp: 40 }] } } };

describe('two players — «Игра на двоих»', () => {
  it('each player starts with 50 VP, shown before round 1', () => {
    const res = scoreOk({ ...game([]), ...printed });
    expect(res.totals).toEqual({ A: 50, B: 50 });
    expect(rowsOf(res, 'A', 'startingPoints')[0]).toMatchObject({ points: 50, rule: 'two-players', params: { round: 0 } });
  });
  it('a round has 9 tricks', () => {
    expect(errorOf({ ...game([r1({}, { tricks: 4 })]), ...printed })).toBe('ERR_TRICKS_SUM');
    expect(errorOf({ ...game([r1()]), ...printed })).toBe('ok');
  });
  it.each([
    [0, 30, false],
    [2, 60, false],
    [3, 30, true],
    [5, 60, true],
    [4, 0, true],
  ])('ruling-two-player-jack: a shifted cardsharp bet with %i wins pays %i', (wins, vp, _shifted) => {
    const res = scoreOk({ ...game([r1({ tricks: wins, jackShift: true }, { tricks: 9 - wins })]), ...printed });
    expect(pointsOf(res, 'A', 'betCardsharp')).toBe(vp);
    expect(rowsOf(res, 'A', 'jackFace')).toHaveLength(0); // the jack lies under the bet, face down
  });
  it('without the shift, 3 wins on a cardsharp pay nothing and the red jack face pays nothing', () => {
    const res = scoreOk({ ...game([r1({ tricks: 3 }, { tricks: 6 })]), ...printed });
    expect(pointsOf(res, 'A', 'betCardsharp')).toBe(0);
  });
  it('the jack may be the bet from round 1 (all three characters face up), but not together with a shift', () => {
    const jackBet = pr(['hermit', 'militia', 'cardsharp'], ['jack'], 3);
    expect(pointsOf(scoreOk({ ...game([{ ...r1(), A: jackBet, B: pr(['ninja', 'healer'], ['samurai'], 6) }]), ...printed }), 'A', 'betJack')).toBe(100);
    expect(errorOf({ ...game([{ ...r1(), A: { ...jackBet, jackShift: true } }]), ...printed })).toBe('ERR_JACK_SHIFT_NOT_ALLOWED');
  });
  it('ruling-two-player-doubling: one bet even in round 3, paid double there', () => {
    const r3 = { A: pr(['healer', 'collector'], ['ninja'], 2), B: pr(['hermit', 'militia'], ['cardsharp'], 7) };
    const res = scoreOk({ ...game([r1(), r1(), r3]), ...printed, printed: { ...printed.printed, kingNumbers: { red: 1, blue: 2 } } });
    expect(rowsOf(res, 'A', 'betNinja')[0]).toMatchObject({ points: 140, rule: 'two-players', params: { doubled: 1 } });
    const two = { ...r3, A: pr(['healer'], ['ninja', 'collector'], 2) };
    expect(errorOf({ ...game([r1(), r1(), two]), ...printed })).toBe('ERR_BET_COUNT');
  });
  it('characters used last round may be taken again', () => {
    expect(errorOf({ ...game([r1(), r1()]), ...printed })).toBe('ok');
  });
  it('the jester deal is mandatory from round 1 with three different unchosen kings', () => {
    expect(errorOf({ ...game([r1()], []), ...printed })).toBe('ERR_JESTER_DEAL_KING_MISSING');
    expect(errorOf({ ...game([r1(), r1()], ['green', 'green']), ...printed })).toBe('ERR_JESTER_DEAL_KING_REPEATED');
    expect(errorOf({ ...game([r1()], ['red']), ...printed })).toBe('ERR_JESTER_DEAL_KING_CHOSEN');
    const res = scoreOk({ ...game([r1({ dealPenaltyCards: 2 })]), ...printed });
    expect(rowsOf(res, 'A', 'jesterDeal')[0]).toMatchObject({ points: -20, rule: 'jester-deal', params: { cards: 2, colour: 'green' } });
  });
  it('no jester and no cheerleader in the two-player box', () => {
    expect(errorOf({ ...game([{ ...r1(), A: pr(['jester', 'militia'], ['cardsharp'], 4) }]), ...printed })).toBe('ERR_CHARACTER_NOT_IN_GAME');
  });
  it('ruling-catch-up-kings: one per 100 VP behind, only deal kings of rounds 1-2, only for round 3', () => {
    const rich = { A: pr(['hermit', 'militia'], ['cardsharp'], 4), B: pr(['ninja', 'healer'], ['samurai'], 5, { won: { blue: 5, green: 5 }, kingUsed: true }) };
    // B per round: samurai 40 + healer 50 + used blue king 50 = 140; A: cardsharp 0, hermit 0, red jack 0.
    const r3 = (kings: unknown[]) => ({
      A: pr(['healer', 'collector'], ['ninja'], 2, { extraKings: kings }),
      B: pr(['hermit', 'militia'], ['cardsharp'], 7, { kingUsed: true }),
    });
    const g = (kings: unknown[]) => ({ ...game([rich, rich, r3(kings)]), ...printed });
    // B leads 330 to 50: 280 behind allows at most two.
    expect(
      errorOf(
        g([
          { colour: 'green', used: false },
          { colour: 'white', used: true },
        ]),
      ),
    ).toBe('ok');
    expect(errorOf(g([{ colour: 'black', used: false }]))).toBe('ERR_EXTRA_KING_INVALID');
    expect(errorOf(g([{ colour: 'green' }, { colour: 'green' }]))).toBe('ERR_EXTRA_KING_INVALID');
    const res = scoreOk(
      g([
        { colour: 'green', used: false },
        { colour: 'white', used: true },
      ]),
    );
    expect(
      rowsOf(res, 'A', 'unusedKing')
        .map((r) => r.points)
        .sort(),
    ).toEqual([30, 50]);
    const early = { ...game([{ ...rich, A: { ...rich.A, extraKings: [{ colour: 'green' }] } }]), ...printed };
    expect(errorOf(early)).toBe('ERR_EXTRA_KINGS_NOT_ALLOWED');
    const level = { ...game([r1(), r1(), r3([{ colour: 'green' }])]), ...printed };
    expect(errorOf(level)).toBe('ERR_TOO_MANY_EXTRA_KINGS');
  });

  it('ruling-two-player-jack: printed and shifted numbers both count; when both match the bet pays once, the larger', () => {
    const bets = {
      printed: {
        bets: {
          healer: [
            { wins: 1, vp: 20 },
            { wins: 4, vp: 50 },
          ],
          samurai: [{ wins: 5, vp: 40 }],
        },
      },
    };
    const healerBet = (wins: number) => ({
      A: pr(['hermit', 'militia'], ['healer'], wins, { jackShift: true }),
      B: pr(['ninja', 'collector'], ['samurai'], 9 - wins),
    });
    for (const [wins, vp] of [
      [1, 20],
      [4, 50],
      [7, 50],
      [2, 0],
    ] as const) {
      const rows = rowsOf(scoreOk({ ...game([healerBet(wins)]), ...bets }), 'A', 'betHealer');
      expect(
        rows.map((r) => r.points),
        `${wins} wins`,
      ).toEqual([vp]);
    }
  });
  it('ruling-two-player-doubling: round 3 doubles what bet cards pay, a jack bet too, but not the face-up cardsharp', () => {
    const r3 = { A: pr(['hermit', 'militia', 'healer'], ['jack'], 3), B: pr(['cardsharp', 'collector'], ['samurai'], 6) };
    const input = {
      ...game([r1(), r1(), r3]),
      printed: {
        bets: {
          samurai: [
            { wins: 5, vp: 40 },
            { wins: 6, vp: 30 },
          ],
        },
        kingNumbers: { red: 1, blue: 2 },
      },
    };
    const res = scoreOk(input);
    expect(rowsOf(res, 'A', 'betJack')[0]).toMatchObject({ points: 200, params: { round: 3, doubled: 1 } });
    expect(rowsOf(res, 'B', 'betSamurai').filter((r) => r.params?.round === 3)[0]!.points).toBe(60);
    expect(rowsOf(res, 'B', 'cardsharpFace').map((r) => r.points)).toEqual([20]);
  });
  it('ruling-catch-up-kings: the gap is taken after round 2, before round-3 queen recharges', () => {
    // After round 2: A 50, B 130 (80 behind). A's red-queen recharge (40) would make it 120.
    const r2 = r1({ redQueen: true });
    const r3 = (extra: Record<string, unknown>) => ({
      A: pr(['healer', 'collector'], ['ninja'], 2, { queenRecharged: true, ...extra }),
      B: pr(['hermit', 'militia'], ['cardsharp'], 7),
    });
    const g = (extra: Record<string, unknown>) => ({
      ...game([r1(), r2, r3(extra)]),
      ...printed,
      printed: { ...printed.printed, kingNumbers: { red: 1, blue: 2 } },
    });
    expect(errorOf(g({}))).toBe('ok');
    expect(errorOf(g({ extraKings: [{ colour: 'green' }] }))).toBe('ERR_TOO_MANY_EXTRA_KINGS');
  });
  it("ruling-catch-up-kings: a taken king, once used, pays for round 3 like one's own", () => {
    const rich = { A: pr(['hermit', 'militia'], ['cardsharp'], 4), B: pr(['ninja', 'healer'], ['samurai'], 5, { won: { blue: 5, green: 5 }, kingUsed: true }) };
    const r3 = {
      A: pr(['healer', 'collector'], ['ninja'], 2, { extraKings: [{ colour: 'white', used: true }], won: { rarity: 2 } }),
      B: pr(['hermit', 'militia'], ['cardsharp'], 7, { kingUsed: true }),
    };
    const res = scoreOk({ ...game([rich, rich, r3]), ...printed });
    expect(rowsOf(res, 'A', 'usedKing')[0]).toMatchObject({ points: 50, rule: 'two-players', params: { round: 3, colour: 'white' } });
  });
});
