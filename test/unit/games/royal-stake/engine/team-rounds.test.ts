// Team whist round ends and later rounds (book: "Командный режим": "Получение ПО", "Второй и
// третий раунды", "Определение команды победителей"; our rulings #ruling-king-number).
// The trick phase is skipped: each test writes the round's results onto the seats.
import { describe, expect, it } from 'vitest';
import { rules } from '../../../../../src/games/royal-stake/engine/modes/team';
import { scorer } from '../../../../../src/games/royal-stake/score';
import type { Colour } from '../../../../../src/games/royal-stake/data/colours';
import type { KingNumbers, RsConfig, RsState, SeatState } from '../../../../../src/games/royal-stake/engine/types';
import { blankState } from '../../../../../src/games/royal-stake/engine/setup';

// Test-only numbers: green lowest face, black next; a used green king shows a high back.
const NUMBERS: KingNumbers = {
  front: { white: 50, red: 40, blue: 30, green: 10, black: 20 },
  back: { white: 55, red: 45, blue: 35, green: 60, black: 25 },
};
const CONFIG: RsConfig = { mode: 'team', players: 4, kingNumbers: NUMBERS };
const SETS: Colour[] = ['green', 'red', 'black', 'blue']; // seat 0 green, 1 red, 2 black, 3 blue

/** Round 1 drafted so that seat i holds SETS[i]. */
function drafted(seed = 's'): RsState {
  let s = rules.startRound({ ...blankState(CONFIG, seed), phase: 'draft', seats: [] });
  while (s.phase === 'draft') {
    const seat = rules.phaseToMove(s)!;
    const moves = rules.phaseMoves(s);
    const move = moves.find((m) => m.t === 'set' && m.colour === SETS[seat]) ?? moves.find((m) => m.t === 'special')!;
    const r = rules.applyPhase(s, move);
    if (!r.ok) throw new Error(r.error);
    s = r.value;
  }
  return s;
}

/** The round played out: hands empty, these tricks, optional used kings / red queen win. */
function played(s: RsState, tricks: number[], extra: Partial<SeatState>[] = []): RsState {
  const seats = s.seats.map((seat, i) => ({ ...seat, hand: [], won: [], tricks: tricks[i]!, ...extra[i] }));
  return { ...s, seats, trick: null };
}

const scores = (s: RsState) => s.seats.map((x) => x.score);

describe('team whist scoring (Командный режим: Получение ПО)', () => {
  it('the team with more tricks gets 100, the other nothing', () => {
    const s = rules.endRound(played(drafted(), [3, 3, 2, 3])); // 0+2: 5, 1+3: 6
    expect(scores(s)).toEqual([0, 100, 0, 100]);
    expect(s.rounds).toHaveLength(1);
  });

  it('a red queen win that levels the tricks gives both teams 100', () => {
    // 0+2: 6 tricks; 1+3: 5 tricks + the red queen (seat 1 holds red) = 6 wins.
    const s = rules.endRound(played(drafted(), [3, 2, 3, 3], [{}, { redQueenWin: true, queenUses: 0 }]));
    expect(scores(s)).toEqual([100, 100, 100, 100]);
  });
});

