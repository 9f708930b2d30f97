/**
 * The rules of the skeleton game: setup deals two secret cards a seat from a seeded shuffle,
 * then each turn a seat takes 1-3 pebbles, draws a card (hand of 3 at most), plays a card for its
 * value or rolls a die for 1-3 pebbles. The game ends when the pile is empty; most points wins.
 */
import { ok, type Result } from '../../../lib/result';
import { nextInt, seedRng, shuffle } from '../../../lib/rng';
import { fail, type Code } from '../codes';
import type { Config, Move, State } from './types';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;
const DECK = [1, 2, 3, 4, 5, 6, 7, 8, 9];

export const isOver = (s: State): boolean => s.pile === 0;
export const total = (s: State, seat: number): number => s.pebbles[seat]! + s.cards[seat]!;

/** A new game, or why this config cannot start one. The config is untrusted (a saved session). */
export function setup(config: Config, seed: string): Result<State, Code> {
  const players = Number((config as Partial<Config> | null)?.players);
  const pile = (config as Partial<Config> | null)?.pile ?? 12;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) return fail('ERR_PLAYER_COUNT', { min: MIN_PLAYERS, max: MAX_PLAYERS });
  if (!Number.isInteger(pile) || pile < 1 || pile > 50) return fail('ERR_BAD_CONFIG');
  const dealt = shuffle(seedRng(seed), DECK);
  const hands = Array.from({ length: players }, (_, i) => dealt.value.slice(i * 2, i * 2 + 2));
  const zeros = Array.from({ length: players }, () => 0);
  return ok({ pile, deck: dealt.value.slice(players * 2), hands, pebbles: zeros, cards: [...zeros], turn: 0, rng: dealt.state });
}

/** Every move the seat to move may make (none once the game is over). */
export function legalMoves(s: State): Move[] {
  if (isOver(s)) return [];
  const moves: Move[] = [];
  for (let n = 1; n <= Math.min(3, s.pile); n++) moves.push({ t: 'take', n });
  if (s.deck.length > 0 && s.hands[s.turn]!.length < 3) moves.push({ t: 'draw' });
  for (const card of s.hands[s.turn]!) moves.push({ t: 'play', card });
  moves.push({ t: 'roll' });
  return moves;
}

/** The state after `m`, or why `m` is refused. Never writes to `s`; any move is checked in full. */
export function apply(s: State, m: Move): Result<State, Code> {
  if (isOver(s)) return fail('ERR_GAME_OVER');
  if (typeof m !== 'object' || m === null) return fail('ERR_BAD_MOVE');
  const seat = s.turn;
  const after = (patch: Partial<State>): State => ({ ...s, ...patch, turn: (seat + 1) % s.hands.length });
  const add = (list: number[], v: number) => list.map((x, i) => (i === seat ? x + v : x));
  switch (m.t) {
    case 'take':
      if (!Number.isInteger(m.n) || m.n < 1 || m.n > 3) return fail('ERR_BAD_MOVE');
      if (m.n > s.pile) return fail('ERR_NOT_ENOUGH', { count: s.pile });
      return ok(after({ pile: s.pile - m.n, pebbles: add(s.pebbles, m.n) }));
    case 'draw':
      if (s.deck.length === 0) return fail('ERR_DECK_EMPTY');
      if (s.hands[seat]!.length >= 3) return fail('ERR_HAND_FULL');
      return ok(after({ deck: s.deck.slice(1), hands: s.hands.map((h, i) => (i === seat ? [...h, s.deck[0]!] : h)) }));
    case 'play': {
      const at = s.hands[seat]!.indexOf(m.card);
      if (at < 0) return fail('ERR_NO_CARD');
      return ok(after({ hands: s.hands.map((h, i) => (i === seat ? h.filter((_, j) => j !== at) : h)), cards: add(s.cards, m.card) }));
    }
    case 'roll': {
      const r = nextInt(s.rng, 3);
      const n = Math.min(s.pile, 1 + r.value);
      return ok(after({ rng: r.state, pile: s.pile - n, pebbles: add(s.pebbles, n) }));
    }
    default:
      return fail('ERR_BAD_MOVE');
  }
}
