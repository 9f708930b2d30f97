/**
 * Ruler sets (#mode-i-am-king): the King takes any set, whose colour is trump (white = none), with
 * a ready king and a usable queen; then the opponents pick clockwise from the King, their kings
 * out of play (their face-down jacks are the 3-trick bet the scorer pays). The King has already
 * taken up and discarded (discard.ts); once all have sets, the opponents discard.
 */
import { ok, type Result } from '../../../../../lib/result';
import { RULER_COLOURS, isColour, type Colour } from '../../../data/colours';
import { cloneSeat, cloneState } from '../../copy';
import type { RsMove, RsState, SeatState } from '../../types';
import { startOpponentDiscards } from './discard';
import { SEATS } from './start';
import { fail, type Code } from '../../../codes';

/** Colours no seat has taken yet. */
export const freeSets = (state: RsState): Colour[] => RULER_COLOURS.filter((c) => !state.seats.some((s) => s.set === c));

/** A set move for every colour still on the table. */
export const setMoves = (state: RsState): RsMove[] => freeSets(state).map((colour) => ({ t: 'set', colour }));

function withSet(seat: SeatState, colour: Colour, king: SeatState['king']): SeatState {
  const s = cloneSeat(seat);
  s.set = colour;
  s.king = king;
  s.queenUses = 1;
  return s;
}

function readSet(state: RsState, move: RsMove): Result<Colour, Code> {
  if (move.t !== 'set') return fail('ERR_WRONG_PHASE', { phase: state.phase });
  if (!isColour(move.colour)) return fail('ERR_UNKNOWN_COLOUR', { value: String(move.colour) });
  if (!freeSets(state).includes(move.colour)) return fail('ERR_SET_TAKEN', { colour: move.colour });
  return ok(move.colour);
}

/** The King's pick: set, trump, king ready, queen once; then the opponents pick. */
export function applyKingSet(state: RsState, move: RsMove): Result<RsState, Code> {
  const colour = readSet(state, move);
  if (!colour.ok) return colour;
  const king = state.lead!;
  const seats = state.seats.slice();
  seats[king] = withSet(seats[king]!, colour.value, 'ready');
  const next = cloneState(state);
  next.seats = seats;
  next.trump = colour.value;
  next.phase = 'sets';
  next.pickOrder = [(king + 1) % SEATS, (king + 2) % SEATS];
  return ok(next);
}

/** An opponent's pick: king out, queen once. The last pick starts the discards. */
export function applyOpponentSet(state: RsState, move: RsMove): Result<RsState, Code> {
  const colour = readSet(state, move);
  if (!colour.ok) return colour;
  const at = state.pickOrder[0];
  if (at === undefined) return fail('ERR_BAD_STATE');
  const seats = state.seats.slice();
  seats[at] = withSet(seats[at]!, colour.value, 'off');
  const next = cloneState(state);
  next.seats = seats;
  next.pickOrder = state.pickOrder.slice(1);
  return ok(next.pickOrder.length > 0 ? next : startOpponentDiscards(next));
}
