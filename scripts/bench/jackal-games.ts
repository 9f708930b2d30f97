/**
 * Benchmark only: Jackal through the public engine and bot API: random whole games per second,
 * the hard bot's move time with the app's budget, and seeded bot-against-bot matchups (one hero
 * seat against rivals of one level, 2, 3 and 4 players in turn, the hero's seat rotating).
 */
import { bots } from '../../src/games/jackal/bots';
import { engine, type JackalConfig, type JackalState } from '../../src/games/jackal/engine';
import type { BotLevel } from '../../src/games/types';
import { seedRng, stepInPlace } from '../../src/lib/rng';
import { randomPosition, timeMoves, type HardTimes } from './common';

/** A real clock or one that moves 1 ms per reading (numbers independent of machine load). */
export type ClockKind = 'real' | 'tick';

function start(config: JackalConfig, seed: string): JackalState {
  const r = engine.setup(config, seed);
  if (!r.ok) throw new Error(`setup refused: ${r.error}`);
  return r.value;
}

/** One random full game (ten islands); returns the number of moves. */
export function randomGame(players: number, seed: string): number {
  let s = start({ players }, seed);
  const rng = seedRng(`moves:${seed}`);
  let moves = 0;
  for (;;) {
    const options = engine.legalMoves(s);
    if (options.length === 0) return moves;
    const next = engine.apply(s, options[Math.floor((stepInPlace(rng) / 4294967296) * options.length)]!);
    if (!next.ok) throw new Error(`a legal move was refused: ${next.error}`);
    s = next.value;
    moves++;
  }
}

/** The hard bot's move time with a real clock and `budget` ms, on positions of every phase. */
export function timeHard(budget: number, samples: number): HardTimes {
  const sample = (i: number) => {
    const players = 2 + (i % 3);
    const state = randomPosition(engine, start({ players }, `time-${i}`), `time-${i}`, [0, 3, 9, 20, 45, 90, 150][i % 7]!);
    const seat = engine.toMove(state);
    return seat === null || engine.legalMoves(state).length < 2 ? null : { state, seat };
  };
  return timeMoves({ engine, bots, sample }, budget, samples, samples * 3);
}

/** One whole game with `levels[seat]` bots; final coins per seat. */
export function botGame(players: number, seed: string, levels: readonly BotLevel[], budget: number, clock: ClockKind): number[] {
  let s = start({ players }, seed);
  for (let ply = 0; engine.toMove(s) !== null; ply++) {
    if (ply > 5000) throw new Error('bot game did not end');
    const seat = engine.toMove(s)!;
    let t = 0;
    const c = clock === 'real' ? { now: () => performance.now(), deadline: performance.now() + budget } : { now: () => t++, deadline: budget };
    const next = engine.apply(s, bots.chooseMove(s, seat, levels[seat]!, `${seed}/${ply}`, c));
    if (!next.ok) throw new Error(`a bot move was refused: ${next.error}`);
    s = next.value;
  }
  return s.seats.map((seat) => seat.coins);
}

/** Tallies of a matchup. */
export interface Matchup {
  games: number;
  outright: number;
  shared: number;
  heroCoins: number;
  rivalCoins: number;
  /** Games won (a shared first place counts) per player count, and games played. */
  byPlayers: Record<number, { games: number; won: number }>;
}

/** Game `g` of a matchup: 2, 3, 4 players in turn, the hero's seat moving round the table. */
export const tableOf = (g: number) => {
  const players = 2 + (g % 3);
  return { players, hero: Math.floor(g / 3) % players };
};

/** `games` seeded games (from game `from`), hero level against rivals of one level. */
export function matchup(hero: BotLevel, rival: BotLevel, games: number, budget: number, clock: ClockKind, seed: string, from = 0): Matchup {
  const r: Matchup = { games: 0, outright: 0, shared: 0, heroCoins: 0, rivalCoins: 0, byPlayers: {} };
  for (let g = from; g < from + games; g++) {
    const { players, hero: seat } = tableOf(g);
    const levels = Array.from({ length: players }, (_, k): BotLevel => (k === seat ? hero : rival));
    const coins = botGame(players, `${seed}-${g}`, levels, budget, clock);
    const mine = coins[seat]!;
    const best = Math.max(...coins.filter((_, k) => k !== seat));
    const row = (r.byPlayers[players] ??= { games: 0, won: 0 });
    row.games++;
    r.games++;
    if (mine > best) r.outright++;
    if (mine >= best) {
      r.shared++;
      row.won++;
    }
    r.heroCoins += mine;
    r.rivalCoins += (coins.reduce((a, b) => a + b, 0) - mine) / (players - 1);
  }
  return r;
}

/** One line of a matchup's result. */
export function matchupLine(hero: BotLevel, rival: BotLevel, r: Matchup, how: string): string {
  const pct = (k: number) => `${((k / r.games) * 100).toFixed(1)}%`;
  const by = Object.entries(r.byPlayers)
    .map(([p, v]) => `${p}p ${v.won}/${v.games}`)
    .join(', ');
  return (
    `jackal ${hero} vs ${rival}, ${r.games} games (2-4 players, seats rotated, ${how}): ${hero} won ${pct(r.outright)} outright, ` +
    `${pct(r.shared)} incl. shared (${by}); mean coins ${hero} ${(r.heroCoins / r.games).toFixed(2)}, ${rival} ${(r.rivalCoins / r.games).toFixed(2)}`
  );
}
