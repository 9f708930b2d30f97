/**
 * Benchmark only: one Royal Stake bot level against another over seeded "I am King" games (three
 * rounds each; rs-std-matchup.ts passes a standard-game config instead), the hero's seat rotating
 * around the table so no seat's luck decides. Returns the hero's
 * win rate (a shared first place counts, as the mode rules it; outright wins apart) and the mean
 * VP of each side. Used by `npm run bench` (hard vs normal, hard vs easy) and rs-strength.ts.
 */
import type { BotLevel } from '../../src/games/types';
import type { RsConfig } from '../../src/games/royal-stake/engine/types';
import { botGame, configOf, type ClockKind } from './rs-games';

/** What a matchup found. */
export interface MatchupResult {
  games: number;
  shared: number;
  outright: number;
  heroVp: number;
  rivalVp: number;
  seconds: number;
}

/** Plays `games` games of `config` ("I am King" unless given): one `hero` seat (rotating) against `rival` seats. */
export function matchup(
  hero: BotLevel,
  rival: BotLevel,
  games: number,
  budget: number,
  clock: ClockKind,
  seedBase: string,
  progress?: (done: number, r: MatchupResult) => void,
  config: RsConfig = configOf('i-am-king'),
  from = 0,
): MatchupResult {
  const r: MatchupResult = { games: 0, shared: 0, outright: 0, heroVp: 0, rivalVp: 0, seconds: 0 };
  const t0 = performance.now();
  // `from`: the first game's number, so a long matchup can run in parts (the same games in all).
  for (let g = from; g < from + games; g++) {
    const heroSeat = g % config.players;
    const levels = Array.from({ length: config.players }, (_, seat): BotLevel => (seat === heroSeat ? hero : rival));
    const totals = botGame(config, `${seedBase}-${g}`, levels, budget, clock);
    const mine = totals[String(heroSeat)] ?? 0;
    const others = Object.entries(totals)
      .filter(([id]) => id !== String(heroSeat))
      .map(([, v]) => v);
    if (others.every((v) => v <= mine)) r.shared++;
    if (others.every((v) => v < mine)) r.outright++;
    r.heroVp += mine;
    r.rivalVp += others.reduce((a, b) => a + b, 0) / others.length;
    r.games++;
    r.seconds = (performance.now() - t0) / 1000;
    progress?.(r.games, r);
  }
  return r;
}

/** One line: win rate with shared places, outright, mean VP per game. */
export function matchupLine(hero: BotLevel, rival: BotLevel, r: MatchupResult, budgetText: string): string {
  const pct = (n: number) => `${((n / Math.max(1, r.games)) * 100).toFixed(1)}%`;
  return (
    `royal-stake "I am King", ${hero} vs 2 ${rival}, ${r.games} games, seats rotated, ${budgetText}: ` +
    `${hero} won ${pct(r.shared)} incl. shared first places (outright ${pct(r.outright)}; even share 33.3%), ` +
    `mean VP ${hero} ${(r.heroVp / Math.max(1, r.games)).toFixed(1)} vs ${rival} ${(r.rivalVp / Math.max(1, r.games)).toFixed(1)} (${r.seconds.toFixed(0)} s)`
  );
}
