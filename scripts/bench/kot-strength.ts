/**
 * How strong the King of Thieves bots are: one matchup, or a part of one, on a tick clock.
 *
 *   npx vite-node scripts/bench/kot-strength.ts -- --pair hard:normal --games 50 --from 0 --ticks 10
 *
 * Game g plays 3, 4, 5 players in turn (g % 3) with the hero's seat rotating, so a 200-game
 * matchup run as four processes of 50 (--from 0, 50, 100, 150) plays the same games as one run;
 * `--seed bench-kot-normal` (or bench-kot-easy, with --pair hard:easy) plays those of the bench.
 */
import type { BotLevel } from '../../src/games/types';
import { matchup, matchupLine } from './kot-games';

function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && at + 1 < process.argv.length ? process.argv[at + 1]! : fallback;
}

const [hero, rival] = arg('pair', 'hard:normal').split(':') as [BotLevel, BotLevel];
const games = Number(arg('games', '50'));
const from = Number(arg('from', '0'));
const ticks = Number(arg('ticks', '10'));
const seed = arg('seed', `bench-kot-${rival}`);
const t0 = performance.now();
const r = matchup(hero, rival, games, ticks, seed, from);
console.log(`games ${from}-${from + games - 1}: ${matchupLine(hero, rival, r, `${ticks} ticks a move`)} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
console.log(`  counts: games ${r.games}, outright ${r.outright}, shared ${r.shared}, hero points ${r.heroVp}, rival points ${r.rivalVp.toFixed(2)}`);

export {};
