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
import type { RsConfig, RsState } from '../../src/games/royal-stake/engine/types';
import { stolikValues } from '../../src/games/royal-stake/data/stolik-values';
import { randomPosition, timeMoves, type HardTimes } from './common';
import { matchup, type MatchupResult } from './rs-matchup';
import type { ClockKind } from './rs-games';

/**
 * A standard table of `players` with Stolik's values and no optional rules (2 players: the jester
 * deal), for the bots' matchups (the speed bench's stdBenchConfig turns every rule on).
 */
export function stdMatchConfig(players: number): StdConfig {
  return {
    mode: 'standard',
    players,
    // The 2-player game always plays the jester deal (rulebook «Игра вдвоём»).
    options: { jesterDeal: players === 2, cheerleader: false, advancedCheerleader: false, baseSquads4p: false },
    valueSet: 'stolik',
    values: stolikValues(),
  };
}

/** Plays `games` games of one `hero` seat (rotating) against `rival` seats at a `players` table (rs-matchup.ts). */
export function stdMatchup(
  hero: BotLevel,
  rival: BotLevel,
  games: number,
  budget: number,
  clock: ClockKind,
  seed: string,
  players: number,
  from = 0,
): MatchupResult {
  const progress = (done: number, r: MatchupResult) => {
    if (done % 50 === 0 && done < games)
      console.log(`  ${hero} vs ${rival}: ${done} games, ${hero} won ${r.shared}, mean VP ${(r.heroVp / done).toFixed(1)} vs ${(r.rivalVp / done).toFixed(1)}`);
  };
  return matchup(hero, rival, games, budget, clock, seed, progress, stdMatchConfig(players) as unknown as RsConfig, from);
}

/** Hard move times (real clock, `budget` ms) over positions of every step of 3-5 player games (or of `only` players). */
export function timeStd(budget: number, samples: number, only?: number): HardTimes {
  const sample = (i: number): { state: RsState; seat: number } | null => {
    const players = only ?? 3 + (i % 3);
    const start = engine.setup(stdMatchConfig(players), `std-hard-${i}`);
    if (!start.ok) throw new Error(start.error);
    const state = randomPosition(engine, start.value, `std-pos-${i}`, (i * 7) % 90);
    const seat = engine.toMove(state);
    return seat === null || engine.legalMoves(state).length < 2 ? null : { state, seat };
  };
  return timeMoves({ engine, bots, sample }, budget, samples, samples * 3);
}

/** One line: the matchup's win rate (shared first places counted, outright apart) and mean VP. */
export function stdMatchupLine(hero: BotLevel, rival: BotLevel, players: number, r: MatchupResult, budgetText: string): string {
  const pct = (n: number) => `${((n / Math.max(1, r.games)) * 100).toFixed(1)}%`;
  return (
    `royal-stake standard ${players}p, ${hero} vs ${players - 1} ${rival}, ${r.games} games, seats rotated, ${budgetText}: ` +
    `${hero} won ${pct(r.shared)} incl. shared (outright ${pct(r.outright)}; even share ${(100 / players).toFixed(1)}%), ` +
    `mean VP ${hero} ${(r.heroVp / Math.max(1, r.games)).toFixed(1)} vs ${rival} ${(r.rivalVp / Math.max(1, r.games)).toFixed(1)}`
  );
}
