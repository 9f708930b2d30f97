/**
 * Setting up the 2-player game (rulebook «Игра на двоих», «Подготовка к игре» 2-3, «Первый раунд»
 * 1-2): the ruler sets are part of the preparation, so they are chosen before anyone holds a
 * card (issue 20): round 1 shuffles the deck but deals nothing until both sets are taken. Each
 * player takes a set (the drawn seat first: the book's "agree" made into turns), or, with the
 * table's `randomSets` option, the generator deals each a set as the book's face-down kings do
 * (ruling-two-sets). Then the three unchosen kings form the public king deck in a random order
 * drawn from the game's generator (the book shuffles their major kings face down), its top king
 * makes the round-1 jester deal, the nine cards each are dealt, and the characters are picked
 * alternately from the lowest king number, three each.
 */
import { shuffle, type RngState } from '../../../../../lib/rng';
import { RULER_COLOURS } from '../../../data/colours';
import { cloneSeat, cloneState } from '../../copy';
import { deal } from '../../deal';
import type { RsState } from '../../types';
import { TWO_PLAYER_HAND, kingOrder } from './deck';
import type { StdState } from './types';

/** Characters each seat takes (one copy each of eight, two stay out). */
const SQUAD = 3;

/** Round-1 set picks of a 2-player table: the drawn seat, then the other. */
export const twoSetOrder = (drawn: number): number[] => [drawn, 1 - drawn];

/** Character picks, alternating from the lowest king number, three each (rounds 1-3). */
export function alternatingPicks(state: RsState): number[] {
  const order = kingOrder(state.seats, state.config.values!.kingNumbers);
  return Array.from({ length: SQUAD * order.length }, (_, i) => order[i % order.length]!);
}

/** True once both sets of a 2-player round 1 are taken and no character pick is scheduled yet. */
export const setsJustTaken = (state: RsState, std: StdState): boolean =>
  state.seats.length === 2 && state.round === 1 && state.seats.every((s) => s.set !== null) && (std.draft?.order.length ?? 0) === 0 && !std.kingDeck?.length;

/** After both sets: the king deck in its seeded order, round 1's deal king, and the character picks. */
export function openTwoCharacters(state: RsState, std: StdState): RsState {
  const chosen = state.seats.map((s) => s.set);
  const mixed = shuffle(
    state.rng,
    RULER_COLOURS.filter((c) => !chosen.includes(c)),
  );
  const kingDeck = mixed.value;
  const order = alternatingPicks(state);
  const next = cloneState(state);
  next.rng = mixed.state;
  // The hands come now, from the deck shuffled at the round's start (the same cards a deal before
  // the picks gave, so games saved before this order replay unchanged).
  const piles = deal(state.deck, [TWO_PLAYER_HAND, TWO_PLAYER_HAND]);
  next.seats = state.seats.map((seat, i) => {
    const c = cloneSeat(seat);
    c.hand = piles[i]!;
    return c;
  });
  next.deck = piles[2]!;
  // The lower king number takes the first-player card before the picks («Первый раунд» 2).
  next.first = order[0]!;
  next.std = { ...std, kingDeck, dealKing: kingDeck[0] ?? null, draft: { order, sets: [], pool: std.draft!.pool } };
  return next;
}

/**
 * The table's random way (`options.randomSets`, «Подготовка к игре» 2): each seat is dealt a ruler
 * set from the generator, the drawn seat first, as the book deals each player a face-down king;
 * then the king deck and the characters follow as after two picks.
 */
export function dealTwoSets(state: RsState, drawn: number, rng: RngState): RsState {
  const mixed = shuffle(rng, RULER_COLOURS);
  const next = cloneState(state);
  next.rng = mixed.state;
  next.seats = state.seats.map((seat, i) => {
    const c = cloneSeat(seat);
    c.set = mixed.value[i === drawn ? 0 : 1]!;
    c.king = 'ready';
    c.queenUses = 1;
    return c;
  });
  const std: StdState = {
    ...next.std!,
    draft: { order: [], sets: RULER_COLOURS.filter((c) => !next.seats.some((s) => s.set === c)), pool: next.std!.draft!.pool },
  };
  return openTwoCharacters(next, std);
}
