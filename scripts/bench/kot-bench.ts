/**
 * `node scripts/bench-run.mjs king-of-thieves` (issue 24): random games per second at 3, 4 and 5
 * players, the hard bot's move time with the app's budget (median, max, how many late), then hard
 * against easy and against normal over BENCH_KOT_GAMES (200) seeded games each, 3, 4 and 5 players
 * in turn with the hero's seat rotated, on a tick clock (BENCH_KOT_TICKS readings a move, about one
 * sampled world each) so the numbers do not depend on the machine's load.
 * scripts/bench/kot-strength.ts runs a matchup in parts. Targets: hard beats normal and normal
 * beats easy (more outright wins than an equal seat's 26.1%, and more mean points).
 */
import { median } from './common';
import { matchup, matchupLine, randomGame, timeHard } from './kot-games';

export function kingOfThievesBench(seconds: number, budget: number): boolean {
  for (const players of [3, 4, 5]) {
    const t0 = performance.now();
    let n = 0;
    let moves = 0;
    while (n < 3 || performance.now() - t0 < seconds * 1000) moves += randomGame(players, `bench-${players}-${n++}`);
    const s = (performance.now() - t0) / 1000;
    console.log(`king-of-thieves ${players} players: ${(n / s).toFixed(1)} random games/s (${(moves / n).toFixed(0)} moves a game)`);
  }
  const t = timeHard(budget, 40);
  console.log(
    `king-of-thieves hard move, ${budget} ms budget, ${t.times.length} positions of every phase: median ${median(t.times).toFixed(0)} ms, max ${Math.max(...t.times).toFixed(0)} ms, ${t.late} late`,
  );
  const games = Number(process.env.BENCH_KOT_GAMES ?? 200);
  const ticks = Number(process.env.BENCH_KOT_TICKS ?? 10);
  let met = true;
  for (const rival of games > 0 ? (['easy', 'normal'] as const) : []) {
    const r = matchup('hard', rival, games, ticks, `bench-kot-${rival}`);
    console.log(matchupLine('hard', rival, r, `hard budget ${ticks} clock ticks a move (the app gives ${budget} ms)`));
    met &&= r.outright / r.games > 0.3 && r.heroVp > r.rivalVp;
  }
  if (games > 0) {
    const r = matchup('normal', 'easy', games, 1, 'bench-kot-normal-easy');
    console.log(matchupLine('normal', 'easy', r, 'no search'));
    met &&= r.outright / r.games > 0.3 && r.heroVp > r.rivalVp;
  }
  const what = games > 0 ? 'hard beats easy and normal, normal beats easy' : 'strength games skipped: BENCH_KOT_GAMES=0';
  console.log(`king-of-thieves: ${met ? 'targets met' : 'TARGETS MISSED'} (${what})`);
  return met;
}
