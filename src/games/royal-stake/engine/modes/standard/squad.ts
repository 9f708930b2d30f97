/**
 * The squad step (rulebook «Создание отряда в первом раунде», «Второй раунд» 2.1-2.3). Round 1:
 * in snake order each pick is one ruler set or one character card; a seat holds one set only and
 * ends with one set and three characters, so its last pick must be a set if it has none. Rounds
 * 2-3: three characters each in ascending king order, never a card of the seat's own last squad
 * (another copy of the same character is fine).
 */
import { fail, ok, type Result } from '../../../../../lib/result';
import { RULER_COLOURS, isColour } from '../../../data/colours';
import { cloneSeat, cloneState } from '../../copy';
import type { RsMove, RsState } from '../../types';
import { kingOrder, unchosenKings } from './deck';
import { openBets } from './bets';
import type { SquadDraft, StdState } from './types';

const picksLeft = (d: SquadDraft, seat: number): number => d.order.filter((s) => s === seat).length;

/** What the seat to move may take now: sets allowed, sets required, and its barred cards. */
function options(state: RsState, std: StdState, d: SquadDraft, seat: number): { sets: boolean; mustSet: boolean; barred: string[] } {
  const hasSet = state.seats[seat]!.set !== null;
  const round1 = state.round === 1;
  return {
    sets: round1 && !hasSet && d.sets.length > 0,
    mustSet: round1 && !hasSet && picksLeft(d, seat) === 1,
    barred: std.seats[seat]!.lastChars,
  };
}

/** The seat that picks now in the squad step. */
export const squadToMove = (state: RsState): number | null => state.std?.draft?.order[0] ?? null;

/** Every legal pick of the seat to move. */
export function squadMoves(state: RsState): RsMove[] {
  const std = state.std;
  const d = std?.draft;
  const seat = d?.order[0];
  if (!std || !d || seat === undefined) return [];
  const o = options(state, std, d, seat);
  const out: RsMove[] = [];
  if (o.sets) for (const colour of d.sets) out.push({ t: 'set', colour });
  if (!o.mustSet) for (const card of d.pool) if (!o.barred.includes(card)) out.push({ t: 'character', card });
  return out;
}

/** After the last pick: first player by king number, the unchosen kings noted, the bets opened. */
function closeSquads(state: RsState, std: StdState): RsState {
  const numbers = state.config.values!.kingNumbers;
  const next = cloneState(state);
  next.first = kingOrder(state.seats, numbers)[0]!;
  const chosen = state.seats.map((s) => s.set!);
  next.std = { ...std, draft: null, unchosen: state.round === 1 ? unchosenKings(chosen, numbers, RULER_COLOURS) : std.unchosen };
  return openBets(next);
}

/** Applies a 'set' or 'character' pick of the seat to move. */
export function applySquad(state: RsState, move: RsMove): Result<RsState> {
  const std = state.std;
  const d = std?.draft;
  const seat = d?.order[0];
  if (!std || !d || seat === undefined) return fail('ERR_BAD_STATE');
  const o = options(state, std, d, seat);
  const next = cloneState(state);
  const nextStd: StdState = { ...std, draft: { order: d.order.slice(1), sets: d.sets, pool: d.pool } };
  if (move.t === 'set') {
    if (!isColour(move.colour)) return fail('ERR_UNKNOWN_COLOUR', { value: String(move.colour) });
    if (state.round !== 1 || state.seats[seat]!.set !== null) return fail('ERR_HAS_SET');
    if (!d.sets.includes(move.colour)) return fail('ERR_SET_TAKEN', { colour: move.colour });
    const s = cloneSeat(state.seats[seat]!);
    s.set = move.colour;
    s.king = 'ready';
    s.queenUses = 1;
    next.seats = state.seats.slice();
    next.seats[seat] = s;
    nextStd.draft!.sets = d.sets.filter((c) => c !== move.colour);
  } else if (move.t === 'character') {
    if (typeof move.card !== 'string' || !d.pool.includes(move.card)) return fail('ERR_CHARACTER_NOT_ON_TABLE', { card: String(move.card) });
    if (o.barred.includes(move.card)) return fail('ERR_CHARACTER_FROM_LAST_SQUAD', { card: move.card });
    if (o.mustSet) return fail('ERR_MUST_TAKE_SET');
    nextStd.draft!.pool = d.pool.filter((c) => c !== move.card);
    nextStd.seats = std.seats.slice();
    nextStd.seats[seat] = { ...std.seats[seat]!, chars: std.seats[seat]!.chars.concat(move.card) };
  } else return fail('ERR_WRONG_PHASE', { phase: state.phase });
  next.std = nextStd;
  return ok(nextStd.draft!.order.length === 0 ? closeSquads(next, nextStd) : next);
}
