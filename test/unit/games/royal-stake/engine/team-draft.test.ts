// Team whist, round 1 and the special picks of rounds 2-3 (book: "Командный режим", "Первый
// раунд", step 4 "Получение правителей, раритетов и белых флагов"; "Второй и третий раунды").
// Drives the team mode module directly, so it does not depend on the trick phase.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rules } from '../../../../../src/games/royal-stake/engine/modes/team';
import { snakeOrder } from '../../../../../src/games/royal-stake/engine/modes/team/round';
import { CARD, isSpecial } from '../../../../../src/games/royal-stake/engine/cards';
import type { KingNumbers, RsConfig, RsMove, RsState } from '../../../../../src/games/royal-stake/engine/types';
import { blankState } from '../../../../../src/games/royal-stake/engine/setup';

// Test-only numbers (the printed ones are unknown): green lowest, then black, blue, red, white.
const NUMBERS: KingNumbers = {
  front: { white: 50, red: 40, blue: 30, green: 10, black: 20 },
  back: { white: 55, red: 45, blue: 35, green: 60, black: 25 },
};
const CONFIG: RsConfig = { mode: 'team', players: 4, kingNumbers: NUMBERS };

const blank = (seed: string): RsState => ({ ...blankState(CONFIG, seed), phase: 'draft', seats: [] });

/** Plays the draft with picks chosen by `choose`; returns the movers in order and the end state. */
function draft(state: RsState, choose: (moves: RsMove[], step: number) => number): { movers: number[]; end: RsState } {
  const movers: number[] = [];
  let s = state;
  for (let step = 0; s.phase === 'draft'; step++) {
    const seat = rules.phaseToMove(s);
    const moves = rules.phaseMoves(s);
    if (seat === null || moves.length === 0) throw new Error('draft stuck');
    movers.push(seat);
    const r = rules.applyPhase(s, moves[choose(moves, step) % moves.length]!);
    if (!r.ok) throw new Error(r.error);
    s = r.value;
  }
  return { movers, end: s };
}

describe('team whist draft (Командный режим: Получение правителей, раритетов и белых флагов)', () => {
  it('snake order: clockwise, then back starting with whoever picked last', () => {
    expect(snakeOrder(2)).toEqual([2, 3, 0, 1, 1, 0, 3, 2]);
    expect(snakeOrder(0)).toEqual([0, 1, 2, 3, 3, 2, 1, 0]);
  });

  it('round 1 deals 9 numbers each, keeps 4 in the deck, and follows the snake from a random drafter', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), (seed, picks) => {
        const start = rules.startRound(blank(seed));
        expect(start.seats.map((s) => s.hand.length)).toEqual([9, 9, 9, 9]);
        expect(start.deck).toHaveLength(4);
        expect(start.seats.flatMap((s) => s.hand).every((c) => CARD[c]?.kind === 'number')).toBe(true);
        const { movers, end } = draft(start, (m, i) => picks[i]!);
        expect(movers).toEqual(snakeOrder(movers[0]!));
        expect(end.phase).toBe('trick');
      }),
      { numRuns: 200 },
    );
  });

  it('every seat ends with one set, one special, its jack and 11 cards; one set goes back to the box', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), (seed, picks) => {
        const { end } = draft(rules.startRound(blank(seed)), (m, i) => picks[i]!);
        const sets = end.seats.map((s) => s.set);
        expect(new Set(sets).size).toBe(4);
        for (const seat of end.seats) {
          expect(seat.hand).toHaveLength(11);
          expect(seat.hand.filter(isSpecial)).toHaveLength(1);
          expect(seat.hand.filter((c) => CARD[c]?.kind === 'jack')).toEqual([`${seat.set}-jack`]);
          expect(seat.king).toBe('ready');
        }
        expect(end.seats.flatMap((s) => s.hand.filter(isSpecial)).sort()).toEqual(['rarity-1', 'rarity-2', 'whiteFlag-1', 'whiteFlag-2']);
        expect(end.teams).toEqual([
          [0, 2],
          [1, 3],
        ]);
      }),
      { numRuns: 200 },
    );
  });

  it('a seat holding a set is offered only specials, and a second set is refused', () => {
    let s = rules.startRound(blank('x'));
    const seat = rules.phaseToMove(s)!;
    const r = rules.applyPhase(s, { t: 'set', colour: 'red' });
    if (!r.ok) throw new Error(r.error);
    s = r.value;
    // walk to this seat's second pick
    while (rules.phaseToMove(s) !== seat) s = (rules.applyPhase(s, rules.phaseMoves(s)[0]!) as { value: RsState }).value;
    expect(rules.phaseMoves(s).every((m) => m.t === 'special')).toBe(true);
    expect(rules.applyPhase(s, { t: 'set', colour: 'white' })).toMatchObject({ ok: false, error: 'ERR_HAS_SET' });
    expect(rules.applyPhase(s, { t: 'special', card: 'rarity-9' })).toMatchObject({ ok: false, error: 'ERR_SPECIAL_NOT_AVAILABLE' });
    expect(rules.applyPhase(s, { t: 'bid', n: 1 })).toMatchObject({ ok: false, error: 'ERR_BAD_MOVE' });
    expect(rules.applyPhase(s, null as unknown as RsMove)).toMatchObject({ ok: false, error: 'ERR_BAD_MOVE' });
  });

  it('the green queen works twice per game, every other queen once (Командный режим: Зелёная дама)', () => {
    const { end } = draft(rules.startRound(blank('g')), (m) =>
      Math.max(
        0,
        m.findIndex((x) => x.t === 'set' && x.colour === 'green'),
      ),
    );
    for (const seat of end.seats) expect(seat.queenUses).toBe(seat.set === 'green' ? 2 : 1);
    expect(end.seats.some((s) => s.set === 'green')).toBe(true);
  });

  it('the lowest king number takes the first-player card and leads trick 1', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), (seed, picks) => {
        const { end } = draft(rules.startRound(blank(seed)), (m, i) => picks[i]!);
        // Order of the test numbers, lowest first: whichever of them was drafted leads.
        const byNumber = ['green', 'black', 'blue', 'red', 'white'];
        const leaderColour = byNumber.find((c) => end.seats.some((s) => s.set === c));
        expect(end.seats[end.first]!.set).toBe(leaderColour);
        expect(end.trick?.leader).toBe(end.first);
      }),
      { numRuns: 100 },
    );
  });
});
