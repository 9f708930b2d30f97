// The bots in the 2-player game (rulebook «Игра вдвоём»: nine tricks, a bet of one card every
// round with the jack allowed from round 1, the king deck's deal, catch-up kings in round 3):
// whole games between every pair of levels end, and every bot move is one the engine accepts.
import { describe, expect, it } from 'vitest';
import { decide, sameMove } from '../../../../../src/games/royal-stake/bots';
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

describe('royal-stake bots: the 2-player game', () => {
  it('whole games of every pair of levels end, every bot move legal', { timeout: 120_000 }, () => {
    for (const pair of PAIRS) {
      let s = stdStarted(stdConfig(2, { jesterDeal: true }), `two-${pair.join('-')}`);
      for (let ply = 0; engine.toMove(s) !== null; ply++) {
        expect(ply, 'a game of three rounds ends').toBeLessThan(600);
        const seat = engine.toMove(s)!;
        // decide() works from the seat's view and throws where chooseMove would fall back quietly.
        const move = decide(engine.view(s, seat) as RsView, s.rounds, pair[seat]!, `two/${ply}`, tickClock(30))!;
        expect(engine.legalMoves(s).some((m) => sameMove(m, move))).toBe(true);
        const next = engine.apply(s, move);
        expect(next.ok, `${pair[seat]} in ${s.phase}: ${JSON.stringify(move)}`).toBe(true);
        if (next.ok) s = next.value;
      }
      expect(engine.outcome(s)).not.toBeNull();
    }
  });
});
