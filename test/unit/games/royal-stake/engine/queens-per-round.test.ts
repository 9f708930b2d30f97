// Queens inside one round (issue 13). Rulebook royal-stake.ru.txt line 363: «Даму можно
// использовать только 1 раз в раунд»; line 871: the team-whist green queen works twice a game,
// so still at most once a round. Lines 783 and 810 ("I am King"): the red queen's extra win
// counts only for a trick its player took, and it counts in the King's comparison and toward
// the 5 tricks of the bigger reward.
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/royal-stake/engine';
import { scorer } from '../../../../../src/games/royal-stake/score';
import type { RsConfig, RsMove, RsState } from '../../../../../src/games/royal-stake/engine/types';
import { randomGame, refusal, run, trickState } from './core-helpers';

const hasGreen = (s: RsState) => engine.legalMoves(s).some((m) => m.t === 'green');

describe('team whist: the green queen twice a game, at most once a round (lines 363, 871)', () => {
  // Seat 0 leads with two green uses left; seats 1-3 play after it.
  const fresh = () =>
    trickState({
      mode: 'team',
      seats: [
        { hand: ['red-2', 'red-3', 'blue-2'], set: 'green', king: 'ready', queenUses: 2 },
        { hand: ['red-4', 'red-5', 'blue-3'] },
        { hand: ['red-6', 'red-7', 'blue-4'] },
        { hand: ['red-8', 'red-9', 'blue-5'] },
      ],
    });

  it('after one use in a round she is neither offered nor accepted again in that round', () => {
    const s = fresh();
    expect(hasGreen(s)).toBe(true);
    // Green queen first, the others play, seat 0 plays last and takes nothing (red-2 is low).
    const a = run(s, { t: 'green' }, { t: 'play', card: 'red-4' }, { t: 'play', card: 'red-6' }, { t: 'play', card: 'red-8' }, { t: 'play', card: 'red-2' });
    expect([a.seats[0]!.queenUses, a.history.length, a.trick!.leader]).toEqual([1, 1, 3]);
    // Seat 3 leads the second trick; seat 0 is second to act, so she would still matter.
    const b = run(a, { t: 'play', card: 'red-9' });
    expect(engine.toMove(b)).toBe(0);
    expect(hasGreen(b)).toBe(false);
    expect(refusal(b, { t: 'green' })).toBe('ERR_QUEEN_NOT_AVAILABLE');
  });

  it("the second use is there again in the next round (the round's trick history starts empty)", () => {
    const s = fresh();
    const a = run(s, { t: 'green' }, { t: 'play', card: 'red-4' }, { t: 'play', card: 'red-6' }, { t: 'play', card: 'red-8' }, { t: 'play', card: 'red-2' });
    const nextRound: RsState = { ...a, history: [], trick: { leader: 0, plays: [], greenPending: [] } };
    expect(hasGreen(nextRound)).toBe(true);
    const b = run(nextRound, { t: 'green' });
    expect(b.seats[0]!.queenUses).toBe(0);
  });

  it('in random team games no seat lays the green queen twice in one round, and at most twice a game', () => {
    const config: RsConfig = {
      mode: 'team',
      players: 4,
      kingNumbers: { front: { white: 1, red: 2, blue: 3, green: 4, black: 5 }, back: { white: 6, red: 7, blue: 8, green: 9, black: 10 } },
    };
    let laid = 0;
    for (let g = 0; g < 12; g++) {
      const { states, moves } = randomGame(config, `green-${g}`);
      const perRound = new Map<string, number>();
      const perGame = new Map<number, number>();
      moves.forEach((m: RsMove, i) => {
        if (m.t !== 'green') return;
        const before = states[i]!;
        const seat = engine.toMove(before)!;
        const key = `${before.round}:${seat}`;
        perRound.set(key, (perRound.get(key) ?? 0) + 1);
        perGame.set(seat, (perGame.get(seat) ?? 0) + 1);
        laid++;
      });
      for (const n of perRound.values()) expect(n).toBe(1);
      for (const n of perGame.values()) expect(n).toBeLessThanOrEqual(2);
    }
    expect(laid).toBeGreaterThan(0);
  }, 60_000);
});

describe('"I am King": the red queen\'s extra win counts for the King (lines 783, 810)', () => {
  /** The last trick of a round: the King (seat 0, red = trump) has 3 tricks, seat 1 has 4, seat 2 has 1. */
  const lastTrick = () => {
    const s = trickState({
      mode: 'i-am-king',
      trump: 'red',
      seats: [
        { hand: ['red-10'], set: 'red', king: 'used', queenUses: 1 },
        { hand: ['red-3'], set: 'blue', queenUses: 1 },
        { hand: ['red-2'], set: 'green', queenUses: 1 },
      ],
    });
    [3, 4, 1].forEach((n, i) => {
      s.seats[i]!.tricks = n;
    });
    return s;
  };

  it('4 tricks + the red queen = 5 wins: beats the 4-trick opponent and takes both rewards (200)', () => {
    const end = run(lastTrick(), { t: 'play', card: 'red-10', queen: 'red' }, { t: 'play', card: 'red-3' }, { t: 'play', card: 'red-2' });
    expect(end.round).toBe(2);
    expect(end.seats.map((x) => x.score)).toEqual([200, 0, 0]);
    const scored = scorer.score({ mode: 'i-am-king', players: [{ id: '0' }, { id: '1' }, { id: '2' }], rounds: end.rounds });
    expect(scored.ok && scored.value.totals).toEqual({ 0: 200, 1: 0, 2: 0 });
  });

  it('without the red queen the same 4 tricks only tie the opponent: the opponents take 100 each', () => {
    const end = run(lastTrick(), { t: 'play', card: 'red-10' }, { t: 'play', card: 'red-3' }, { t: 'play', card: 'red-2' });
    expect(end.seats.map((x) => x.score)).toEqual([0, 100, 100]);
  });
});
