/**
 * Ruler-set picks of round 1, in reveal order. The set's queen and jack join the hand; once all
 * five are taken the white king is the emperor, the black king the advisor, and the emperor
 * draws the 4 stock cards (and the first-player card) before discarding 4.
 */
import { ok, type Result } from '../../../../../lib/result';
import { RULER_COLOURS, isColour } from '../../../data/colours';
import { jackId, queenId } from '../../cards';
import type { RsMove, RsState } from '../../types';
import { drawInto } from './exchange';
import { EXCHANGE_SIZE } from './round';
import { fail, type Code } from '../../../codes';

/** The sets nobody has taken yet, as moves of the seat to pick. */
export function setMoves(state: RsState): RsMove[] {
  if (state.pickOrder.length === 0) return [];
  const taken = new Set(state.seats.map((s) => s.set));
  return RULER_COLOURS.filter((c) => !taken.has(c)).map((colour) => ({ t: 'set', colour }));
}

/** Teams once every set is taken: [[emperor, advisor], [the other three in seat order]]. */
export function teamsOf(state: RsState): number[][] {
  const emperor = state.seats.findIndex((s) => s.set === 'white');
  const advisor = state.seats.findIndex((s) => s.set === 'black');
  const rest = state.seats.map((_, i) => i).filter((i) => i !== emperor && i !== advisor);
  return [[emperor, advisor], rest];
}

function finishPicks(state: RsState): RsState {
  const teams = teamsOf(state);
  const emperor = teams[0]![0]!;
  const next: RsState = {
    ...state,
    teams,
    lead: emperor,
    first: emperor,
    phase: 'discard',
    discardOrder: [{ seat: emperor, count: EXCHANGE_SIZE }],
  };
  return drawInto(next, emperor, EXCHANGE_SIZE);
}

/** The seat to pick takes `colour`; the last pick forms the teams and starts the emperor's exchange. */
export function applySet(state: RsState, colour: unknown): Result<RsState, Code> {
  const seat = state.pickOrder[0];
  if (seat === undefined) return fail('ERR_WRONG_PHASE', { phase: state.phase, move: 'set' });
  if (!isColour(colour)) return fail('ERR_UNKNOWN_COLOUR', { value: String(colour) });
  if (state.seats.some((s) => s.set === colour)) return fail('ERR_SET_TAKEN', { colour });
  const seats = state.seats.slice();
  const s = seats[seat]!;
  seats[seat] = { ...s, set: colour, hand: [...s.hand, queenId(colour), jackId(colour)] };
  const next: RsState = { ...state, seats, pickOrder: state.pickOrder.slice(1) };
  return ok(next.pickOrder.length === 0 ? finishPicks(next) : next);
}
