// Team whist end to end through the public engine (book: "Командный режим", all of it): random
// legal moves from many seeds; cards are conserved, every round has 11 tricks of 4 cards, kings
// and queens stay within their per-game uses, and the outcome is the scorer's result.
import { describe, expect, it } from 'vitest';

import fc from 'fast-check';
import { nextInt, seedRng, type RngState } from '../../../../../src/lib/rng';
import { engine } from '../../../../../src/games/royal-stake/engine';
import { rules } from '../../../../../src/games/royal-stake/engine/modes/team';
import { numberedCards, SPECIAL_IDS } from '../../../../../src/games/royal-stake/engine/cards';
import { scorer } from '../../../../../src/games/royal-stake/score';
import type { KingNumbers, RsConfig, RsState } from '../../../../../src/games/royal-stake/engine/types';

// Test-only numbers (the printed ones are unknown to the text).
const NUMBERS: KingNumbers = {
  front: { white: 5, red: 3, blue: 4, green: 1, black: 2 },
  back: { white: 9, red: 7, blue: 6, green: 10, black: 8 },
};
const CONFIG: RsConfig = { mode: 'team', players: 4, kingNumbers: NUMBERS };

/** Every card id in play now, wherever it is (hands, won piles, stock, table, draft). */
function cardsInPlay(s: RsState): string[] {
  const out = [...s.deck, ...(s.draft?.specials ?? []), ...(s.trick?.plays.map((p) => p.card) ?? [])];
  for (const seat of s.seats) out.push(...seat.hand, ...seat.won);
  return out.sort();
}

/** What must be in play: 40 numbers, 4 specials, the jacks of the drafted sets. */
function expectedCards(s: RsState): string[] {
  const jacks = s.seats.flatMap((x) => (x.set ? [`${x.set}-jack`] : []));
  return [...numberedCards(), ...SPECIAL_IDS, ...jacks].sort();
}

const showing = (s: RsState, i: number) => NUMBERS[s.seats[i]!.king === 'used' ? 'back' : 'front'][s.seats[i]!.set!];

interface Played {
  final: RsState;
  /** Cards each seat played, per round. */
  plays: number[][];
  /** Kings laid and queen abilities used, per seat, over the whole game. */
  kings: number[];
  queens: number[];
  /** The state each time a trick phase began, and who leads. */
  leaders: { s: RsState; leader: number }[];
}

/** Plays one game with uniformly random legal moves, checking conservation after every move. */
function playGame(seed: string, pickSeed: number): Played {
  const started = engine.setup(CONFIG, seed);
  if (!started.ok) throw new Error(started.error);
  let s = started.value;
  let rng: RngState = seedRng(String(pickSeed));
  const plays: number[][] = [[0, 0, 0, 0]];
  const kings = [0, 0, 0, 0];
  const queens = [0, 0, 0, 0];
  const leaders: Played['leaders'] = [];
  for (let guard = 0; s.phase !== 'over'; guard++) {
    if (guard > 1000) throw new Error('no end');
    const moves = engine.legalMoves(s);
    const seat = engine.toMove(s);
    expect(moves.length).toBeGreaterThan(0);
    const d = nextInt(rng, moves.length);
    rng = d.state;
    const move = moves[d.value]!;
    const r = engine.apply(s, move);
    if (!r.ok) throw new Error(`${r.error} for ${JSON.stringify(move)}`);
    if (move.t === 'play') plays[plays.length - 1]![seat!]! += 1;
    if (s.phase !== 'trick' && r.value.phase === 'trick') leaders.push({ s: r.value, leader: r.value.trick!.leader });
    if (move.t === 'green' || (move.t === 'play' && move.queen)) queens[seat!]! += 1;
    if (move.t === 'play' && move.king) kings[seat!]! += 1;
    if (r.value.round !== s.round) plays.push([0, 0, 0, 0]);
    s = r.value;
    expect(cardsInPlay(s)).toEqual(expectedCards(s));
  }
  return { final: s, plays, kings, queens, leaders };
}

describe('team whist through engine.setup/apply (Командный режим)', () => {
  it('random legal games: conserved cards, 11 tricks a round, rounds and outcome as the scorer says', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (seed, pick) => {
        const { final, plays, leaders } = playGame(seed, pick);
        const rounds = final.rounds as { players: Record<string, { tricks: number }> }[];
        // 11 tricks: each seat played 11 cards each round and the recorded tricks add up to 11.
        expect(plays).toHaveLength(rounds.length);
        for (const p of plays) expect(p).toEqual([11, 11, 11, 11]);
        for (const r of rounds) expect(Object.values(r.players).reduce((a, x) => a + x.tricks, 0)).toBe(11);
        // Hands of 11 when tricks start; the lowest showing king number leads.
        for (const { s, leader } of leaders) {
          expect(s.seats.map((x) => x.hand.length)).toEqual([11, 11, 11, 11]);
          expect(showing(s, leader)).toBe(Math.min(...[0, 1, 2, 3].map((i) => showing(s, i))));
        }
        // End: a team at 200, or three rounds (the third only after 100:100).
        const [a, b] = [final.seats[0]!.score, final.seats[1]!.score];
        expect(rounds.length === 3 || Math.max(a, b) >= 200).toBe(true);
        expect(rounds.length).toBeGreaterThanOrEqual(2);
        const outcome = engine.outcome(final);
        const direct = scorer.score(rules.scorerInput(final));
        if (!direct.ok) throw new Error(direct.error);
        expect(outcome?.result).toEqual(direct.value);
        expect(direct.value.totals).toEqual(Object.fromEntries(final.seats.map((x, i) => [String(i), x.score])));
      }),
      { numRuns: 60 },
    );
  });

  it('kings once per game, the green queen at most twice, other queens once (Командный режим: Зелёная дама)', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (seed, pick) => {
        const { final, kings, queens } = playGame(seed, pick);
        final.seats.forEach((seat, i) => {
          expect(kings[i]).toBeLessThanOrEqual(1);
          expect(queens[i]).toBeLessThanOrEqual(seat.set === 'green' ? 2 : 1);
          expect(seat.king).toBe(kings[i] === 1 ? 'used' : 'ready');
        });
      }),
      { numRuns: 30 },
    );
  });
});
