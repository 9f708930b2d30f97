/**
 * The Royal Stake part of `npm run bench`: random round-1 playouts per second of each mode
 * through the public engine API ("I am King" = 9-trick deals, team = 11 tricks, "Emperor" = 9),
 * and the hard bot's move time with the app's budget over positions of all three modes.
 * Targets (issue 6): >= 20,000 "I am King" deals/s and a hard move under 500 ms (median).
 */
import { bots } from '../../src/games/royal-stake/bots';
import { engine } from '../../src/games/royal-stake/engine';
import type { PlayMode, RsState } from '../../src/games/royal-stake/engine/types';
import { median, timeMoves, type HardTimes } from './common';
import { configOf, position, randomRound } from './rs-games';

/** Deals a second by the wall clock and by this process's own CPU time (less hurt by a busy machine). */
export interface DealRate {
  wall: number;
  cpu: number;
}

/** Random round-1 playouts of `mode` for about `ms` milliseconds. */
export function dealRate(mode: PlayMode, ms: number): DealRate {
  const config = configOf(mode);
  // Let the JIT settle first: a few dozen playouts leave V8 still compiling (measured: 50 warm-ups
  // gave a third of the settled rate), so warm up for a second, as a page does after a few tricks.
  const warm = performance.now();
  for (let i = 0; i < 3000 && performance.now() - warm < 1000; i++) randomRound(config, `warm-${i}`);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let n = 0;
  while (n < 10 || performance.now() - t0 < ms) randomRound(config, `bench-${n++}`);
  const wall = performance.now() - t0;
  const used = process.cpuUsage(cpu0);
  return { wall: (n * 1000) / wall, cpu: (n * 1e6) / Math.max(1, used.user + used.system) };
}

/** Hard move times (ms) over `samples` positions of all modes with a real choice, and how many ran late. */
export function timeHardMoves(budget: number, samples: number): HardTimes {
  const modes: PlayMode[] = ['i-am-king', 'team', 'emperor'];
  const sample = (i: number) => {
    const state: RsState = position(configOf(modes[i % modes.length]!), `hard-${i}`, [0, 6, 14, 22, 30, 40][i % 6]!);
    const seat = engine.toMove(state);
    return seat === null || engine.legalMoves(state).length < 2 ? null : { state, seat };
  };
  return timeMoves({ engine, bots, sample }, budget, samples, samples * 10);
}

/** Runs the Royal Stake bench, prints its lines and returns whether its targets are met. */
export function royalStakeBench(seconds: number, hardBudget: number): boolean {
  const fmt = (n: number) => n.toFixed(0);
  const rates = {} as Record<PlayMode, DealRate>;
  for (const mode of ['i-am-king', 'team', 'emperor'] as const) {
    rates[mode] = dealRate(mode, seconds * 1000);
    const tricks = mode === 'team' ? 11 : 9;
    console.log(`royal-stake ${mode}: ${fmt(rates[mode].wall)} random ${tricks}-trick deals/s (${fmt(rates[mode].cpu)} per CPU second)`);
  }
  const hard = timeHardMoves(hardBudget, 20);
  const hardMedian = median(hard.times);
  console.log(
    `royal-stake hard bot, ${hardBudget} ms budget, ${hard.times.length} positions (all modes): median ${fmt(hardMedian)} ms, max ${fmt(Math.max(...hard.times))} ms, late ${hard.late}`,
  );
  const met = rates['i-am-king'].wall >= 20_000 && hardMedian < 500;
  console.log(`royal-stake: ${met ? 'targets met' : 'TARGETS MISSED'} ("I am King" deals/s >= 20,000, hard move < 500 ms)`);
  return met;
}
