/**
 * Benchmark only: King of Thieves through the public engine and bot API: random games, whole bot
 * games with a real or a tick clock, one bot level against another with the hero's seat rotated,
 * and the hard bot's move time with the app's budget.
 */
import { bots } from '../../src/games/king-of-thieves/bots';
import { engine, type KotState } from '../../src/games/king-of-thieves/engine';
import type { BotLevel } from '../../src/games/types';
import { seedRng, stepInPlace } from '../../src/lib/rng';
import { timeMoves, type HardTimes } from './common';

/** A clock for one bot move: the real one, or a fake one that ticks 1 ms per reading. */
export type ClockKind = 'real' | 'tick';

export function start(players: number, seed: string): KotState {
  const r = engine.setup({ players }, seed);
  if (!r.ok) throw new Error(`setup refused: ${r.error}`);
  return r.value;
}

/** One whole game of uniformly random legal moves; returns the number of moves. */
export function randomGame(players: number, seed: string): number {
  let s = start(players, seed);
  const rng: number[] = seedRng(`moves:${seed}`);
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

/** A whole game with `levels[seat]` bots and `budget` ms (or clock readings) per move; the final totals. */
export function botGame(players: number, seed: string, levels: readonly BotLevel[], budget: number, clock: ClockKind): Record<string, number> {
  let s = start(players, seed);
  for (let ply = 0; engine.toMove(s) !== null; ply++) {
    if (ply > 5000) throw new Error('bot game did not end');
    const seat = engine.toMove(s)!;
    let t = 0;
    const c = clock === 'real' ? { now: () => performance.now(), deadline: performance.now() + budget } : { now: () => t++, deadline: budget };
    const next = engine.apply(s, bots.chooseMove(s, seat, levels[seat]!, `${seed}/${ply}`, c));
    if (!next.ok) throw new Error(`a bot move was refused: ${next.error}`);
    s = next.value;
  }
  const o = engine.outcome(s);
  if (!o) throw new Error('finished game without an outcome');
  return o.result.totals;
}

/** What a matchup found. */
export interface Matchup {
  games: number;
  shared: number;
  outright: number;
  heroVp: number;
  rivalVp: number;
}

/** Game `g` of a matchup: 3, 4, 5 players in turn, the hero's seat rotating. */
export const tableOf = (g: number): { players: number; heroSeat: number } => {
  const players = 3 + (g % 3);
  return { players, heroSeat: Math.floor(g / 3) % players };
};

/** Games `from` .. `from + games - 1` of one `hero` seat against `rival` seats. */
export function matchup(hero: BotLevel, rival: BotLevel, games: number, ticks: number, seedBase: string, from = 0): Matchup {
  const r: Matchup = { games: 0, shared: 0, outright: 0, heroVp: 0, rivalVp: 0 };
  for (let g = from; g < from + games; g++) {
    const { players, heroSeat } = tableOf(g);
    const levels = Array.from({ length: players }, (_, seat): BotLevel => (seat === heroSeat ? hero : rival));
    const totals = botGame(players, `${seedBase}-${g}`, levels, ticks, 'tick');
    const mine = totals[String(heroSeat)] ?? 0;
    const others = Object.entries(totals)
      .filter(([id]) => id !== String(heroSeat))
      .map(([, v]) => v);
    if (others.every((v) => v <= mine)) r.shared++;
    if (others.every((v) => v < mine)) r.outright++;
    r.heroVp += mine;
    r.rivalVp += others.reduce((a, b) => a + b, 0) / others.length;
    r.games++;
  }
  return r;
}

/** One line: win rates (outright, incl. shared), mean points, against the even-chance rate. */
export function matchupLine(hero: BotLevel, rival: BotLevel, r: Matchup, note: string): string {
  const pct = (n: number) => `${((n / Math.max(1, r.games)) * 100).toFixed(1)}%`;
  return (
    `king-of-thieves ${hero} vs ${rival}, ${r.games} games (3/4/5 players in turn, seats rotated), ${note}: ` +
    `${hero} wins ${pct(r.outright)} outright, ${pct(r.shared)} incl. shared (an equal seat: 26.1%), ` +
    `mean points ${hero} ${(r.heroVp / Math.max(1, r.games)).toFixed(1)}, ${rival} ${(r.rivalVp / Math.max(1, r.games)).toFixed(1)}`
  );
}

/** The hard bot's move time with a real clock at positions of every phase of seeded bot games. */
export function timeHard(budget: number, samples: number): HardTimes {
  const positions: KotState[] = [];
  for (let g = 0; positions.length < samples * 3 && g < 20; g++) {
    let s = start(3 + (g % 3), `time-${g}`);
    for (let ply = 0; engine.toMove(s) !== null; ply++) {
      if (engine.legalMoves(s).length > 1) positions.push(s);
      const c = { now: () => 0, deadline: 0 };
      const next = engine.apply(s, bots.chooseMove(s, engine.toMove(s)!, 'normal', `t${ply}`, c));
      if (!next.ok) throw new Error(next.error);
      s = next.value;
    }
  }
  const step = Math.max(1, Math.floor(positions.length / samples));
  return timeMoves(
    {
      engine,
      bots,
      sample: (i) => {
        const state = positions[i * step];
        return state ? { state, seat: engine.toMove(state)! } : null;
      },
    },
    budget,
    samples,
  );
}
