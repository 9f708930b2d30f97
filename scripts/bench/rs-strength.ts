/**
 * How strong the Royal Stake hard bot is against the easy one: N seeded "I am King" games (three
 * rounds each), one hard seat and two easy seats, the hard seat rotating 0, 1, 2. Prints the
 * hard bot's win rate (a shared first place counts as a win, as the mode rules it; outright
 * wins shown apart) and the mean VP of each side.
 *
 *   npx vite-node scripts/bench/rs-strength.ts -- --games 200 --budget 60
 *
 * --budget is the hard bot's time per move in ms (default: the app's 400); --clock tick uses a
 * fake clock (1 ms per reading) so a run gives the same numbers on any machine; --hero and
 * --rival set other levels (for tuning), --seed the seed prefix.
 */
import type { BotLevel } from '../../src/games/types';
import { matchup, matchupLine } from './rs-matchup';
import type { ClockKind } from './rs-games';

/** The value after `--name` on the command line, or `fallback`. */
function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && at + 1 < process.argv.length ? process.argv[at + 1]! : fallback;
}

const games = Number(arg('games', '200'));
const budget = Number(arg('budget', '400'));
const clock = arg('clock', 'real') as ClockKind;
const seedBase = arg('seed', 'strength');
// For tuning: any level against any other (the numbers are hard against normal and easy).
const hero = arg('hero', 'hard') as BotLevel;
const rival = arg('rival', 'easy') as BotLevel;
if (!Number.isInteger(games) || games < 1 || !(budget > 0)) throw new Error('--games must be a positive integer and --budget positive');

const result = matchup(hero, rival, games, budget, clock, seedBase, (done, r) => {
  if (done % 20 === 0 || done === games) console.log(`${done}/${games} games (${r.seconds.toFixed(0)} s): ${hero} won ${r.shared} (${r.outright} outright)`);
});
console.log(matchupLine(hero, rival, result, `budget ${budget} ms per move (${clock} clock)`));

export {};
