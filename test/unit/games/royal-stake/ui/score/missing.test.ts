// A round counts only once every value it needs was entered (issue 10, point 2): a count nobody
// typed is missing, never 0 (Подсчёт очков: лекарь, собиратель, короли; Сделка с шутом), and a
// "totals only" round adds the points the table typed (ruling-totals-only).
import { describe, expect, it } from 'vitest';
import { mapEntry, setKingUsed, withCount } from '../../../../../../src/games/royal-stake/ui/score/edits';
import { addRound } from '../../../../../../src/games/royal-stake/ui/score/edits';
import { fitsSeats, initialInput, type RsInput, type StdEntry, type StdInput } from '../../../../../../src/games/royal-stake/ui/score/input';
import { completeRounds, missingIn } from '../../../../../../src/games/royal-stake/ui/score/missing';
import { normalize } from '../../../../../../src/games/royal-stake/ui/score/normalize';
import { scoreSheet } from '../../../../../../src/games/royal-stake/ui/score/scoring';
import { canDetail, setTableFrom, setTableTotal } from '../../../../../../src/games/royal-stake/ui/score/tableRound';

const seats = ['A', 'B', 'C', 'D'].map((id) => ({ id, name: `N${id}`, color: '#000' }));
const options = { jesterDeal: false, cheerleaderAdvanced: false, baseSquads: false };
const fresh = (jesterDeal = false) =>
  initialInput(seats, { mode: 'standard', rulers: { A: 'red', B: 'blue', C: 'white', D: 'green' }, options: { ...options, jesterDeal } }) as StdInput;
const set = (i: RsInput, r: number, id: string, patch: Partial<StdEntry>) => mapEntry<StdEntry>(i, r, id, (e) => ({ ...e, ...patch }));
const where = (i: RsInput, r: number) => missingIn(i, r).map((m) => `${m.field}:${m.player ?? ''}`);

/** The typical round: A a face-up healer, D a used green king; tricks 2, 1, 0, 2; no counts yet. */
function squadsAndTricks(i: RsInput = fresh()): RsInput {
  i = set(i, 0, 'A', { bets: ['ninja'], faceUp: ['healer', 'hermit'], tricks: 2 });
  i = set(i, 0, 'B', { bets: ['cardsharp'], faceUp: ['militia', 'berserker'], tricks: 1 });
  i = set(i, 0, 'C', { bets: ['jester'], faceUp: ['militia', 'samurai'], tricks: 0 });
  i = set(i, 0, 'D', { bets: ['cardsharp'], faceUp: ['ninja', 'samurai'], tricks: 2 });
  return setKingUsed(i, 0, 'D', true);
}

describe('a round is complete only when every value it needs was entered', () => {
  it('a new round lacks squads and tricks, and nothing is counted', () => {
    const i = fresh();
    expect(where(i, 0)).toEqual(['squad:A', 'squad:B', 'squad:C', 'squad:D', 'tricks:A', 'tricks:B', 'tricks:C', 'tricks:D']);
    expect(scoreSheet(i, {})).toMatchObject({ complete: 0, shown: null, failure: null, final: false });
  });
  it('healer and used king: after the tricks the won cards are missing, not 0; the round is not scored', () => {
    const i = squadsAndTricks();
    expect(where(i, 0)).toEqual(['blue:A', 'green:A', 'green:D']);
    expect(scoreSheet(i, {}).shown).toBeNull();
    expect(completeRounds(i)).toBe(0);
  });
  it('0 typed is a value: with every count in, the round scores (worked by hand: A 100, D 140)', () => {
    let i = squadsAndTricks();
    i = mapEntry<StdEntry>(i, 0, 'A', (e) => ({ ...e, won: { blue: 0, green: 0 } }));
    expect(where(i, 0)).toEqual(['green:D']);
    i = mapEntry<StdEntry>(i, 0, 'D', (e) => ({ ...e, won: { green: 2 } }));
    const s = scoreSheet(i, {});
    expect(s.complete).toBe(1);
    // A 2 wins: ninja bet 70 + red jack 30 + healer 0 = 100. D: cardsharp 60 + ninja 30 + green jack 30 + king 2 × 10.
    expect(s.totals).toMatchObject({ A: 100, D: 140 });
  });
  it('a player with no trick won no card: nothing is asked of them', () => {
    let i = squadsAndTricks();
    i = set(i, 0, 'A', { tricks: 0 });
    i = set(i, 0, 'C', { tricks: 2 });
    expect(where(i, 0)).toEqual(['green:D']);
  });
  it('the jester deal asks for its penalty cards of everyone who took a trick (Сделка с шутом)', () => {
    let i = addRound(squadsAndTricks(fresh(true)));
    expect((i as StdInput).rounds[1]!.jesterDealKing).toBe('black');
    i = set(i, 1, 'A', { bets: ['ninja'], faceUp: ['hermit', 'militia'], tricks: 5 });
    for (const [id, bet, up] of [
      ['B', 'cardsharp', ['samurai', 'berserker']],
      ['C', 'jester', ['militia', 'samurai']],
      ['D', 'ninja', ['cardsharp', 'berserker']],
    ] as const) {
      i = set(i, 1, id, { bets: [bet], faceUp: [...up], tricks: 0 });
    }
    // D took no trick this round: its used king's colour is not asked either.
    expect(where(i, 1)).toEqual(['dealPenaltyCards:A']);
  });
  it('ruling-cheerleader-deal: a face-up cheerleader is not asked for deal cards; her partner is', () => {
    let i = addRound(squadsAndTricks(fresh(true)));
    i = set(i, 1, 'A', { bets: [], faceUp: ['cheerleader', 'hermit', 'militia'], partner: 'B', tricks: 3 });
    i = set(i, 1, 'B', { bets: ['cardsharp'], faceUp: ['samurai', 'berserker'], tricks: 2 });
    i = set(i, 1, 'C', { bets: ['jester'], faceUp: ['militia', 'samurai'], tricks: 0 });
    i = set(i, 1, 'D', { bets: ['ninja'], faceUp: ['cardsharp', 'berserker'], tricks: 0 });
    expect(where(i, 1)).toEqual(['dealPenaltyCards:B']);
  });
  it('clearing a count makes it missing again; normalize never fills a count in', () => {
    const e = withCount({ tricks: 3 } as { tricks?: number }, 'tricks', undefined);
    expect('tricks' in e).toBe(false);
    const n = normalize(fresh()) as StdInput;
    expect(n.rounds[0]!.players.A).not.toHaveProperty('tricks');
    expect(n.rounds[0]!.players.A!.won).toEqual({});
    expect(n.rounds[0]!.players.A).not.toHaveProperty('dealPenaltyCards');
  });
});

