// Hand-made positions of the standard game for the bot tests (not a test file): a seeded game
// run to a step, then the seat to move given the hand and squad a test names.
import { engine } from '../../../../../src/games/royal-stake/engine';
import type { RsState } from '../../../../../src/games/royal-stake/engine/types';
import { randomRun, stdConfig, stdStarted } from '../standard/helpers';
import { withHand } from './helpers';

/** A 4-player game (test values) run at random until `stop`; throws if it never gets there. */
export function reach(seed: string, stop: (s: RsState) => boolean, players = 4): RsState {
  const s = randomRun(stdStarted(stdConfig(players), seed), seed, stop).states.at(-1)!;
  if (!stop(s)) throw new Error('position not reached');
  return structuredClone(s);
}

/**
 * `s` with the seat to move holding `hand` and the squad `chars` (character card ids); any other
 * seat holding one of them gets a card nobody holds instead, so every card is in play once.
 */
export function giveSeat(s: RsState, hand: readonly string[], chars: readonly string[]): { state: RsState; seat: number } {
  const seat = engine.toMove(s)!;
  const state = withHand(s, seat, hand);
  const std = state.std!;
  const held = new Set(std.seats.flatMap((x) => x.chars).concat(chars));
  const spare = std.cards.filter((c) => !held.has(c));
  std.seats.forEach((x, i) => {
    if (i === seat) return;
    x.chars = x.chars.map((c) => (chars.includes(c) ? spare.shift()! : c));
    if (x.bets) x.bets = x.bets.map((b) => (chars.includes(b) ? x.chars.find((c) => !x.bets!.includes(c))! : b));
  });
  std.seats[seat]!.chars = chars.slice();
  return { state, seat };
}

/** Strong 4-player hand: both rarities and the big black and red cards. */
export const STRONG = ['rarity-1', 'rarity-2', 'black-10', 'black-7', 'red-10'];
/** Weak 4-player hand: both white flags and low cards of the plain colours. */
export const WEAK = ['whiteFlag-1', 'whiteFlag-2', 'red-1', 'blue-1', 'green-2'];
