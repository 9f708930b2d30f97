/**
 * Benchmark only: the Royal Stake bots in the standard game. Seeded games with one hero seat
 * (rotating) against rivals of another level, through the public engine and bot API, and the
 * hard bot's move time with a real clock over positions of every step. Used by
 * rs-std-strength.ts (command line) and `npm run bench`.
 */
import type { BotLevel } from '../../src/games/types';
import { bots } from '../../src/games/royal-stake/bots';
import { engine } from '../../src/games/royal-stake/engine';
import type { StdConfig } from '../../src/games/royal-stake/engine/modes/standard/config';
import type { RsState } from '../../src/games/royal-stake/engine/types';
import { stolikValues } from '../../src/games/royal-stake/data/stolik-values';
import { randomPosition, timeMoves, type HardTimes } from './common';
import { botGame, type ClockKind } from './rs-games';

/** A standard table of `players` with Stolik's values and no optional rules (2 players: the jester deal). */
export function stdBenchConfig(players: number): StdConfig {
  return {
    mode: 'standard',
    players,
    // The 2-player game always plays the jester deal (rulebook «Игра вдвоём»).
    options: { jesterDeal: players === 2, cheerleader: false, advancedCheerleader: false, baseSquads4p: false },
    valueSet: 'stolik',
    values: stolikValues(),
  };
}

/** What one matchup found. */
export interface Tally {
  games: number;
  shared: number;
  outright: number;
  heroVp: number;
  rivalVp: number;
}

/** Plays `games` games of one `hero` seat (rotating) against `rival` seats. */
export function stdMatchup(hero: BotLevel, rival: BotLevel, games: number, budget: number, clock: ClockKind, seed: string, players: number): Tally {
  const config = stdBenchConfig(players);
  const r: Tally = { games: 0, shared: 0, outright: 0, heroVp: 0, rivalVp: 0 };
  for (let g = 0; g < games; g++) {
    const heroSeat = g % players;
    const levels = Array.from({ length: players }, (_, s): BotLevel => (s === heroSeat ? hero : rival));
    const totals = botGame(config, `${seed}-${g}`, levels, budget, clock);
    const mine = totals[String(heroSeat)] ?? 0;
    const others = Object.entries(totals)
      .filter(([id]) => id !== String(heroSeat))
      .map(([, v]) => v);
    if (others.every((v) => v <= mine)) r.shared++;
    if (others.every((v) => v < mine)) r.outright++;
    r.heroVp += mine;
    r.rivalVp += others.reduce((a, b) => a + b, 0) / others.length;
    r.games++;
    if (r.games % 50 === 0 && r.games < games)
      console.log(
        `  ${hero} vs ${rival}: ${r.games} games, ${hero} won ${r.shared}, mean VP ${(r.heroVp / r.games).toFixed(1)} vs ${(r.rivalVp / r.games).toFixed(1)}`,
      );
  }
  return r;
}

/** Hard move times (real clock, `budget` ms) over positions of every step of 3-5 player games. */
export function timeStd(budget: number, samples: number): HardTimes {
  const sample = (i: number): { state: RsState; seat: number } | null => {
    const players = 3 + (i % 3);
    const start = engine.setup(stdBenchConfig(players), `std-hard-${i}`);
    if (!start.ok) throw new Error(start.error);
    const state = randomPosition(engine, start.value, `std-pos-${i}`, (i * 7) % 90);
    const seat = engine.toMove(state);
    return seat === null || engine.legalMoves(state).length < 2 ? null : { state, seat };
  };
  return timeMoves({ engine, bots, sample }, budget, samples, samples * 3);
}

/** One line: the matchup's win rate (shared first places counted, outright apart) and mean VP. */
export function stdMatchupLine(hero: BotLevel, rival: BotLevel, players: number, r: Tally, budgetText: string): string {
  const pct = (n: number) => `${((n / Math.max(1, r.games)) * 100).toFixed(1)}%`;
  return (
    `royal-stake standard ${players}p, ${hero} vs ${players - 1} ${rival}, ${r.games} games, seats rotated, ${budgetText}: ` +
    `${hero} won ${pct(r.shared)} incl. shared (outright ${pct(r.outright)}; even share ${(100 / players).toFixed(1)}%), ` +
    `mean VP ${hero} ${(r.heroVp / Math.max(1, r.games)).toFixed(1)} vs ${rival} ${(r.rivalVp / Math.max(1, r.games)).toFixed(1)}`
  );
}
