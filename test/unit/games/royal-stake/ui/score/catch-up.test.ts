// Two players, round 3: a player 100 VP behind after round 2 may take a deal king of rounds 1-2
// (Игра вдвоём, «Раунды 2 и 3»; ruling-catch-up-kings). Taking one changes the score, so for that
// player "took none" is an answer to tap, and the round is not counted until it is given.
import { describe, expect, it } from 'vitest';
import { addRound, mapEntry, patchRound } from '../../../../../../src/games/royal-stake/ui/score/edits';
import { initialInput, type RsInput, type StdEntry, type StdInput } from '../../../../../../src/games/royal-stake/ui/score/input';
import { missingIn } from '../../../../../../src/games/royal-stake/ui/score/missing';
import { catchUpIds, scoreSheet } from '../../../../../../src/games/royal-stake/ui/score/scoring';

const seats = ['A', 'B'].map((id) => ({ id, name: `N${id}`, color: '#000' }));
const options = { jesterDeal: true, cheerleaderAdvanced: false, baseSquads: false };
const set = (i: RsInput, r: number, id: string, patch: Partial<StdEntry>) => mapEntry<StdEntry>(i, r, id, (e) => ({ ...e, ...patch }));
const where = (i: RsInput, r: number) => missingIn(i, r, scoreSheet(i, {}).catchUp).map((m) => `${m.field}:${m.player ?? ''}`);

/** One two-player round: deal king `deal`; A's bet fails, B's hits (B pulls ahead). */
function round(i: RsInput, r: number, deal: 'white' | 'green' | 'black'): RsInput {
  i = patchRound(i, r, { jesterDealKing: deal });
  i = set(i, r, 'A', { bets: ['ninja'], faceUp: ['militia', 'samurai'], tricks: 9, dealPenaltyCards: 0 });
  i = set(i, r, 'B', { bets: ['cardsharp'], faceUp: ['hermit', 'berserker'], tricks: 0 });
  return i;
}

function twoRoundsThenThird(): StdInput {
  let i: RsInput = initialInput(seats, { mode: 'two-players', rulers: { A: 'red', B: 'blue' }, options });
  i = round(i, 0, 'white');
  i = round(addRound(i), 1, 'green');
  return addRound(i) as StdInput;
}

describe('catch-up kings in a two-player round 3', () => {
  it('the player 100+ behind after round 2 owes the answer; the leader does not', () => {
    const i = twoRoundsThenThird();
    const before = scoreSheet({ ...i, rounds: i.rounds.slice(0, 2) }, {});
    expect(before.complete).toBe(2);
    // By hand: 50 VP each at the start; each round B gets cardsharp bet at 0 wins 30 + hermit
    // face 20 + blue jack at 0 wins 20, A's ninja bet fails at 9 wins: 140 behind, one king.
    expect(before.totals).toEqual({ A: 50, B: 190 });
    expect(catchUpIds(i, {})).toEqual(['A']);
    const third = round(i, 2, 'black');
    expect(where(third, 2)).toEqual(['catchUpKings:A']);
    expect(scoreSheet(third, {}).complete).toBe(2);
  });
  it('"took none" ([]) is an answer: the round then counts', () => {
    const third = set(round(twoRoundsThenThird(), 2, 'black'), 2, 'A', { extraKings: [] });
    expect(where(third, 2)).toEqual([]);
    const s = scoreSheet(third, {});
    expect(s.failure).toBeNull();
    expect(s.complete).toBe(3);
  });
  it('a taken, unused king is an answer too, and pays its end bonus', () => {
    const none = scoreSheet(set(round(twoRoundsThenThird(), 2, 'black'), 2, 'A', { extraKings: [] }), {});
    const took = scoreSheet(set(round(twoRoundsThenThird(), 2, 'black'), 2, 'A', { extraKings: [{ colour: 'green', used: false }] }), {});
    expect(took.complete).toBe(3);
    expect(took.totals.A!).toBeGreaterThan(none.totals.A!);
  });
  it("a taken king marked used asks for its colour's won cards", () => {
    let third = round(twoRoundsThenThird(), 2, 'black');
    third = set(third, 2, 'A', { extraKings: [{ colour: 'green', used: true }] });
    expect(where(third, 2)).toEqual(['green:A']);
  });
  it('nobody is asked before round 3, nor when the gap is under 100', () => {
    const i = twoRoundsThenThird();
    expect(catchUpIds({ ...i, rounds: i.rounds.slice(0, 2) } as RsInput, {})).toEqual([]);
    // Round 2 the other way round: B's bet fails, A's hits; the totals end level.
    let level: RsInput = { ...i, rounds: i.rounds.slice(0, 1) } as RsInput;
    level = patchRound(addRound(level), 1, { jesterDealKing: 'green' });
    level = set(level, 1, 'A', { bets: ['cardsharp'], faceUp: ['hermit', 'berserker'], tricks: 0 });
    level = set(level, 1, 'B', { bets: ['ninja'], faceUp: ['militia', 'samurai'], tricks: 9, dealPenaltyCards: 0 });
    level = addRound(level);
    const before = scoreSheet({ ...level, rounds: level.rounds.slice(0, 2) } as RsInput, {});
    expect(Math.abs(before.totals.A! - before.totals.B!)).toBeLessThan(100);
    expect(catchUpIds(level, {})).toEqual([]);
  });

  // A damaged backup (CI seed 44793): the sheet never reads what it cannot read as an answer.
  it('a saved answer that is not a list is still owed; a list with a damaged item is refused in words', () => {
    const third = round(twoRoundsThenThird(), 2, 'black');
    const notList = set(third, 2, 'A', { extraKings: {} as unknown as StdEntry['extraKings'] });
    expect(where(notList, 2)).toEqual(['catchUpKings:A']);
    expect(scoreSheet(notList, {}).complete).toBe(2);
    const badItem = set(third, 2, 'A', { extraKings: [null, { colour: 'green', used: true }] as unknown as StdEntry['extraKings'] });
    expect(where(badItem, 2)).toEqual(['green:A']);
    const withGreen = set(badItem, 2, 'A', { won: { green: 1 } });
    expect(scoreSheet(withGreen, {}).failure).toMatchObject({ error: 'ERR_NOT_OBJECT', path: 'rounds.2.players.A.extraKings.0' });
  });
});
