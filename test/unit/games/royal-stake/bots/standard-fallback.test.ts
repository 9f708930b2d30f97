// The bots in the standard game's steps (rulebook «Ход игры»: squads, bets, the cheerleader,
// preparation, the hermit's draw, the exchange, the tricks): every level, from the seat's view
// alone, finds a move the engine lists as legal (no fallback to "the first legal move"), and
// never peeks: other hands, the stock and other seats' face-down bets dealt otherwise change nothing.
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/royal-stake/engine';
import type { RsMove, RsState, RsView } from '../../../../../src/games/royal-stake/engine/types';
import { bots, decide, sameMove } from '../../../../../src/games/royal-stake/bots';
import { characterOf } from '../../../../../src/games/royal-stake/engine/modes/standard/types';
import { randomRun, stdConfig, stdStarted } from '../standard/helpers';

const LEVELS = ['easy', 'normal', 'hard'] as const;

/** A clock that moves 1 ms per read, with a 30 ms budget: hard searches a few playouts only. */
const tickClock = () => {
  let t = 0;
  return { now: () => t++, deadline: 30 };
};

/** One position per phase and seat count from random legal games with every option on. */
function positions(): Map<string, RsState[]> {
  const out = new Map<string, RsState[]>();
  for (const players of [3, 4, 5]) {
    for (let g = 0; g < 8; g++) {
      const cfg = stdConfig(players, { jesterDeal: players < 5, cheerleader: players >= 4, advancedCheerleader: players >= 4 });
      const { states } = randomRun(stdStarted(cfg, `fb-${players}-${g}`), `fb-run-${players}-${g}`);
      for (const s of states) {
        if (engine.toMove(s) === null) continue;
        const list = out.get(s.phase) ?? [];
        if (list.length < 12 && (list.length === 0 || s.history.length % 2 === g % 2)) list.push(s);
        out.set(s.phase, list);
      }
    }
  }
  return out;
}

const found = positions();

/**
 * The move `level` decides for `s` from the seat's view (decide() throws where chooseMove would
 * quietly fall back to the first legal move), worked out once per position and level: the
 * legality test checks it, the no-peeking test compares the move on the reshuffled state with it.
 */
const decided = new Map<RsState, Map<string, RsMove | null>>();
function decidedMove(s: RsState, level: (typeof LEVELS)[number]): RsMove | null {
  const own = decided.get(s) ?? new Map<string, RsMove | null>();
  decided.set(s, own);
  if (!own.has(level)) own.set(level, decide(engine.view(s, engine.toMove(s)!) as RsView, s.rounds, level, `seed-${s.phase}`, tickClock()));
  return own.get(level)!;
}

describe('royal-stake bots in the standard game', () => {
  it('random games reach every step of the standard round', () => {
    for (const phase of ['squad', 'bet', 'cheer', 'prep', 'hermit', 'exchange', 'trick']) expect(found.get(phase)?.length ?? 0, phase).toBeGreaterThan(0);
  });

  it('each level chooses a legal move in every step, from its own view', { timeout: 60_000 }, () => {
    for (const [phase, states] of found) {
      for (const s of states) {
        const legal = engine.legalMoves(s);
        for (const level of LEVELS) {
          const move = decidedMove(s, level);
          expect(move, `${level} in ${phase}`).not.toBeNull();
          expect(
            legal.some((m) => sameMove(m, move!)),
            `${level} in ${phase}: ${JSON.stringify(move)}`,
          ).toBe(true);
        }
      }
    }
  });
});

/**
 * `s` with what `seat` cannot see dealt otherwise: the other hands and the stock reshuffled
 * (same sizes), and each other seat's face-down bet swapped for another card of its squad.
 */
function reshuffled(s: RsState, seat: number): RsState {
  const x = structuredClone(s);
  const others = x.seats.map((_, i) => i).filter((i) => i !== seat);
  const pool = [...others.flatMap((i) => x.seats[i]!.hand), ...x.deck].reverse();
  const rot = pool.length > 1 ? 1 : 0;
  const mixed = [...pool.slice(rot), ...pool.slice(0, rot)];
  for (const i of others) x.seats[i]!.hand = mixed.splice(0, x.seats[i]!.hand.length);
  x.deck = mixed;
  for (const i of others) {
    const own = x.std!.seats[i]!;
    if (!own.bets || own.bets.length !== 1 || own.bets[0] === 'jack' || characterOf(own.bets[0]!) === 'cheerleader') continue;
    const swap = own.chars.find((c) => c !== own.bets![0] && characterOf(c) !== 'cheerleader');
    if (swap) own.bets = [swap];
  }
  return x;
}

describe('royal-stake bots in the standard game: no peeking', () => {
  it('hidden cards and bets dealt otherwise, same view: the same move at every level', { timeout: 60_000 }, () => {
    let differed = 0;
    for (const [phase, states] of found) {
      for (const s of states) {
        const seat = engine.toMove(s)!;
        if (engine.legalMoves(s).length < 2) continue;
        const other = reshuffled(s, seat);
        // Premise: the seat sees exactly the same table (only its own bet is shown by name).
        if (JSON.stringify(engine.view(other, seat)) !== JSON.stringify(engine.view(s, seat))) continue;
        if (JSON.stringify(other) !== JSON.stringify(s)) differed++;
        // The move chosen on the true state is the one decided from its view (chooseMove hands
        // that move on, as the legality test above checks it is legal).
        for (const level of LEVELS) {
          expect(bots.chooseMove(other, seat, level, `seed-${phase}`, tickClock()), `${level} in ${phase}`).toEqual(decidedMove(s, level));
        }
      }
    }
    expect(differed).toBeGreaterThan(20);
  });
});
