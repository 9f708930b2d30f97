// Shared helpers of the Royal Stake bot tests: seeded positions of every mode, a fake clock, and
// a copy of a state with its hidden cards dealt differently (what no seat can tell apart).
import { engine } from '../../../../../src/games/royal-stake/engine';
import type { CardId, KingNumbers, PlayMode, RsConfig, RsState } from '../../../../../src/games/royal-stake/engine/types';
import { nextInt, seedRng, shuffle, type RngState } from '../../../../../src/lib/rng';

/** Invented king numbers (the printed ones are unknown; any valid numbers will do for bots). */
export const KING_NUMBERS: KingNumbers = {
  front: { white: 3, red: 1, blue: 4, green: 2, black: 5 },
  back: { white: 8, red: 6, blue: 9, green: 7, black: 10 },
};

/** The config of each mode. */
export function configOf(mode: PlayMode): RsConfig {
  if (mode === 'i-am-king') return { mode, players: 3 };
  return { mode, players: mode === 'team' ? 4 : 5, kingNumbers: KING_NUMBERS };
}

/** A fresh game of `mode`. */
export function start(mode: PlayMode, seed: string): RsState {
  const r = engine.setup(configOf(mode), seed);
  if (!r.ok) throw new Error(`setup refused: ${r.error}`);
  return r.value;
}

/** The position after up to `plies` random legal moves (stops before the game ends). */
export function randomPosition(mode: PlayMode, seed: string, plies: number): RsState {
  let s = start(mode, seed);
  let rng = seedRng(`walk:${seed}`);
  for (let i = 0; i < plies; i++) {
    const options = engine.legalMoves(s);
    const d = nextInt(rng, options.length);
    rng = d.state;
    const next = engine.apply(s, options[d.value]!);
    if (!next.ok) throw new Error(next.error);
    if (engine.toMove(next.value) === null) break;
    s = next.value;
  }
  return s;
}

/** The first position from `plies` random moves on where the seat to move has a real choice. */
export function choicePosition(mode: PlayMode, seed: string, plies: number): RsState {
  for (let k = plies; k < plies + 200; k++) {
    const s = randomPosition(mode, seed, k);
    if (engine.legalMoves(s).length > 1) return s;
  }
  throw new Error('no position with a choice');
}

/**
 * `s` with `cards` in `seat`'s hand: each wanted card swaps places with an unwanted card of that
 * hand, wherever it lay (another hand, an auction pile, the stock), so every card stays in play once.
 */
export function withHand(s: RsState, seat: number, cards: readonly CardId[]): RsState {
  const seats = s.seats.map((x) => ({ ...x, hand: x.hand.slice(), auction: x.auction.slice(), laid: x.laid.slice() }));
  const deck = s.deck.slice();
  const hand = seats[seat]!.hand;
  for (const want of cards) {
    if (hand.includes(want)) continue;
    const out = hand.findIndex((c) => !cards.includes(c));
    if (out < 0) throw new Error('hand too small');
    const piles = [...seats.flatMap((x, i) => (i === seat ? [x.auction, x.laid] : [x.hand, x.auction, x.laid])), deck];
    const pile = piles.find((p) => p.includes(want));
    if (!pile) throw new Error(`${want} is not in play here`);
    pile[pile.indexOf(want)] = hand[out]!;
    hand[out] = want;
  }
  return { ...s, seats, deck };
}

/** A clock that moves one "millisecond" per reading: searches run the same on any machine. */
export function tickClock(budget: number) {
  let t = 0;
  return { now: () => t++, deadline: budget, reads: () => t };
}

/**
 * `s` with every card `seat` cannot see dealt anew among the same hidden places (other hands,
 * auction piles, laid auction cards, other seats' discards, the stock) and a new generator:
 * the seat's view is unchanged, only the secrets differ.
 */
export function reshuffleHidden(s: RsState, seat: number, seed: string): RsState {
  const hidden: CardId[] = [];
  const sizes: number[][] = [];
  s.seats.forEach((x, i) => {
    const piles = i === seat ? [[], x.auction, x.laid, []] : [x.hand, x.auction, x.laid, x.discarded];
    sizes.push(piles.map((p) => p.length));
    for (const p of piles) hidden.push(...p);
  });
  hidden.push(...s.deck);
  const mixed = shuffle(seedRng(seed), hidden).value;
  let at = 0;
  const takeN = (n: number) => mixed.slice(at, (at += n));
  const seats = s.seats.map((x, i) => {
    const [h, a, l, d] = sizes[i]!;
    const hand = i === seat ? x.hand : takeN(h!);
    const auction = takeN(a!);
    const laid = takeN(l!);
    const discarded = i === seat ? x.discarded : takeN(d!);
    return { ...x, hand, auction, laid, discarded };
  });
  const rng: RngState = seedRng(`other:${seed}`);
  return { ...s, seats, deck: takeN(s.deck.length), rng };
}
