/**
 * Preparation (rulebook «Подготовка», the cardsharp and berserker pages, «Свойства дам»): from the
 * first player clockwise, a seat whose queen lies face down may pay her cost to turn her up
 * (rounds 2-3, never going below 0 VP); each face-up cardsharp draws 2 cards and each face-up
 * berserker takes a berserker black 10, and the seat then throws away as many cards as it took
 * (ruling-std-prep-at-once: one discard for all of them). Then the first player leads.
 */
import { ok, type Result } from '../../../../../lib/result';
import { QUEEN_RECHARGE_COST } from '../../../data/rulers';
import { BERSERKER_TEN_IDS } from '../../cards';
import { discardMovesOf, discardRefusal } from '../../combos';
import { cloneSeat, cloneState, joined, withoutAll } from '../../copy';
import { startTricks } from '../../trick/start';
import type { RsMove, RsState } from '../../types';
import { faceUpCount } from './faces';
import { isTwoPlayer } from './config';
import type { PrepTask, StdState } from './types';
import { cloneStd, cloneStdSeat } from './quick-copy';
import { fail, type Code } from '../../../codes';

/** Cards a face-up cardsharp draws (and throws away) in preparation. */
export const CARDSHARP_DRAW = 2;

/** True when the seat may pay to turn its used queen face up before this round. */
function mayRecharge(state: RsState, seat: number): boolean {
  const s = state.seats[seat]!;
  return state.round > 1 && s.set !== null && s.queenUses === 0 && s.score >= QUEEN_RECHARGE_COST[s.set];
}

/** Draws for every face-up cardsharp and berserker; the tasks of preparation in order. */
export function openPrep(state: RsState): RsState {
  const n = state.seats.length;
  const std = state.std!;
  const seats = state.seats.slice();
  let deck = state.deck;
  let tens = 0;
  // The berserker's 2-player variant takes both black 10s and throws away 2 (its card's «2 игрока» note).
  const tensEach = isTwoPlayer(state.config) ? 2 : 1;
  const prep: PrepTask[] = [];
  for (let k = 0; k < n; k++) {
    const i = (state.first + k) % n;
    const sharps = faceUpCount(std, i, 'cardsharp');
    const bers = faceUpCount(std, i, 'berserker');
    if (mayRecharge(state, i)) prep.push({ seat: i, kind: 'recharge', count: 0 });
    // Most seats draw nothing: no lists built for them (this runs once a round of every bot playout).
    if (sharps === 0 && bers === 0) continue;
    const take = joined(deck.slice(0, CARDSHARP_DRAW * sharps), BERSERKER_TEN_IDS.slice(tens, tens + bers * tensEach));
    if (take.length === 0) continue;
    deck = deck.slice(CARDSHARP_DRAW * sharps);
    tens += bers * tensEach;
    const s = cloneSeat(seats[i]!);
    s.hand = joined(s.hand, take);
    seats[i] = s;
    prep.push({ seat: i, kind: 'discard', count: take.length });
  }
  const next = cloneState(state);
  next.seats = seats;
  next.deck = deck;
  next.phase = 'prep';
  next.std = cloneStd(std);
  next.std.prep = prep;
  return prep.length === 0 ? openTricks(next) : next;
}

/** The trick phase of the round: the first player leads; hermits and the exchange are ready. */
export function openTricks(state: RsState): RsState {
  const std = state.std!;
  const seats = std.seats.map((s, i) => {
    const cheerUp = std.partner !== null && std.partner.cheer === i;
    const c = cloneStdSeat(s);
    c.hermitLeft = faceUpCount(std, i, 'hermit');
    c.exchangeLeft = cheerUp;
    return c;
  });
  const next = startTricks(state, state.first);
  const nextStd = cloneStd(std);
  nextStd.seats = seats;
  nextStd.prep = [];
  nextStd.ninjaPassed = [];
  nextStd.ninjaTrick = 0;
  next.std = nextStd;
  return next;
}

/** The seat doing its preparation now. */
export const prepToMove = (state: RsState): number | null => state.std?.prep[0]?.seat ?? null;

/** Recharge yes/no, or every allowed discard. */
export function prepMoves(state: RsState): RsMove[] {
  const task = state.std?.prep[0];
  if (!task) return [];
  if (task.kind === 'recharge')
    return [
      { t: 'recharge', pay: true },
      { t: 'recharge', pay: false },
    ];
  return discardMovesOf(state.seats[task.seat]!.hand, task.count);
}

/** Applies the preparation move of the seat to move (a `listed` discard unchecked: listed.ts). */
export function applyPrep(state: RsState, move: RsMove, listed = false): Result<RsState, Code> {
  const std = state.std;
  const task = std?.prep[0];
  if (!std || !task) return fail('ERR_BAD_STATE');
  const seat = state.seats[task.seat]!;
  const s = cloneSeat(seat);
  const nextStd: StdState = cloneStd(std);
  nextStd.prep = std.prep.slice(1);
  if (task.kind === 'recharge') {
    if (move.t !== 'recharge') return fail('ERR_WRONG_PHASE', { phase: state.phase });
    if (typeof move.pay !== 'boolean') return fail('ERR_BAD_MOVE');
    if (move.pay) {
      s.score -= QUEEN_RECHARGE_COST[seat.set!];
      s.queenUses = 1;
      const seats = std.seats.slice();
      const own = cloneStdSeat(std.seats[task.seat]!);
      own.recharged = true;
      seats[task.seat] = own;
      nextStd.seats = seats;
    }
  } else {
    if (move.t !== 'discard') return fail('ERR_WRONG_PHASE', { phase: state.phase });
    const refused = listed ? null : discardRefusal(seat.hand, move.cards, task.count);
    if (refused) return fail(refused.error, refused.params);
    const gone: readonly string[] = move.cards;
    s.hand = withoutAll(seat.hand, gone);
    s.discarded = joined(seat.discarded, move.cards);
  }
  const next = cloneState(state);
  next.seats = state.seats.slice();
  next.seats[task.seat] = s;
  next.std = nextStd;
  return ok(nextStd.prep.length === 0 ? openTricks(next) : next);
}
