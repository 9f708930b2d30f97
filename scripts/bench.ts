/**
 * `npm run bench`: random playouts per second of the Sly Thieves engine and of the same game on
 * boardgame.io's reducer (scripts/bench/bgio/port.ts, installed by bench-run.mjs), their ratio, and the median time of a
 * hard bot move with the app's 400 ms budget. Targets: ratio >= 10, hard move < 500 ms.
 * Then Royal Stake (scripts/bench/rs-bench.ts): random deals per second of its three modes and
 * its hard move. Targets: >= 20,000 "I am King" deals/s, hard move < 500 ms. Then the standard
 * game's random 5-trick rounds/s (scripts/bench/rs-std-bench.ts; >= 20,000 at 4). Last, Royal Stake
 * hard bot vs normal and vs easy over BENCH_RS_GAMES (200) seeded "I am King" games each.
 */
// Run through scripts/bench-run.mjs, which bundles this file with NODE_ENV=production and runs
// each part (`node .bench/bench.mjs <part>`) in a process of its own: in one shared process the
// engines measured earlier left V8's shared call sites polymorphic and the heap full, and a later
// part ran up to a third slower than alone (measured: the standard game 12,100 rounds/s after the
// others, 17,100 alone), which measures the bench's order, not the engine. The last line of each
// part says whether its targets are met; bench-run.mjs sums them up.
const part = process.argv[2] ?? 'all';
const runs = (name: string) => part === 'all' || part === name;
let met = true;

const { bgioPlayout, enginePlayout, rate } = await import('./bench/playouts');
const { median, timeHardMoves } = await import('./bench/hard-move');
const { royalStakeBench } = await import('./bench/rs-bench');

/** The app's budget for one bot move (ms). */
const HARD_BUDGET = 400;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const basic2 = { players: 2, variant: 'basic' as const };
const advanced2 = { players: 2, variant: 'advanced' as const };

if (runs('sly')) {
  // Both sides must play the very same games, or the comparison means nothing.
  for (const config of [basic2, advanced2]) {
    for (let i = 0; i < 3; i++) {
      const a = enginePlayout(config, `check-${i}`);
      const b = bgioPlayout(config, `check-${i}`);
      if (JSON.stringify(a.final) !== JSON.stringify(b.final)) throw new Error(`the two implementations disagree on ${config.variant} game ${i}`);
    }
  }
  console.log('check: engine and boardgame.io port play identical games (basic and advanced)');

  const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
  const engineRate = rate((seed) => enginePlayout(basic2, seed), SECONDS * 1000);
  const bgioRate = rate((seed) => bgioPlayout(basic2, seed), SECONDS * 1000);
  console.log(`2 players, basic:    engine ${fmt(engineRate)} playouts/s, boardgame.io ${fmt(bgioRate)} playouts/s`);
  const engineAdv = rate((seed) => enginePlayout(advanced2, seed), SECONDS * 500);
  const bgioAdv = rate((seed) => bgioPlayout(advanced2, seed), SECONDS * 500);
  console.log(`2 players, advanced: engine ${fmt(engineAdv)} playouts/s, boardgame.io ${fmt(bgioAdv)} playouts/s (random games wander: long)`);

  const hard = timeHardMoves(HARD_BUDGET, 20);
  const hardMedian = median(hard.times);
  console.log(
    `hard bot, ${HARD_BUDGET} ms budget, ${hard.times.length} positions: median ${hardMedian.toFixed(0)} ms, max ${Math.max(...hard.times).toFixed(0)} ms, late ${hard.late}`,
  );

  const ratio = engineRate / bgioRate;
  const slyMet = ratio >= 10 && hardMedian < 500;
  console.log(`sly-thieves: ${slyMet ? 'targets met' : 'TARGETS MISSED'} (ratio >= 10, hard move < 500 ms)`);
  console.log(
    `bench: engine ${fmt(engineRate)} playouts/s, boardgame.io ${fmt(bgioRate)} playouts/s, ratio ${ratio.toFixed(1)}, hard move median ${hardMedian.toFixed(0)} ms`,
  );
  met &&= slyMet;
}

