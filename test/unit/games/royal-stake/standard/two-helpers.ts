// Builders for the 2-player engine tests (rulebook «Игра на двоих»): the config, random runs to a
// chosen round, a hand-made last trick of a round, and seeds whose games reach round 3 with a
// given gap in VP. Not a test file itself.
import { engine } from '../../../../../src/games/royal-stake/engine';
import type { RsState } from '../../../../../src/games/royal-stake/engine/types';
import { randomRun, stdConfig, stdStarted, type SeatPlan } from './helpers';

/** The 2-player config (the jester deal is compulsory, every other option off). */
export const TWO = stdConfig(2, { jesterDeal: true });

/** A new 2-player game's config: the players decide the jack shift (options.jackChoice, issue 20). */
export const TWO_CHOICE = { ...TWO, options: { ...TWO.options, jackChoice: true } };

/** A random 2-player game (seed `seed`) run until `stop` holds. */
export const twoRun = (seed: string, stop: (s: RsState) => boolean, config = TWO): RsState =>
  randomRun(stdStarted(config, seed), `${seed}/moves`, stop).states.at(-1)!;

/** The first state of round `round`'s trick phase in a random game. */
export const twoAtTricks = (seed: string, round: number, config = TWO): RsState => twoRun(seed, (s) => s.round === round && s.phase === 'trick', config);

/**
 * The last trick of round `round`: a random game run to that round's tricks, then each seat's
 * squad and bets from `plan`, one card in hand, and `tricks` already won (no cards behind them,
 * so won-card counts come from this trick only). Seat 0 leads.
 */
export function twoLastTrick(seed: string, round: number, plan: Record<0 | 1, SeatPlan & { card: string; tricks: number }>, config = TWO): RsState {
  const s = structuredClone(twoAtTricks(seed, round, config));
  const cards = [plan[0].card, plan[1].card];
  for (const i of [0, 1] as const) {
    const p = plan[i];
    const seat = s.seats[i]!;
    seat.hand = [p.card];
    seat.tricks = p.tricks;
    seat.won = [];
    if (p.set) seat.set = p.set;
    if (p.chars) s.std!.seats[i]!.chars = p.chars.slice();
    if (p.bets) s.std!.seats[i]!.bets = p.bets.slice();
    s.std!.seats[i]!.hermitLeft = 0;
    s.std!.seats[i]!.exchangeLeft = false;
  }
  s.deck = s.deck.filter((c) => !cards.includes(c));
  s.history = [];
  s.trick = { leader: 0, plays: [], greenPending: [] };
  s.first = 0;
  return s;
}

/** The first seed `g<k>` (k < tries) whose random game enters round 3 with a VP gap in [lo, hi). */
export function seedWithGap(lo: number, hi: number, tries = 400): string {
  for (let k = 0; k < tries; k++) {
    const seed = `g${k}`;
    const s = twoRun(seed, (x) => x.round === 3);
    const gap = Math.abs(s.seats[0]!.score - s.seats[1]!.score);
    if (s.round === 3 && gap >= lo && gap < hi) return seed;
  }
  throw new Error(`no seed with a gap in [${lo}, ${hi})`);
}

/** Plays the squad step by taking the first offered pick each time. */
export function draftFirst(start: RsState): RsState {
  let s = start;
  while (s.phase === 'squad') {
    const r = engine.apply(s, engine.legalMoves(s)[0]!);
    if (!r.ok) throw new Error(r.error);
    s = r.value;
  }
  return s;
}
