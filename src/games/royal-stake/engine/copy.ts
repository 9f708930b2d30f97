/**
 * Shallow copies of the state and of a seat, each built by one object literal with every field
 * in a fixed order. The hot path (bot playouts) then sees a single object shape instead of the
 * dozens that scattered `{ ...state, x }` spreads create, which keeps property access fast.
 * Callers change fields of the fresh copy before handing it out; the input is never touched.
 */
import type { RsState, SeatState } from './types';

/** A shallow copy of `s` (arrays and nested objects shared until replaced). */
export function cloneState(s: RsState): RsState {
  return {
    config: s.config,
    rng: s.rng,
    round: s.round,
    phase: s.phase,
    seats: s.seats,
    deck: s.deck,
    first: s.first,
    lead: s.lead,
    trump: s.trump,
    auction: s.auction,
    draft: s.draft,
    reveal: s.reveal,
    pickOrder: s.pickOrder,
    discardOrder: s.discardOrder,
    trick: s.trick,
    history: s.history,
    rounds: s.rounds,
    teams: s.teams,
    std: s.std ?? null,
  };
}

/** A shallow copy of a seat. */
export function cloneSeat(s: SeatState): SeatState {
  return {
    hand: s.hand,
    auction: s.auction,
    laid: s.laid,
    discarded: s.discarded,
    set: s.set,
    king: s.king,
    queenUses: s.queenUses,
    won: s.won,
    tricks: s.tricks,
    redQueenWin: s.redQueenWin,
    flagWins: s.flagWins,
    score: s.score,
  };
}

/**
 * A fresh copy of `list` with room to grow. Not slice(): slice() leaves no spare room, so the
 * first push copies the whole list again into a bigger store (Node 20: 45 ns against 31 for a
 * state's short lists), while a [] filled by push starts with room for 17 items.
 */
export function copied<T>(list: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) out.push(list[i]!);
  return out;
}

/** `list` with `item` at the end, a fresh array: Array#concat is about 6x slower on a state's short lists (Node 20). */
export function appended<T>(list: readonly T[], item: T): T[] {
  const out = copied(list);
  out.push(item);
  return out;
}

/** `a` then `b`, a fresh array (the fast form of `a.concat(b)`). */
export function joined<T>(a: readonly T[], b: readonly T[]): T[] {
  const out = copied(a);
  for (let i = 0; i < b.length; i++) out.push(b[i]!);
  return out;
}

/** `list` without `item` (a plain loop: a card played or picked at every step of every bot playout). */
export function without<T>(list: readonly T[], item: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) if (list[i] !== item) out.push(list[i]!);
  return out;
}

/** `list` without every item of `gone`, a fresh array (a plain loop: a discard in every bot playout). */
export function withoutAll<T>(list: readonly T[], gone: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) if (!gone.includes(list[i]!)) out.push(list[i]!);
  return out;
}
