// What the bots infer about hidden hands and bets in the standard game (rulebook «Ставка»: bets
// lie face down and are laid at the same time; «Получение ПО»: a bet pays only for its count). A
// laid bet is read as "has bet" until the last one is laid, whatever the view shows of it; once
// bets are named (#ruling-std-bets-open), a seat is dealt hands that fit its bet; every sampled
// world agrees with the seat's view and with the colours a seat failed to follow (#follow-rule).
import { describe, expect, it } from 'vitest';
import { bots } from '../../../../../src/games/royal-stake/bots';
import { sampler } from '../../../../../src/games/royal-stake/bots/determinize';
import { voidsOf } from '../../../../../src/games/royal-stake/bots/knowledge';
import { betChances, betOptions, inferredSampler } from '../../../../../src/games/royal-stake/bots/stdInfer';
import { pairedPick } from '../../../../../src/games/royal-stake/bots/stdSearch';
import { expectedWins } from '../../../../../src/games/royal-stake/bots/stdBets';
import type { StdTable } from '../../../../../src/games/royal-stake/bots/stdWins';
import { engine } from '../../../../../src/games/royal-stake/engine';
import { CARD } from '../../../../../src/games/royal-stake/engine/cards';
import { HIDDEN } from '../../../../../src/games/royal-stake/engine/modes/standard/view';
import type { RsState, RsView } from '../../../../../src/games/royal-stake/engine/types';
import { seedRng } from '../../../../../src/lib/rng';
import { randomRun, stdConfig, stdStarted } from '../standard/helpers';
import { tickClock } from './helpers';
import { STRONG, WEAK, reach } from './standard-positions';

const SQUAD = ['hermit-1', 'samurai-1', 'healer-1'];

/** Round 3's bet step after the first seat has bet, that seat's squad set to SQUAD. */
function round3AfterFirstBet(seed: string): { state: RsState; first: number } {
  const s = reach(seed, (x) => x.round === 3 && x.phase === 'bet' && x.std!.betOrder.length === 3);
  const first = s.std!.seats.findIndex((x) => x.bets !== null);
  s.std!.seats.forEach((x, i) => {
    if (i !== first) x.chars = x.chars.filter((c) => !SQUAD.includes(c));
  });
  s.std!.seats[first]!.chars = SQUAD.slice();
  return { state: s, first };
}

/** A trick-phase state (first trick, nothing played) with seat 1's squad SQUAD and `bet` named. */
function namedBet(bet: string[]): { state: RsState; view: RsView } {
  const s = reach('inf-named', (x) => x.phase === 'trick' && x.round === 1 && x.history.length === 0 && (x.trick?.plays.length ?? 0) === 0);
  const viewer = engine.toMove(s)!;
  const seat = (viewer + 1) % 4;
  s.std!.seats.forEach((x, i) => {
    if (i !== seat) x.chars = x.chars.filter((c) => !SQUAD.includes(c));
  });
  s.std!.seats[seat]!.chars = SQUAD.slice();
  s.std!.seats[seat]!.bets = bet;
  return { state: s, view: engine.view(s, viewer) as RsView };
}

/** Mean expected wins of `seat`'s hand over `n` sampled worlds. */
function meanStrength(sample: (rng: number[]) => RsState, seat: number, n: number, seed: string): number {
  const rng = seedRng(seed);
  let sum = 0;
  for (let k = 0; k < n; k++) sum += expectedWins(sample(rng).seats[seat]!.hand, 4);
  return sum / n;
}

