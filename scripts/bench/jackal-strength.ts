/**
 * How strong the Jackal bots are: N seeded full games (2, 3, 4 players in turn), one hero seat
 * against rivals of one level, the hero's seat rotating. Prints each matchup's win rate (outright
 * and with a shared first place) and mean coins.
 *
 *   nice -n 19 npx vite-node scripts/bench/jackal-strength.ts -- --games 200 --budget 30 --clock tick
 *
 * --budget: the hard bot's time per move (ms, or readings of the tick clock); --clock tick: a fake
 * clock (1 ms per reading) so a run gives the same numbers on any machine; --pairs
 * hard:easy,hard:normal,normal:easy picks the matchups; --seed the seed prefix; --from N starts at
 * game N (a 200-game matchup run as four processes of 50 plays the same games;
 * `--seed bench-normal --budget 30 --clock tick --pairs hard:normal` plays those of `npm run bench`).
 */
import type { BotLevel } from '../../src/games/types';
import { matchup, matchupLine, type ClockKind } from './jackal-games';

/** The value after `--name` on the command line, or `fallback`. */
function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && at + 1 < process.argv.length ? process.argv[at + 1]! : fallback;
}

const games = Number(arg('games', '200'));
const budget = Number(arg('budget', '30'));
const clock = arg('clock', 'tick') as ClockKind;
const seed = arg('seed', 'strength');
const from = Number(arg('from', '0'));
const pairs = arg('pairs', 'hard:easy,hard:normal,normal:easy')
  .split(',')
  .filter(Boolean)
  .map((p) => p.split(':') as [BotLevel, BotLevel]);
if (!Number.isInteger(games) || games < 0 || !(budget >= 0)) throw new Error('--games must be an integer >= 0 and --budget >= 0');

for (const [hero, rival] of pairs) {
  const t0 = performance.now();
  const r = matchup(hero, rival, games, budget, clock, seed, from);
  const part = from > 0 ? `games ${from}-${from + games - 1}, ` : '';
  console.log(`${part}${matchupLine(hero, rival, r, `budget ${budget} (${clock} clock)`)} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  console.log(`  counts: games ${r.games}, won ${r.shared}, outright ${r.outright}, hero coins ${r.heroCoins}, rival coins ${r.rivalCoins.toFixed(2)}`);
}

export {};