describe('team whist rounds (Командный режим: Определение команды победителей)', () => {
  it('1:1 after two rounds -> a third round, then the game is over', () => {
    const r2 = rules.endRound(played(drafted(), [4, 1, 4, 2]));
    expect([r2.round, r2.phase]).toEqual([2, 'draft']);
    const r3 = rules.endRound(played(r2, [1, 4, 2, 4]));
    expect([r3.round, r3.phase, ...scores(r3)]).toEqual([3, 'draft', 100, 100, 100, 100]);
    const end = rules.endRound(played(r3, [4, 1, 4, 2]));
    expect([end.phase, ...scores(end)]).toEqual(['over', 200, 100, 200, 100]);
  });

  it('a team reaching 200 ends the game after round 2', () => {
    const r2 = rules.endRound(played(drafted(), [4, 1, 4, 2]));
    const end = rules.endRound(played(r2, [3, 2, 3, 3]));
    expect([end.phase, ...scores(end)]).toEqual(['over', 200, 0, 200, 0]);
  });

  it('a red-queen tie in round 1 then a win -> 200:100, no third round', () => {
    const r2 = rules.endRound(played(drafted(), [3, 2, 3, 3], [{}, { redQueenWin: true, queenUses: 0 }]));
    const end = rules.endRound(played(r2, [2, 3, 3, 3]));
    expect([end.phase, ...scores(end)]).toEqual(['over', 100, 200, 100, 200]);
    const result = scorer.score(rules.scorerInput(end));
    expect(result.ok && result.value.ranking).toEqual([
      ['1', '3'],
      ['0', '2'],
    ]);
  });

  // 200:200 needs a red-queen tie in round 3 (the queen is once per game). Teams: 0+2 green +
  // black, 1+3 red + blue; the lower sum of showing king numbers wins.
  const toTieAt200 = (round3: Partial<SeatState>[]) => {
    const r2 = rules.endRound(played(drafted(), [4, 1, 4, 2]));
    const r3 = rules.endRound(played(r2, [1, 4, 2, 4]));
    return rules.endRound(played(r3, [3, 2, 3, 3], round3));
  };

  it('200:200 after round 3: unused kings 10+20 beat 40+30', () => {
    const end = toTieAt200([{}, { redQueenWin: true, queenUses: 0 }]);
    expect([end.phase, ...scores(end)]).toEqual(['over', 200, 200, 200, 200]);
    const result = scorer.score(rules.scorerInput(end));
    expect(result.ok && result.value.ranking).toEqual([
      ['0', '2'],
      ['1', '3'],
    ]);
  });

  it('200:200 after round 3: a used green king shows its back (60+20 lose to 70)', () => {
    const end = toTieAt200([{ king: 'used' }, { redQueenWin: true, queenUses: 0 }]);
    const result = scorer.score(rules.scorerInput(end));
    expect(result.ok && result.value.ranking).toEqual([
      ['1', '3'],
      ['0', '2'],
    ]);
  });
});

describe('later rounds (Командный режим: Второй и третий раунды)', () => {
  it('jack back, 9 numbers, then specials only from the lowest king number clockwise; 11 cards', () => {
    const r2 = rules.endRound(played(drafted(), [3, 3, 2, 3]));
    expect(r2.seats.map((x) => x.hand.length)).toEqual([10, 10, 10, 10]);
    r2.seats.forEach((x, i) => expect(x.hand).toContain(`${SETS[i]}-jack`));
    expect(r2.first).toBe(0); // green face 10 is lowest
    expect(r2.draft).toMatchObject({ order: [0, 1, 2, 3], sets: [] });
    expect(rules.phaseMoves(r2).every((m) => m.t === 'special')).toBe(true);
  });

  it('a used king shows its back: after the green king was laid, black (20) leads (#ruling-king-number)', () => {
    const r2 = rules.endRound(played(drafted(), [3, 3, 2, 3], [{ king: 'used' }]));
    expect(r2.first).toBe(2);
    expect(r2.draft?.order).toEqual([2, 3, 0, 1]);
  });

  it('kings and queens are once per game: nothing is restored between rounds', () => {
    const r2 = rules.endRound(played(drafted(), [3, 3, 2, 3], [{ king: 'used', queenUses: 1 }, { queenUses: 0 }]));
    expect(r2.seats.map((x) => [x.king, x.queenUses])).toEqual([
      ['used', 1],
      ['ready', 0],
      ['ready', 1],
      ['ready', 1],
    ]);
    const r3 = rules.endRound(played(r2, [1, 4, 2, 4], [{ queenUses: 0 }]));
    expect(r3.seats.map((x) => [x.king, x.queenUses])).toEqual([
      ['used', 0],
      ['ready', 0],
      ['ready', 1],
      ['ready', 1],
    ]);
  });
});

describe('config (king numbers are printed values the text lost)', () => {
  it('needs 4 players and both numbers of every king', () => {
    expect(rules.checkConfig(CONFIG)).toEqual({ ok: true, value: true });
    expect(rules.checkConfig({ ...CONFIG, players: 3 })).toMatchObject({ ok: false, error: 'ERR_PLAYER_COUNT' });
    expect(rules.checkConfig({ mode: 'team', players: 4 })).toMatchObject({ error: 'ERR_NEEDS_CARD_VALUE', params: { key: 'royal-stake/king-number/white' } });
    const noBlueBack = { ...NUMBERS, back: { ...NUMBERS.back, blue: 2.5 } };
    expect(rules.checkConfig({ ...CONFIG, kingNumbers: noBlueBack })).toMatchObject({ params: { key: 'royal-stake/king-number-back/blue' } });
  });
});