if (runs('rs')) met &&= royalStakeBench(SECONDS, HARD_BUDGET);
// Royal Stake standard game (issue 14): random rounds/s at 3, 4, 5 and 2 players; target >= 20,000 at 4.
// One process per player count: after the 3-player run in the same process the 4-player rate was
// 3-7% lower, the order effect described above.
for (const players of [3, 4, 5, 2]) if (runs(`rs-std-${players}`)) met &&= (await import('./bench/rs-std-bench')).royalStakeStdBench(SECONDS, players);

if (runs('strength')) {
  // Royal Stake bot strength (issue 13): hard against normal and against easy, seats rotated. The
  // hard bot thinks for a fixed number of clock readings per move (about one playout each), so
  // the numbers do not depend on how busy the machine is; BENCH_RS_GAMES=0 skips this part.
  const { matchup, matchupLine } = await import('./bench/rs-matchup');
  const RS_GAMES = Number(process.env.BENCH_RS_GAMES ?? 200);
  const RS_TICKS = Number(process.env.BENCH_RS_TICKS ?? 30);
  if (RS_GAMES > 0) {
    for (const rival of ['normal', 'easy'] as const) {
      const r = matchup('hard', rival, RS_GAMES, RS_TICKS, 'tick', `bench-${rival}`);
      console.log(matchupLine('hard', rival, r, `hard budget ${RS_TICKS} clock ticks per move (~${RS_TICKS} playouts; the app gives 400 ms)`));
    }
  }
  // Royal Stake standard game bots (issues 14, 20): hard against normal and against easy, 4 players,
  // seats rotated, the same clock ticks per move; then the hard move time with the app's 400 ms.
  // In the standard game the hard bot reads the clock once per sampled deal and plays every
  // candidate out on it (stdSearch.ts), so a tick buys a deal, not one playout: 30 ticks are
  // about 25 deals, 100-150 playouts a card play, where the app's 400 ms gave 50-1,300 playouts on
  // this 2-core machine under load (more late in a round). Target (issue 20): hard wins >= 45%
  // outright against three normal bots. BENCH_RS_STD_GAMES=0 skips the games
  // (scripts/bench/rs-std-strength.ts runs more options, and a matchup in parts).
  const { stdMatchup, stdMatchupLine, timeStd } = await import('./bench/rs-std-matchup');
  const RS_STD_GAMES = Number(process.env.BENCH_RS_STD_GAMES ?? 200);
  for (const rival of RS_STD_GAMES > 0 ? (['normal', 'easy'] as const) : []) {
    const r = stdMatchup('hard', rival, RS_STD_GAMES, RS_TICKS, 'tick', `bench-std-${rival}`, 4);
    console.log(stdMatchupLine('hard', rival, 4, r, `hard budget ${RS_TICKS} clock ticks per move (the app gives 400 ms)`));
    if (rival === 'normal') {
      const stdMet = r.outright / r.games >= 0.45;
      console.log(`royal-stake standard hard vs normal: ${stdMet ? 'target met' : 'TARGET MISSED'} (>= 45% outright at 4 players)`);
      met &&= stdMet;
    }
  }
  for (const players of [undefined, 4] as const) {
    const stdTimes = timeStd(HARD_BUDGET, players ? 20 : 40, players);
    console.log(
      `royal-stake standard hard move (${HARD_BUDGET} ms, ${players ? `${players} players` : '3-5 players'}): median ${median(stdTimes.times).toFixed(0)} ms, max ${Math.max(...stdTimes.times).toFixed(0)} ms, ${stdTimes.late} late`,
    );
  }
  // Sly Thieves bot strength (moved from the unit suite): hard against easy, 40 seeded games.
  const { slyStrength } = await import('./bench/sly-strength');
  met &&= slyStrength();
}
// Jackal (issue 25): random games/s, hard move time, hard vs easy and normal (scripts/bench/jackal-bench.ts).
if (runs('jackal')) met &&= (await import('./bench/jackal-bench')).jackalBench(SECONDS, HARD_BUDGET);
// King of Thieves (issue 24): random games/s, the hard move time, hard vs easy and normal (kot-bench.ts).
if (runs('king-of-thieves')) met &&= (await import('./bench/kot-bench')).kingOfThievesBench(SECONDS, HARD_BUDGET);
console.log(`bench part ${part}: ${met ? 'targets met' : 'TARGETS MISSED'}`);
process.exitCode = met ? 0 : 1;

// A module (not a script), so the top-level awaits above are allowed.
export {};
