/**
 * Sly Thieves bot strength (moved here from the unit suite, issue 11: seconds of bot games are a
 * benchmark, not a unit test): hard against easy over 40 seeded games (24 two-player basic, 8
 * three-player basic, 8 two-player advanced), the hard seat rotating; "Подсчет очков" decides,
 * a shared first place is not a win. On a tick clock, so any machine gives the same numbers.
 */
import { bots } from '../../src/games/sly-thieves/bots';
import { engine } from '../../src/games/sly-thieves/engine';
import type { BotLevel } from '../../src/games/types';

/** A clock that moves one "millisecond" per reading. */
const tickClock = (budget: number) => {
  let t = 0;
  return { now: () => t++, deadline: budget };
};

/** One whole game with `levels[seat]` bots; the final totals. */
function botGame(players: number, variant: 'basic' | 'advanced', seed: string, levels: BotLevel[], budget: number): Record<string, number> {
  const r = engine.setup({ players, variant }, seed);
  if (!r.ok) throw new Error(r.error);
  let s = r.value;
  for (let ply = 0; engine.toMove(s) !== null; ply++) {
    if (ply > 5000) throw new Error('bot game did not end');
    const seat = engine.toMove(s)!;
    const next = engine.apply(s, bots.chooseMove(s, seat, levels[seat]!, `${seed}/${ply}`, tickClock(budget)));
    if (!next.ok) throw new Error(next.error);
    s = next.value;
  }
  return engine.outcome(s)!.result.totals;
}

/** Plays the 40 duels, prints the result line; true when hard won more than half (the target). */
export function slyStrength(budget = 30): boolean {
  const tables: Array<[number, 'basic' | 'advanced']> = [
    ...Array.from({ length: 24 }, () => [2, 'basic'] as [number, 'basic']),
    ...Array.from({ length: 8 }, () => [3, 'basic'] as [number, 'basic']),
    ...Array.from({ length: 8 }, () => [2, 'advanced'] as [number, 'advanced']),
  ];
  let wins = 0;
  tables.forEach(([players, variant], g) => {
    const hardSeat = g % players;
    const levels = Array.from({ length: players }, (_, seat): BotLevel => (seat === hardSeat ? 'hard' : 'easy'));
    const totals = botGame(players, variant, `duel-${g}`, levels, budget);
    const mine = totals[String(hardSeat)]!;
    if (Object.entries(totals).every(([id, v]) => id === String(hardSeat) || v < mine)) wins++;
  });
  const met = wins > tables.length / 2;
  console.log(
    `sly-thieves strength: hard beat easy in ${wins} of ${tables.length} games (${Math.round((wins / tables.length) * 100)}%, target > 50%) ${met ? 'met' : 'MISSED'}`,
  );
  return met;
}
