// The bots in the 2-player game (rulebook «Игра вдвоём»: nine tricks, a bet of one card every
// round with the jack allowed from round 1, the king deck's deal, catch-up kings in round 3):
// whole games between every pair of levels end, and every bot move is one the engine accepts.
import { describe, expect, it } from 'vitest';
import { decideWithReason, sameMove } from '../../../../../src/games/royal-stake/bots';
import type { RsView } from '../../../../../src/games/royal-stake/engine/types';
import { engine } from '../../../../../src/games/royal-stake/engine';
import type { BotLevel } from '../../../../../src/games/types';
import { stdConfig, stdStarted } from '../standard/helpers';
import { tickClock } from './helpers';

const PAIRS: [BotLevel, BotLevel][] = [
  ['easy', 'hard'],
  ['normal', 'hard'],
  ['hard', 'normal'],
];

/**
 * The hard bot's search budget in clock ticks (one tick per sampled deal). What is checked here
 * is legality and the end of the game, not strength: about seven deals a decision run every path
 * of the search (more than the three it needs before it may override the normal bot's move, which
 * it does here, as counted below) at a third of the CPU of 30 ticks (issue 22: 16.5 s -> 5.2 s).
 */
const BUDGET = 10;

describe('royal-stake bots: the 2-player game', () => {
  it('whole games of every pair of levels end, every bot move legal', { timeout: 120_000 }, () => {
    let overrides = 0;
    for (const pair of PAIRS) {
      let s = stdStarted(stdConfig(2, { jesterDeal: true }), `two-${pair.join('-')}`);
      for (let ply = 0; engine.toMove(s) !== null; ply++) {
        expect(ply, 'a game of three rounds ends').toBeLessThan(600);
        const seat = engine.toMove(s)!;
        // decide() works from the seat's view and throws where chooseMove would fall back quietly.
        const got = decideWithReason(engine.view(s, seat) as RsView, s.rounds, pair[seat]!, `two/${ply}`, tickClock(BUDGET))!;
        const move = got.move;
        if (got.reason.params && 'searched' in got.reason.params) overrides++;
        expect(engine.legalMoves(s).some((m) => sameMove(m, move))).toBe(true);
        const next = engine.apply(s, move);
        expect(next.ok, `${pair[seat]} in ${s.phase}: ${JSON.stringify(move)}`).toBe(true);
        if (next.ok) s = next.value;
      }
      expect(engine.outcome(s)).not.toBeNull();
    }
    // The search's own choices (not only the normal bot's move it starts from) were checked too.
    expect(overrides).toBeGreaterThan(0);
  });
});
