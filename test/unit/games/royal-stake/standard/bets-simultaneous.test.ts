// Bets are laid at the same time (rulebook «Ставка»: everyone lays the bet card face down at once;
// «Третий раунд»: the players bet simultaneously with 1 or 2 of 4 cards). Pass-and-play takes them
// one by one, so until the last bet is laid nobody may learn anything from an earlier one: not
// which cards, not how many, not that a face-up cheerleader laid none (issue 20 point 7,
// #ruling-std-bets-open). A property over random 2-5 player games, every round.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { engine } from '../../../../../src/games/royal-stake/engine';
import { HIDDEN } from '../../../../../src/games/royal-stake/engine/modes/standard/view';
import type { RsMove, RsState, RsView } from '../../../../../src/games/royal-stake/engine/types';
import { randomRun, stdConfig, stdStarted } from './helpers';

const configOf = (n: number) => (n === 2 ? stdConfig(2, { jesterDeal: true }) : stdConfig(n, { cheerleader: n >= 4, jesterDeal: n < 5 }));

/** Every other seat's view and the log line after each legal bet of the seat to move. */
function seenAfterEachBet(s: RsState): { move: RsMove; views: string[]; log: string }[] {
  const mover = engine.toMove(s)!;
  return engine.legalMoves(s).map((move) => {
    const r = engine.apply(s, move);
    if (!r.ok) throw new Error(r.error);
    const views = s.seats.map((_, seat) => (seat === mover ? '' : JSON.stringify(engine.view(r.value, seat))));
    return { move, views, log: JSON.stringify(engine.describeMove(s, move)) };
  });
}

describe('bets are simultaneous: a view before the last bet shows only "has bet"', () => {
  it("a seat's view (and the log) before the last bet is the same whether an earlier seat bet one card, two, or none (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 1, max: 3 }), fc.nat(3), fc.string({ maxLength: 6 }), (n, round, early, seed) => {
        let s = randomRun(stdStarted(configOf(n), `sim:${seed}`), `sim-run:${seed}`, (x) => x.round === round && x.phase === 'bet').states.at(-1)!;
        if (s.phase !== 'bet') return; // a game that ended early (never: three rounds always come)
        // Some seats bet first (never the last but one), then the seat to move tries every bet.
        s = randomRun(s, `sim-early:${seed}`, (x) => x.phase !== 'bet' || x.std!.betOrder.length <= 1 + (n - 1 - Math.min(early, n - 2))).states.at(-1)!;
        if (s.phase !== 'bet' || s.std!.betOrder.length < 2) return;
        const seen = seenAfterEachBet(s);
        const sizes = new Set(seen.map((x) => (x.move as { cards: unknown[] }).cards.length));
        for (const x of seen) {
          expect(x.views, `views after ${JSON.stringify(x.move)} vs ${JSON.stringify(seen[0]!.move)}`).toEqual(seen[0]!.views);
          expect(x.log).toBe(seen[0]!.log);
        }
        // Round 3 of 3-5 players offers one- and two-card bets: the check above compared them.
        if (round === 3 && n > 2) expect(sizes.has(2)).toBe(true);
      }),
      { numRuns: 24 },
    );
  }, 120_000);

  it('round 3, four players with the cheerleader: a two-card bet shows as [HIDDEN] to every other seat until the last bet, then opens', () => {
    let s = randomRun(stdStarted(configOf(4), 'sim-cheer'), 'sim-cheer-run', (x) => x.round === 3 && x.phase === 'bet').states.at(-1)!;
    const mover = engine.toMove(s)!;
    const two = engine.legalMoves(s).find((m) => m.t === 'bet' && m.cards.length === 2)!;
    const r = engine.apply(s, two);
    expect(r.ok).toBe(true);
    s = r.ok ? r.value : s;
    for (let seat = 0; seat < 4; seat++) {
      const bets = (engine.view(s, seat) as RsView).std!.seats[mover]!.bets;
      expect(bets).toEqual(seat === mover ? (two as { cards: string[] }).cards : [HIDDEN]);
    }
    s = randomRun(s, 'sim-cheer-rest', (x) => x.phase !== 'bet').states.at(-1)!;
    // Once every bet is laid, the face-up rest tells them: the view names both cards.
    const open = (engine.view(s, (mover + 1) % 4) as RsView).std!.seats[mover]!.bets!;
    expect(open).toHaveLength(2);
    expect(open).not.toContain(HIDDEN);
  });
});
