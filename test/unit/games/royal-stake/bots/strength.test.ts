// The hard bot really is harder: over 12 seeded "I am King" games (three rounds each, scored as
// #mode-i-am-king rules; a shared first place counts, as the mode allows shared wins) one hard
// seat beats two easy seats far more often than the even share of 4 games.
import { describe, expect, it } from 'vitest';
import { bots } from '../../../../../src/games/royal-stake/bots';
import { engine } from '../../../../../src/games/royal-stake/engine';
import type { BotLevel } from '../../../../../src/games/types';
import { start, tickClock } from './helpers';

/** A whole "I am King" game with `levels[seat]` bots on a fake clock of `budget` ticks per move. */
function botGame(seed: string, levels: BotLevel[], budget: number): Record<string, number> {
  let s = start('i-am-king', seed);
  for (let ply = 0; engine.toMove(s) !== null; ply++) {
    if (ply > 1000) throw new Error('bot game did not end');
    const seat = engine.toMove(s)!;
    const next = engine.apply(s, bots.chooseMove(s, seat, levels[seat]!, `${seed}/${ply}`, tickClock(budget)));
    if (!next.ok) throw new Error(next.error);
    s = next.value;
  }
  return engine.outcome(s)!.result.totals;
}

describe('royal-stake bots: strength', () => {
  it('hard beats easy in at least 8 of 12 seeded "I am King" games', { timeout: 240_000 }, () => {
    let wins = 0;
    let hardVp = 0;
    let easyVp = 0;
    for (let g = 0; g < 12; g++) {
      const hardSeat = g % 3;
      const levels = [0, 1, 2].map((seat): BotLevel => (seat === hardSeat ? 'hard' : 'easy'));
      const totals = botGame(`duel-${g}`, levels, 120);
      const mine = totals[String(hardSeat)]!;
      const others = Object.entries(totals).filter(([id]) => id !== String(hardSeat)).map(([, v]) => v);
      if (others.every((v) => v <= mine)) wins++;
      hardVp += mine;
      easyVp += (others[0]! + others[1]!) / 2;
    }
    console.log(`hard beat easy in ${wins} of 12 games; mean VP hard ${(hardVp / 12).toFixed(0)}, easy ${(easyVp / 12).toFixed(0)}`);
    expect(wins).toBeGreaterThanOrEqual(8);
    expect(hardVp).toBeGreaterThan(2 * easyVp);
  });
});
