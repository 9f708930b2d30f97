// The bots use only what their seat may know (the pass-and-play promise of hidden hands): two
// states that differ only in cards the seat cannot see get the same move for the same seed and
// level. Hidden: other hands, auction cards (even one's own, #mode-i-am-king), laid auction
// cards, other seats' discards, the stock and the generator; in the standard game also the
// other seats' face-down bets while a seat has still to bet, and after that the order of a
// two-card bet (what the cheerleader's copy card lies on; #ruling-std-bets-open).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bots } from '../../../../../src/games/royal-stake/bots';
import { engine } from '../../../../../src/games/royal-stake/engine';
import type { PlayMode, RsState } from '../../../../../src/games/royal-stake/engine/types';
import { characterOf } from '../../../../../src/games/royal-stake/engine/modes/standard/types';
import { randomRun, stdConfig, stdStarted } from '../standard/helpers';
import type { BotLevel } from '../../../../../src/games/types';
import { randomPosition, reshuffleHidden, tickClock } from './helpers';

describe('royal-stake bots: no peeking', () => {
  it('hidden cards dealt differently, same view: the same move at every level', { timeout: 120_000 }, () => {
    let differed = 0;
    fc.assert(
      fc.property(
        fc.constantFrom<PlayMode>('i-am-king', 'team', 'emperor'),
        fc.string({ maxLength: 6 }),
        fc.integer({ min: 0, max: 120 }),
        fc.constantFrom<BotLevel>('easy', 'normal', 'hard'),
        (mode, seed, plies, level) => {
          const s = randomPosition(mode, seed, plies);
          const seat = engine.toMove(s);
          fc.pre(seat !== null && engine.legalMoves(s).length > 1);
          const other = reshuffleHidden(s, seat!, `${seed}/x`);
          // The premise: the seat sees exactly the same table in both states.
          expect(engine.view(other, seat!)).toEqual(engine.view(s, seat!));
          if (JSON.stringify(other.seats) !== JSON.stringify(s.seats) || JSON.stringify(other.deck) !== JSON.stringify(s.deck)) differed++;
          const a = bots.chooseMove(s, seat!, level, 'same', tickClock(30));
          const b = bots.chooseMove(other, seat!, level, 'same', tickClock(30));
          expect(b).toEqual(a);
        },
      ),
      { numRuns: 120 },
    );
    // The property must have had secrets to hide in most positions, or it proves nothing.
    expect(differed).toBeGreaterThan(60);
  });
});

/**
 * Standard game (rulebook «Ставка»: bets lie face down, laid together, the rest face up;
 * «Болельщица»: the copy card is laid without seeing the bet): `s` with the other hands and the
 * stock dealt anew; while a seat has still to bet, every other seat's face-down bet swapped for
 * another bet of the same size its squad allows; once all are laid (the face-up rest tells them,
 * #ruling-std-bets-open) only a two-card bet's order swapped.
 */
function reshuffleStd(s: RsState, seat: number, seed: string): RsState {
  const x = reshuffleHidden(s, seat, seed);
  // reshuffleHidden shares `std` with `s`: a copy, so the variation never writes back into `s`.
  const std = (x.std = structuredClone(s.std!));
  const allLaid = std.seats.every((own) => own.bets !== null);
  std.seats.forEach((own, i) => {
    if (i === seat || !own.bets || own.bets.length === 0) return;
    if (allLaid) {
      own.bets.reverse();
      return;
    }
    const cheer = own.chars.find((c) => characterOf(c) === 'cheerleader');
    const picks = x.round === 3 ? [...own.chars, 'jack'] : own.chars.slice();
    const size = own.bets.length;
    const options = size === 1 ? picks.map((p) => [p]) : picks.flatMap((p, k) => picks.slice(k + 1).map((q) => [p, q]));
    const other = options.find((o) => (!cheer || o.includes(cheer)) && JSON.stringify(o) !== JSON.stringify(own.bets));
    if (other) own.bets = other;
  });
  return x;
}

/** Positions of every step of random standard games (3-5 players, every option the count allows). */
function stdPositions(): RsState[] {
  const out: RsState[] = [];
  const per = new Map<string, number>();
  for (const players of [3, 4, 5]) {
    for (let g = 0; g < 6; g++) {
      const cfg = stdConfig(players, { jesterDeal: players < 5, cheerleader: players >= 4, advancedCheerleader: players >= 4 });
      const { states } = randomRun(stdStarted(cfg, `peek-${players}-${g}`), `peek-run-${players}-${g}`);
      states.forEach((s, k) => {
        const key = s.phase === 'cheer' && s.std?.copy ? 'copy' : s.phase;
        if (engine.toMove(s) === null || engine.legalMoves(s).length < 2 || (per.get(key) ?? 0) >= 10 || k % 3 !== g % 3) return;
        per.set(key, (per.get(key) ?? 0) + 1);
        out.push(s);
      });
    }
  }
  return out;
}

describe('royal-stake bots: no peeking in the standard game', () => {
  it('other hands, the stock and face-down bets dealt otherwise, same view: the same move at every level', { timeout: 180_000 }, () => {
    const seen = new Set<string>();
    let differed = 0;
    let betsVaried = 0;
    for (const s of stdPositions()) {
      const seat = engine.toMove(s)!;
      const other = reshuffleStd(s, seat, `peek/${s.round}/${s.history.length}`);
      expect(engine.view(other, seat)).toEqual(engine.view(s, seat));
      if (JSON.stringify(other.std) !== JSON.stringify(s.std) || JSON.stringify(other.seats) !== JSON.stringify(s.seats)) differed++;
      if (s.phase === 'bet' && JSON.stringify(other.std!.seats) !== JSON.stringify(s.std!.seats)) betsVaried++;
      seen.add(s.phase === 'cheer' && s.std?.copy ? 'copy' : s.phase);
      for (const level of ['easy', 'normal', 'hard'] as const) {
        expect(bots.chooseMove(other, seat, level, 'same', tickClock(30)), `${level} in ${s.phase}`).toEqual(
          bots.chooseMove(s, seat, level, 'same', tickClock(30)),
        );
      }
    }
    // Every step with a secret to keep was tried: the draft, the bets, the copy card, the tricks.
    for (const step of ['squad', 'bet', 'copy', 'trick']) expect(seen, step).toContain(step);
    expect(differed).toBeGreaterThan(30);
    // The bet step itself had laid bets of other seats to hide (they are hidden only until the last bet).
    expect(betsVaried).toBeGreaterThan(2);
  });
});
