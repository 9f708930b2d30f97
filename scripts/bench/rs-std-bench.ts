/**
 * The Royal Stake standard game's part of `npm run bench` (issue 14): random legal rounds per
 * second through the public engine API, 3, 4 and 5 players (and the 2-player game's nine-trick
 * rounds). Target: >= 20,000 rounds/s at 4.
 *
 * One "round" is round 1 of a fresh game, everything the engine does for it: setup (shuffle and
 * deal), the squad draft (a ruler set and three characters a seat), the hidden bets, the
 * cheerleader's choice when she is in play, the preparation, the five tricks with every ability
 * (militia, samurai, ninja, hermit, exchange, kings, queens) offered as legal moves, and the
 * round end with its scoring, up to the deal of round 2. Each move is drawn uniformly from
 * `engine.legalMoves`, so the bench also pays for listing every legal move at every step.
 */
import { stolikValues } from '../../src/games/royal-stake/data/stolik-values';
import type { StdConfig, StdTableOptions } from '../../src/games/royal-stake/engine/modes/standard/config';
import type { RsConfig } from '../../src/games/royal-stake/engine/types';
import { randomRound } from './rs-games';
import type { DealRate } from './rs-bench';

/** The options a bench table plays with: every optional rule that fits the player count (2 players: the jester deal, compulsory). */
function benchOptions(players: number): StdTableOptions {
  return {
    jesterDeal: players < 5,
    cheerleader: players > 3,
    advancedCheerleader: players > 3,
    baseSquads4p: false,
  };
}

/** A standard config with Stolik's own values (the bench has no printed cards to read). */
export function stdBenchConfig(players: number): StdConfig {
  return { mode: 'standard', players, options: benchOptions(players), valueSet: 'stolik', values: stolikValues() };
}

/** Random standard rounds of `players` seats for about `ms` milliseconds, after a warm-up. */
export function stdRoundRate(players: number, ms: number): DealRate {
  const config = stdBenchConfig(players) as unknown as RsConfig;
  // Warm-up: V8 needs about two seconds of this process's own CPU time to settle (see rs-bench.ts);
  // counted in CPU time, as on a busy machine a wall-clock second gave a third of the settled rate.
  const warmCpu = process.cpuUsage();
  const warm = performance.now();
  for (let i = 0; performance.now() - warm < 5000; i++) {
    randomRound(config, `std-warm-${i}`);
    if (i % 256 === 255 && process.cpuUsage(warmCpu).user >= 2e6) break;
  }
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let n = 0;
  while (n < 10 || performance.now() - t0 < ms) randomRound(config, `std-bench-${n++}`);
  const wall = performance.now() - t0;
  const used = process.cpuUsage(cpu0);
  return { wall: (n * 1000) / wall, cpu: (n * 1e6) / Math.max(1, used.user + used.system) };
}

/** Runs the standard-game bench, prints its lines and returns whether the 4-player target is met. */
export function royalStakeStdBench(seconds: number): boolean {
  const fmt = (n: number) => n.toFixed(0);
  let four = 0;
  for (const players of [3, 4, 5, 2]) {
    const r = stdRoundRate(players, seconds * 1000);
    if (players === 4) four = r.wall;
    const tricks = players === 2 ? 9 : 5;
    console.log(`royal-stake standard, ${players} players: ${fmt(r.wall)} random ${tricks}-trick rounds/s (${fmt(r.cpu)} per CPU second)`);
  }
  const met = four >= 20_000;
  console.log(`royal-stake standard: ${met ? 'target met' : 'TARGET MISSED'} (4-player rounds/s >= 20,000; a round = setup to the deal of round 2)`);
  return met;
}
