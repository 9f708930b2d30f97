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
import { botGame, configOf, type ClockKind } from './rs-games';

/** The value after `--name` on the command line, or `fallback`. */
function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && at + 1 < process.argv.length ? process.argv[at + 1]! : fallback;
}

const games = Number(arg('games', '200'));
const budget = Number(arg('budget', '400'));
const clock = arg('clock', 'real') as ClockKind;
const seedBase = arg('seed', 'strength');
// For tuning: any level against any other (the number is hard against easy).
const hero = arg('hero', 'hard') as BotLevel;
const rival = arg('rival', 'easy') as BotLevel;
if (!Number.isInteger(games) || games < 1 || !(budget > 0)) throw new Error('--games must be a positive integer and --budget positive');

const config = configOf('i-am-king');
let shared = 0;
let outright = 0;
let hardVp = 0;
let easyVp = 0;
const t0 = performance.now();
for (let g = 0; g < games; g++) {
  const hardSeat = g % config.players;
  const levels = Array.from({ length: config.players }, (_, seat): BotLevel => (seat === hardSeat ? hero : rival));
  const totals = botGame(config, `${seedBase}-${g}`, levels, budget, clock);
  const mine = totals[String(hardSeat)] ?? 0;
  const others = Object.entries(totals).filter(([id]) => id !== String(hardSeat)).map(([, v]) => v);
  if (others.every((v) => v <= mine)) shared++;
  if (others.every((v) => v < mine)) outright++;
  hardVp += mine;
  easyVp += others.reduce((a, b) => a + b, 0) / others.length;
  if ((g + 1) % 20 === 0 || g + 1 === games) {
    const secs = ((performance.now() - t0) / 1000).toFixed(0);
    console.log(`${g + 1}/${games} games (${secs} s): ${hero} won ${shared} (${outright} outright)`);
  }
}
const pct = (n: number) => `${((n / games) * 100).toFixed(1)}%`;
console.log(`"I am King", ${hero} vs 2 ${rival}, ${games} games, budget ${budget} ms per move (${clock} clock)`);
console.log(`${hero} win rate ${pct(shared)} incl. shared first places (outright ${pct(outright)}; an even share would be 33.3%)`);
console.log(`mean VP per game: ${hero} ${(hardVp / games).toFixed(1)}, ${rival} ${(easyVp / games).toFixed(1)}`);

export {};
