/**
 * The jack shift as a decision (2 players, rulebook «Игра на двоих»: with the jack face up a player
 * «может» raise the bet numbers by 3 at scoring; issue 20). At the round's end every seat whose
 * shift would change its points decides, in seat order from the first player (phase 'jack',
 * `{t:'jackShift', shift}`); a seat whose shift changes nothing is not asked and keeps the jack
 * face up. Both ways' points are public (the bets lie open at scoring); the other seat's choice
 * is not, until both have decided (#ruling-two-jack-shift). Games saved before this (config
 * without `options.jackChoice`) keep the old rule: the shift wherever it scores more.
 */
import { ok, type Result } from '../../../../../lib/result';
import { cloneState } from '../../copy';
import type { RsMove, RsState } from '../../types';
import { mayShift, type RoundCount } from './jack-shift';
import type { QuickRound } from './quick-count';
import { cloneStd } from './quick-copy';
import type { JackAsk } from './types';
import { fail, type Code } from '../../../codes';

/** `round` with `jackShift: true` for the seats (by number) in `seats`. */
export function shiftedFor(round: QuickRound, seats: readonly number[]): QuickRound {
  if (seats.length === 0) return round;
  const out: QuickRound = { ...round, players: { ...round.players } };
  for (const i of seats) out.players[String(i)] = { ...round.players[String(i)]!, jackShift: true };
  return out;
}

/** The decisions to ask at this round's end, or null when no seat's shift changes its points. */
export function jackAsk(state: RsState, round: QuickRound, count: RoundCount): JackAsk | null {
  const n = state.seats.length;
  const can: number[] = [];
  for (let k = 0; k < n; k++) {
    const i = (state.first + k) % n;
    if (mayShift(round.players[String(i)]!)) can.push(i);
  }
  if (can.length === 0) return null;
  const plain = count(round);
  const moved = count(shiftedFor(round, can));
  if (!plain || !moved) return null;
  // Seats' points do not depend on each other's shift (two players have no jester): one count each way.
  const order = can.filter((i) => moved[i] !== plain[i]);
  return order.length === 0 ? null : { order, shift: [], plain: plain.slice(), moved: moved.slice() };
}

/** The state waiting for the jack decisions in `ask`. */
export function openJack(state: RsState, ask: JackAsk): RsState {
  const next = cloneState(state);
  next.phase = 'jack';
  next.std = cloneStd(state.std!);
  next.std.jack = ask;
  return next;
}

/** The seat that decides now. */
export const jackToMove = (state: RsState): number | null => state.std?.jack?.order[0] ?? null;

const SHIFT: RsMove = Object.freeze({ t: 'jackShift', shift: true }) as RsMove;
const KEEP: RsMove = Object.freeze({ t: 'jackShift', shift: false }) as RsMove;

/** Both answers of the seat to decide. */
export const jackMoves = (state: RsState): RsMove[] => (jackToMove(state) === null ? [] : [SHIFT, KEEP]);

/**
 * Records the decision; after the last one `score` scores the round with the chosen shifts (the
 * round record carries them, as the score sheet's input does).
 */
export function applyJack(state: RsState, move: RsMove, score: (s: RsState, shifts: readonly number[]) => RsState): Result<RsState, Code> {
  const ask = state.std?.jack;
  const seat = ask?.order[0];
  if (!ask || seat === undefined) return fail('ERR_BAD_STATE');
  if (move.t !== 'jackShift') return fail('ERR_WRONG_PHASE', { phase: state.phase });
  if (typeof move.shift !== 'boolean') return fail('ERR_BAD_MOVE');
  const shift = move.shift ? [...ask.shift, seat] : ask.shift.slice();
  const next = cloneState(state);
  next.std = cloneStd(state.std!);
  if (ask.order.length > 1) {
    next.std.jack = { ...ask, order: ask.order.slice(1), shift };
    return ok(next);
  }
  next.std.jack = null;
  return ok(score(next, shift));
}
