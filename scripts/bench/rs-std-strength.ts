/**
 * How strong the Royal Stake bots are in the standard game: N seeded 4-player games (three
 * rounds, Stolik's digital values, no optional rules), one hero seat against three rivals, the
 * hero's seat rotating 0-3. Prints each matchup's win rate (a shared first place counts; outright
 * apart) and mean VP, then the hard bot's move time with a real clock over positions of every step.
 *
 *   npx vite-node scripts/bench/rs-std-strength.ts -- --games 200 --budget 40 --clock tick
 *
 * --budget: the hard bot's time per move in ms (default the app's 400); --clock tick: a fake clock
 * (1 ms per reading) so a run gives the same numbers on any machine; --pairs hard:easy,hard:normal
 * picks the matchups; --timing N the number of timed positions (0: none); --seed the seed prefix;
 * --from N starts at game N (a 200-game matchup run as four processes of 50 plays the same games;
 * `--seed bench-std-normal --budget 30 --clock tick` plays those of `npm run bench`).
 */
import type { BotLevel } from '../../src/games/types';
import { median } from './common';
import type { ClockKind } from './rs-games';
import { stdMatchup, stdMatchupLine, timeStd } from './rs-std-matchup';

/** The value after `--name` on the command line, or `fallback`. */
function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && at + 1 < process.argv.length ? process.argv[at + 1]! : fallback;
}

const games = Number(arg('games', '200'));
const budget = Number(arg('budget', '400'));
const clock = arg('clock', 'real') as ClockKind;
const seed = arg('seed', 'std-strength');
const players = Number(arg('players', '4'));
const timing = Number(arg('timing', '40'));
const from = Number(arg('from', '0'));
const pairs = arg('pairs', 'hard:easy,hard:normal,normal:easy')
  .split(',')
  .filter(Boolean)
  .map((p) => p.split(':') as [BotLevel, BotLevel]);
if (!Number.isInteger(games) || games < 0 || !(budget > 0)) throw new Error('--games must be an integer >= 0 and --budget positive');

for (const [hero, rival] of games > 0 ? pairs : []) {
  const t0 = performance.now();
  const r = stdMatchup(hero, rival, games, budget, clock, seed, players, from);
  const part = from > 0 ? `games ${from}-${from + games - 1}, ` : '';
  console.log(`${part}${stdMatchupLine(hero, rival, players, r, `budget ${budget} ms (${clock} clock)`)} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  console.log(`  counts: games ${r.games}, won ${r.shared}, outright ${r.outright}, hero VP ${r.heroVp}, rival VP ${r.rivalVp.toFixed(2)}`);
}
if (timing > 0) {
  const t = timeStd(400, timing, players);
  const max = Math.max(...t.times);
  console.log(
    `royal-stake standard hard move, ${players} players, app budget 400 ms, ${t.times.length} positions of every step: median ${median(t.times).toFixed(0)} ms, max ${max.toFixed(0)} ms, ${t.late} past the deadline`,
  );
}

export {};
