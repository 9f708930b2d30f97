// Builders for the standard-game engine tests (3-5 players): configs with test-only values, fresh
// games, random legal playouts and helpers to walk a game to a chosen step. Not a test file itself.
import { engine } from '../../../../../src/games/royal-stake/engine';
import type { StdConfig, StdTableOptions, StdValues } from '../../../../../src/games/royal-stake/engine/modes/standard/config';
import type { RsMove, RsState } from '../../../../../src/games/royal-stake/engine/types';
import { nextInt, seedRng, type RngState } from '../../../../../src/lib/rng';
import type { Colour } from '../../../../../src/games/royal-stake/data/colours';

/**
 * Test-only values for the six lost bet backs and the king numbers. NOT the printed ones (the
 * text lost them) and not Stolik's digital set: numbers chosen so tests can tell rows apart.
 */
export const TEST_VALUES: StdValues = {
  bets: {
    hermit: [{ wins: 0, vp: 40 }],
    militia: [{ wins: 1, vp: 50 }],
    samurai: [{ wins: 3, vp: 60 }],
    berserker: [
      { wins: 1, vp: 40 },
      { wins: 4, vp: 90 },
    ],
    healer: [{ wins: 2, vp: 50 }],
    collector: [
      { wins: 0, vp: 30 },
      { wins: 3, vp: 70 },
    ],
  },
  kingNumbers: {
    front: { white: 1, red: 2, blue: 3, green: 4, black: 5 },
    back: { white: 11, red: 12, blue: 13, green: 14, black: 15 },
  },
};

/** Every optional rule off. */
export const NO_OPTIONS: StdTableOptions = { jesterDeal: false, cheerleader: false, advancedCheerleader: false, baseSquads4p: false };

/** A standard config for `players` seats with some options switched on. */
export const stdConfig = (players: number, options: Partial<StdTableOptions> = {}): StdConfig => ({
  mode: 'standard',
  players,
  options: { ...NO_OPTIONS, ...options },
  valueSet: 'printed',
  values: structuredClone(TEST_VALUES),
});

/** A fresh standard game; throws (failing the test) on a refusal. */
export function stdStarted(config: StdConfig, seed: string): RsState {
  const r = engine.setup(config, seed);
  if (!r.ok) throw new Error(`${r.error} ${JSON.stringify(r.params)}`);
  return r.value;
}

/** Applies moves in order; throws with the refusal code if one is refused. */
export function play(state: RsState, ...moves: RsMove[]): RsState {
  let s = state;
  for (const m of moves) {
    const r = engine.apply(s, m);
    if (!r.ok) throw new Error(`${r.error} ${JSON.stringify(r.params ?? {})} for ${JSON.stringify(m)} in ${s.phase}`);
    s = r.value;
  }
  return s;
}

/** Plays random legal moves until `stop(state)` holds or the game ends; every state and move. */
export function randomRun(start: RsState, seed: string, stop: (s: RsState) => boolean = () => false, cap = 3000): { states: RsState[]; moves: RsMove[] } {
  let rng: RngState = seedRng(seed);
  const states = [start];
  const moves: RsMove[] = [];
  let s = start;
  while (engine.toMove(s) !== null && !stop(s) && moves.length < cap) {
    const legal = engine.legalMoves(s);
    const d = nextInt(rng, legal.length);
    rng = d.state;
    const m = legal[d.value]!;
    s = play(s, m);
    moves.push(m);
    states.push(s);
  }
  return { states, moves };
}

/** Random legal moves until the phase is `phase` (or the game ends). */
export const runTo = (start: RsState, seed: string, phase: RsState['phase']): RsState => randomRun(start, seed, (s) => s.phase === phase).states.at(-1)!;

/** What a scenario sets up in the trick phase for each seat it names (others keep their deal). */
export interface SeatPlan {
  hand?: string[];
  set?: Colour;
  /** Character card ids of the squad ("hermit-1"). */
  chars?: string[];
  /** Bet card ids (a subset of chars, or 'jack'). */
  bets?: string[];
}

/**
 * A hand-made trick-phase state: a real game run to its first trick (seed `seed`), then each
 * named seat's hand, set, squad and bets replaced (other seats get a squad with no trick
 * ability), and `leader` to lead. The hermit counter follows the new squads.
 */
export function atTrick(config: StdConfig, seed: string, plan: Record<number, SeatPlan>, leader = 0): RsState {
  const s = structuredClone(runTo(stdStarted(config, seed), seed, 'trick'));
  const std = s.std!;
  const taken = new Set(Object.values(plan).flatMap((p) => p.hand ?? []));
  for (const [k, p] of Object.entries(plan)) {
    const i = Number(k);
    if (p.hand) s.seats[i]!.hand = p.hand.slice();
    if (p.set) {
      const other = s.seats.findIndex((x, j) => j !== i && x.set === p.set);
      if (other >= 0) s.seats[other]!.set = s.seats[i]!.set;
      s.seats[i]!.set = p.set;
    }
    if (p.chars) std.seats[i]!.chars = p.chars.slice();
    if (p.bets) std.seats[i]!.bets = p.bets.slice();
  }
  // Cards handed to a seat leave every other place they were.
  s.seats.forEach((x, i) => {
    if (!plan[i]?.hand) x.hand = x.hand.filter((c) => !taken.has(c));
  });
  s.deck = s.deck.filter((c) => !taken.has(c));
  std.seats.forEach((x, i) => {
    // Seats the plan leaves out get squads with no trick ability, so random squads never interfere.
    if (!plan[i]?.chars) {
      x.chars = ['healer-1', 'collector-1', 'cardsharp-1'];
      x.bets = ['cardsharp-1'];
    }
    const bets = x.bets ?? [];
    x.hermitLeft = x.chars.filter((c) => c.startsWith('hermit-') && !bets.includes(c)).length;
  });
  s.trick = { leader, plays: [], greenPending: [] };
  s.first = leader;
  return s;
}

/**
 * Plays the squad step with wishes: a seat takes its wished cards (character ids or 'set:<colour>')
 * first when it can, then a set if it has none, else the first character on offer.
 */
export function draftWith(start: RsState, wishes: Record<number, string[]>): RsState {
  let s = start;
  while (s.phase === 'squad') {
    const seat = engine.toMove(s)!;
    const legal = engine.legalMoves(s);
    const want = (wishes[seat] ?? [])
      .map((w) => legal.find((m) => (m.t === 'character' && m.card === w) || (m.t === 'set' && `set:${m.colour}` === w)))
      .find((m) => m !== undefined);
    const fallback = s.seats[seat]!.set === null ? legal.find((m) => m.t === 'set') : legal.find((m) => m.t === 'character');
    s = play(s, want ?? fallback ?? legal[0]!);
  }
  return s;
}

/** Every seat to bet in turn lays `pick(seat)` (default: its first legal bet). */
export function betAll(start: RsState, pick: (seat: number, s: RsState) => RsMove | undefined = () => undefined): RsState {
  let s = start;
  while (s.phase === 'bet') {
    const seat = engine.toMove(s)!;
    s = play(s, pick(seat, s) ?? engine.legalMoves(s).find((m) => m.t === 'bet' && m.cards.length > 0) ?? engine.legalMoves(s)[0]!);
  }
  return s;
}
