// Breakdown rows that end arguments (issue 10, point 7): each row names its count and rate, a
// win count carries its parts, and the jester's row names whom it counted. Params only: the
// points are the ones the audited scorer always gave (Подсчёт очков; Шут; Лекарь; Короли).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectRowsAddUp, pr, rowsOf, scoreOk, stdGame } from './helpers';

const R4 = { A: 'red', B: 'blue', C: 'white', D: 'green' };
const opts = { options: { baseSquads: true } };

describe('rows name their count and rate', () => {
  const round = () => ({
    A: pr(['hermit', 'berserker'], ['cardsharp'], 1), // fails
    B: pr(['healer', 'samurai'], ['ninja'], 1, { won: { blue: 2, green: 1 } }), // fails
    C: pr(['militia', 'collector'], ['cardsharp'], 0), // succeeds
    D: pr(['ninja', 'cardsharp'], ['jester'], 3, { kingUsed: true, won: { green: 3 } }),
  });
  it('the jester bet names the players whose bets failed, with the rate (ruling-jester-failures)', () => {
    const res = scoreOk(stdGame(R4, [round()], opts));
    expect(rowsOf(res, 'D', 'betJester')[0]).toMatchObject({ points: 60, params: { failures: 2, failed: 'A,B', rate: 30 } });
  });
  it('a used king says how many cards of its colour at what rate; the healer its cards, rate and cap', () => {
    const res = scoreOk(stdGame(R4, [round()], opts));
    expect(rowsOf(res, 'D', 'usedKing')[0]).toMatchObject({ points: 30, params: { colour: 'green', cards: 3, rate: 10 } });
    expect(rowsOf(res, 'B', 'healerFace')[0]).toMatchObject({ points: 30, params: { cards: 3, rate: 10, cap: 50 } });
  });
  // C lays the jester face up instead of D betting it (there is one jester).
  const jesterUp = (a = 1, queen = false) => ({
    A: pr(['hermit', 'berserker'], ['cardsharp'], a, { redQueen: queen }),
    B: pr(['healer', 'samurai'], ['ninja'], 1, { won: { blue: 1 } }),
    C: pr(['jester', 'collector'], ['cardsharp'], 0),
    D: pr(['militia', 'berserker'], ['ninja'], 4 - a),
  });
  it('a win count shows its parts: tricks, 2 per face-up jester, the red queen', () => {
    const res = scoreOk(stdGame(R4, [jesterUp()], opts));
    // C: 0 tricks + 2 for the face-up jester = 2 wins, and the cardsharp bet pays 60.
    expect(rowsOf(res, 'C', 'betCardsharp')[0]).toMatchObject({ points: 60, params: { wins: 2, tricks: 0, jesterWins: 2, queenWins: 0 } });
    expectRowsAddUp(res);
  });
  it('property: the parts of every win count add up to it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.boolean(), (a, queen) => {
        const res = scoreOk(stdGame(R4, [jesterUp(a, queen)], opts));
        for (const rows of Object.values(res.breakdown)) {
          for (const row of rows) {
            const p = row.params ?? {};
            if (typeof p.wins === 'number') expect(Number(p.tricks) + Number(p.jesterWins) + Number(p.queenWins) + Number(p.cheerJesterWins ?? 0)).toBe(p.wins);
          }
        }
      }),
    );
  });
});
