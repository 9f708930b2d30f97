/**
 * Setting up the 2-player game (rulebook «Игра на двоих», «Подготовка к игре» 2-3, «Первый раунд»
 * 2): each player takes a ruler set (the drawn seat first: the book's "agree" made into turns,
 * ruling-two-sets), then the three unchosen kings form the public king deck in a random order
 * drawn from the game's generator (the book shuffles their major kings face down), its top king
 * makes the round-1 jester deal, and the characters are picked alternately from the lowest king
 * number, three each.
 */
import { shuffle } from '../../../../../lib/rng';
import { RULER_COLOURS } from '../../../data/colours';
import { cloneState } from '../../copy';
import type { RsState } from '../../types';
import { kingOrder } from './deck';
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
  // The lower king number takes the first-player card before the picks («Первый раунд» 2).
  next.first = order[0]!;
  next.std = { ...std, kingDeck, dealKing: kingDeck[0] ?? null, draft: { order, sets: [], pool: std.draft!.pool } };
  return next;
}
