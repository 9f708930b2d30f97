/**
 * Jackal (issue 25) for `npm run bench` (part `jackal`): random full games (ten islands) per
 * second at 2, 3 and 4 players, the hard bot's move time with the app's budget on positions of
 * every phase, and hard against easy and against normal over BENCH_JACKAL_GAMES (200) seeded games
 * each (2, 3, 4 players in turn, the hard seat rotating), the hard bot thinking for
 * BENCH_JACKAL_TICKS (30) readings of a tick clock per move (one sampled deal of the rivals' hands
 * each), so the numbers do not depend on machine load. Targets: hard move median < 500 ms, and
 * hard earns more coins on average than either rival level. BENCH_JACKAL_GAMES=0 skips the games;
 * scripts/bench/jackal-strength.ts runs a matchup in parts.
 */
import { median } from './common';
import { matchup, matchupLine, randomGame, timeHard } from './jackal-games';

/** Runs the part; true when its targets are met. */
export function jackalBench(seconds: number, budget: number): boolean {
  for (const players of [2, 3, 4]) {
    const t0 = performance.now();
    let games = 0;
    let moves = 0;
    while (games < 3 || performance.now() - t0 < (seconds * 1000) / 3) moves += randomGame(players, `rate-${players}-${games++}`);
    const s = (performance.now() - t0) / 1000;
    console.log(`jackal random games, ${players} players: ${(games / s).toFixed(0)} games/s (${(moves / games).toFixed(0)} moves a game)`);
  }
  const t = timeHard(budget, 40);
  const hardMedian = median(t.times);
  console.log(
    `jackal hard move, ${budget} ms budget, ${t.times.length} positions: median ${hardMedian.toFixed(0)} ms, max ${Math.max(...t.times).toFixed(0)} ms, ${t.late} late`,
  );
  let met = hardMedian < 500;
  const games = Number(process.env.BENCH_JACKAL_GAMES ?? 200);
  const ticks = Number(process.env.BENCH_JACKAL_TICKS ?? 30);
  for (const rival of games > 0 ? (['easy', 'normal'] as const) : []) {
    const r = matchup('hard', rival, games, ticks, 'tick', `bench-${rival}`);
    console.log(matchupLine('hard', rival, r, `hard budget ${ticks} clock ticks per move; the app gives ${budget} ms`));
    met &&= r.heroCoins > r.rivalCoins;
  }
  console.log(`jackal: ${met ? 'targets met' : 'TARGETS MISSED'} (hard move median < 500 ms, hard earns more than easy and normal)`);
  return met;
}