describe('a damaged sheet is recognised before drawing', () => {
  it('players that are not the seats, or a round without a seat, do not fit', () => {
    const i = fresh();
    expect(fitsSeats(i, ['A', 'B', 'C', 'D'])).toBe(true);
    expect(fitsSeats(i, ['A', 'B', 'C'])).toBe(false);
    expect(fitsSeats({ ...i, rounds: [{ players: { A: i.rounds[0]!.players.A! } }] }, ['A', 'B', 'C', 'D'])).toBe(false);
  });
});

describe('"totals only" rounds (ruling-totals-only)', () => {
  it('typed round points count once all are in, as one row; later rounds go on the same way', () => {
    let i = setTableFrom(fresh(), 0, true);
    expect(where(i, 0)).toEqual(['tableTotal:A', 'tableTotal:B', 'tableTotal:C', 'tableTotal:D']);
    i = setTableTotal(i, 0, 'A', 120);
    i = setTableTotal(i, 0, 'B', -10);
    i = setTableTotal(i, 0, 'C', 0);
    expect(scoreSheet(i, {}).shown).toBeNull();
    i = setTableTotal(i, 0, 'D', 75);
    const s = scoreSheet(i, {});
    expect(s.totals).toEqual({ A: 120, B: -10, C: 0, D: 75 });
    expect(s.shown!.rounds[0]!.A).toEqual([{ category: 'tableTotal', points: 120, rule: 'ruling-totals-only', params: { round: 1 } }]);
    expect(s.shown!.ranking).toEqual([['A'], ['D'], ['C'], ['B']]);
    const two = addRound(i);
    expect(missingIn(two, 1).every((m) => m.field === 'tableTotal')).toBe(true);
    expect(canDetail(two, 1)).toBe(false);
  });
  it("after detailed rounds, typed rounds add to the scorer's totals; switching back keeps the typed points", () => {
    let i = squadsAndTricks();
    i = mapEntry<StdEntry>(i, 0, 'A', (e) => ({ ...e, won: { blue: 1, green: 2 } }));
    i = mapEntry<StdEntry>(i, 0, 'D', (e) => ({ ...e, won: { green: 2 } }));
    i = setTableFrom(addRound(i), 1, true);
    for (const id of ['A', 'B', 'C', 'D']) i = setTableTotal(i, 1, id, 10);
    // Round 1 by hand: A 130, B 40 (berserker 20 + blue jack 20), C 30 (jester: B failed), D 140; then 10 each.
    expect(scoreSheet(i, {}).totals).toEqual({ A: 140, B: 50, C: 40, D: 150 });
    const back = setTableFrom(i, 1, false);
    expect(canDetail(i, 1)).toBe(true);
    expect((back.rounds[1] as { table?: object }).table).toEqual({ A: 10, B: 10, C: 10, D: 10 });
    expect(scoreSheet(back, {}).complete).toBe(1);
  });
});
