// The bots' squad picks (rulebook «Создание отряда в первом раунде»: ruler sets and characters
// in snake order; «Второй раунд»: a redraft of characters). A set is worth its king's end bonus
// (white 60 ... black 20, rulebook kings) and the cards to lay the king on; a character the
// better of its face and its back for the hand held.
import { describe, expect, it } from 'vitest';
import { bots, decide } from '../../../../../src/games/royal-stake/bots';
import { engine } from '../../../../../src/games/royal-stake/engine';
import type { RsState, RsView } from '../../../../../src/games/royal-stake/engine/types';
import { tickClock } from './helpers';
import { STRONG, WEAK, giveSeat, reach } from './standard-positions';

/** The first redraft pick of round 2 with only `pool` on the table (nothing barred). */
function redraft(seed: string, hand: readonly string[], pool: string[]): { state: RsState; seat: number } {
  const s = reach(seed, (x) => x.round === 2 && x.phase === 'squad');
  const got = giveSeat(s, hand, []);
  const std = got.state.std!;
  std.seats.forEach((x) => (x.lastChars = []));
  std.draft!.pool = pool;
  return got;
}

describe('royal-stake bots: squad picks in the standard game', () => {
  it('round 1, first pick: normal takes the white set (the largest king bonus)', () => {
    // (Hard searches its heuristic's five best picks and may prefer one it finds clearly better.)
    for (const seed of ['s1', 's2']) {
      const s = reach(seed, (x) => x.phase === 'squad');
      const seat = engine.toMove(s)!;
      // decide() throws where chooseMove would quietly fall back to the first legal move (a set too).
      expect(decide(engine.view(s, seat) as RsView, s.rounds, 'normal', seed, tickClock(30)), seed).toEqual({ t: 'set', colour: 'white' });
    }
  });

  it('a weak hand drafts the hermit (no wins pay on its face and back), a strong one the samurai', () => {
    // Test values: the hermit's back pays 40 for no wins, the samurai's 60 for three.
    for (const seed of ['s3', 's4']) {
      const weak = redraft(seed, WEAK, ['hermit-1', 'samurai-1']);
      expect(bots.chooseMove(weak.state, weak.seat, 'normal', seed, tickClock(30)), seed).toEqual({ t: 'character', card: 'hermit-1' });
      const strong = redraft(seed, STRONG, ['hermit-1', 'samurai-1']);
      expect(bots.chooseMove(strong.state, strong.seat, 'normal', seed, tickClock(30)), seed).toEqual({ t: 'character', card: 'samurai-1' });
    }
  });

  it('every level drafts only cards on offer and never its own last squad, to the end of the step', { timeout: 60_000 }, () => {
    for (const level of ['easy', 'normal', 'hard'] as const) {
      let s = reach(`s-${level}`, (x) => x.round === 2 && x.phase === 'squad');
      while (s.phase === 'squad') {
        const seat = engine.toMove(s)!;
        const move = bots.chooseMove(s, seat, level, 'redraft', tickClock(20));
        if (move.t === 'character') expect(s.std!.seats[seat]!.lastChars).not.toContain(move.card);
        const next = engine.apply(s, move);
        expect(next.ok, JSON.stringify(move)).toBe(true);
        s = next.ok ? next.value : s;
      }
    }
  });
});