describe('royal-stake bots: what the standard game lets them infer', () => {
  it('before the last bet, a seat decides the same whether an earlier seat bet one card or two (every level)', { timeout: 120_000 }, () => {
    for (const seed of ['c1']) {
      const { state, first } = round3AfterFirstBet(seed);
      const one = structuredClone(state);
      one.std!.seats[first]!.bets = ['samurai-1'];
      const two = structuredClone(state);
      two.std!.seats[first]!.bets = ['hermit-1', 'jack'];
      const seat = engine.toMove(one)!;
      for (const level of ['easy', 'normal', 'hard'] as const)
        expect(bots.chooseMove(two, seat, level, 'same', tickClock(20)), `${level} ${seed}`).toEqual(bots.chooseMove(one, seat, level, 'same', tickClock(20)));
      // The sampled worlds themselves do not depend on how the view shows the laid bet.
      const view = engine.view(one, seat) as RsView;
      const shown = structuredClone(view);
      shown.std!.seats[first]!.bets = [HIDDEN, HIDDEN];
      expect(sampler(shown, one.rounds)(seedRng('w'))).toEqual(sampler(view, one.rounds)(seedRng('w')));
    }
  });

  it('a hidden round-3 bet is drawn as one card or two of what the squad allows, and it fits the sampled hand', () => {
    const { state, first } = round3AfterFirstBet('c3');
    const seat = engine.toMove(state)!;
    const view = engine.view(state, seat) as RsView;
    const allowed = new Set(betOptions(view as StdTable, first).map((o) => o.slice().sort().join('+')));
    const sample = sampler(view, state.rounds);
    const rng = seedRng('draws');
    const counts = new Set<number>();
    for (let k = 0; k < 200; k++) {
      const bet = sample(rng).std!.seats[first]!.bets!;
      expect(allowed.has(bet.slice().sort().join('+')), bet.join('+')).toBe(true);
      counts.add(bet.length);
    }
    expect([...counts].sort()).toEqual([1, 2]);
    // A strong hand makes the samurai (paid for three wins) the likeliest bet, a weak one the hermit (none).
    const options = betOptions(view as StdTable, first);
    const likeliest = (hand: string[]) => {
      const p = betChances(view as StdTable, first, hand, options);
      expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
      return options[p.indexOf(Math.max(...p))]!;
    };
    expect(likeliest(STRONG)).toContain('samurai-1');
    expect(likeliest(WEAK)).toContain('hermit-1');
  });

  it('once bets are named, a seat that bet on three wins is dealt stronger hands than one that bet on none', { timeout: 120_000 }, () => {
    const high = namedBet(['samurai-1']);
    const low = namedBet(['hermit-1']);
    const seat = (high.view.seat + 1) % 4;
    const plain = meanStrength(sampler(high.view, high.state.rounds), seat, 300, 'm');
    const strong = meanStrength(inferredSampler(high.view, sampler(high.view, high.state.rounds)), seat, 300, 'm');
    const weak = meanStrength(inferredSampler(low.view, sampler(low.view, low.state.rounds)), seat, 300, 'm');
    expect(strong).toBeGreaterThan(plain + 0.1);
    expect(weak).toBeLessThan(plain - 0.1);
  });

  it('a weighed world shows the seat its very view, and no hand holds a colour its seat failed to follow', { timeout: 120_000 }, () => {
    let voids = 0;
    for (let g = 0; g < 12; g++) {
      const { states } = randomRun(stdStarted(stdConfig(4), `inf-void-${g}`), `inf-void-${g}`);
      for (const s of states.filter((x, k) => x.phase === 'trick' && x.history.length >= 2 && k % 4 === 0)) {
        const seat = engine.toMove(s)!;
        const view = engine.view(s, seat) as RsView;
        const seen = voidsOf(view);
        const sample = inferredSampler(view, sampler(view, s.rounds));
        const rng = seedRng(`v${g}`);
        for (let k = 0; k < 3; k++) {
          const world = sample(rng);
          expect(engine.view(world, seat)).toEqual(view);
          world.seats.forEach((x, i) => {
            for (const c of x.hand) expect(seen[i]!.has(CARD[c]!.suit as never), `${c} in seat ${i}`).toBe(false);
          });
        }
        voids += seen.reduce((n, v) => n + v.size, 0);
      }
    }
    // The check had colours to respect, or it proves nothing.
    expect(voids).toBeGreaterThan(5);
  });

  it('the paired search keeps the normal move unless another beats it by the noise of the difference', () => {
    const stats = (worlds: number, diff: number[], diffSq: number[], total: number[]) => ({ worlds, diff, diffSq, total });
    // Anchor 0; move 1 better by 10 a world every time: no noise, clearly better.
    expect(pairedPick(stats(5, [0, 50], [0, 500], [0, 50]), 0, 1)).toBe(1);
    // Better on the mean but the difference swings +-40: kept.
    expect(pairedPick(stats(5, [0, 20], [0, 8000], [0, 20]), 0, 1)).toBe(0);
    // Too few worlds to tell: kept.
    expect(pairedPick(stats(2, [0, 20], [0, 200], [0, 20]), 0, 1)).toBe(0);
  });
});
