// The simple Jackal pirate: always a legal move, decided from the seat's own view (a leak planted in
// other hands, rows and the deck changes nothing), and stronger than random play.
import { describe, expect, it } from 'vitest';
import { bots } from '../../../../../src/games/jackal/bots';
import { engine, type JackalState } from '../../../../../src/games/jackal/engine';
import { disguiseJackal } from '../../conformance/jackal';
import { must, play, randomGame } from './helpers';

const clock = { now: () => 0, deadline: 1 };

/** A game where `botSeat` plays the bot at `level` and the others the same bot at easy. */
function botGame(players: number, seed: string, botSeat: number): JackalState {
  let s = must(engine.setup({ players, learning: true }, seed));
  for (let i = 0; engine.toMove(s) !== null && i < 2000; i++) {
    const seat = engine.toMove(s)!;
    const level = seat === botSeat ? 'normal' : 'easy';
    s = play(s, bots.chooseMove(s, seat, level, `${seed}:${i}`, clock));
  }
  return s;
}

describe('the simple bot', () => {
  it('plays whole games with legal moves only, at every level', () => {
    for (const players of [2, 3, 4]) {
      const last = botGame(players, `legal-${players}`, 0);
      expect(engine.toMove(last)).toBeNull();
    }
  });

  it('decides from its own view: a disguise of what it cannot see leaves its move the same', () => {
    const { states } = randomGame({ players: 4 }, 'leak');
    states.forEach((s, i) => {
      const seat = engine.toMove(s);
      if (seat === null || i % 4 !== 0) return;
      for (const level of ['easy', 'normal'] as const) {
        const move = bots.chooseMove(s, seat, level, `x${i}`, clock);
        expect(bots.chooseMove(disguiseJackal(s, seat, `d${i}`), seat, level, `x${i}`, clock)).toStrictEqual(move);
      }
    });
  });

  it('normal earns more than easy over seeded learning games with seats rotated', () => {
    let normal = 0;
    let easy = 0;
    for (let g = 0; g < 24; g++) {
      const players = 2 + (g % 3);
      const botSeat = g % players;
      const last = botGame(players, `bench-${g}`, botSeat);
      last.seats.forEach((seat, k) => (k === botSeat ? (normal += seat.coins) : (easy += seat.coins / (players - 1))));
    }
    expect(normal).toBeGreaterThan(easy);
  });
});
