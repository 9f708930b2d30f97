/**
 * The squad step (rulebook «Создание отряда в первом раунде», «Второй раунд» 2.1-2.3). Round 1:
 * in snake order each pick is one ruler set or one character card; a seat holds one set only and
 * ends with one set and three characters, so its last pick must be a set if it has none. Rounds
 * 2-3: three characters each in ascending king order, never a card of the seat's own last squad
 * (another copy of the same character is fine). Two players (two-setup.ts): round 1 opens with
 * the two set picks, then three characters each alternately; last round's cards may be retaken.
 */
import { ok, type Failure, type Result } from '../../../../../lib/result';
import { RULER_COLOURS, isColour } from '../../../data/colours';
import { appended, cloneSeat, cloneState, without } from '../../copy';
import type { RsMove, RsState } from '../../types';
import { kingOrder, unchosenKings } from './deck';
import { openCatchUp } from './catch-up';
import { openTwoCharacters, setsJustTaken } from './two-setup';
import { cloneStd, cloneStdSeat } from './quick-copy';
import type { SquadDraft, StdState } from './types';
import { fail, type Code } from '../../../codes';

/** True when `seat` has one pick left in the draft (stops counting at the second). */
function lastPick(d: SquadDraft, seat: number): boolean {
  let n = 0;
  for (let i = 0; i < d.order.length; i++) if (d.order[i] === seat && ++n > 1) return false;
  return n === 1;
}

/** True when the seat to move must take a set now: round 1, none yet, and this is its last pick. */
const mustSetNow = (state: RsState, d: SquadDraft, seat: number): boolean => state.round === 1 && state.seats[seat]!.set === null && lastPick(d, seat);

/** The seat that picks now in the squad step. */
export const squadToMove = (state: RsState): number | null => state.std?.draft?.order[0] ?? null;

/** Every legal pick of the seat to move. */
export function squadMoves(state: RsState): RsMove[] {
  const std = state.std;
  const d = std?.draft;
  const seat = d?.order[0];
  if (!std || !d || seat === undefined) return [];
  const out: RsMove[] = [];
  if (state.round === 1 && state.seats[seat]!.set === null) for (const colour of d.sets) out.push({ t: 'set', colour });
  if (mustSetNow(state, d, seat)) return out;
  const barred = std.seats[seat]!.lastChars;
  for (const card of d.pool) if (barred.length === 0 || !barred.includes(card)) out.push({ t: 'character', card });
  return out;
}

/** After the last pick: first player by king number, the unchosen kings noted, the bets opened (2 players' round 3: catch-up kings first). */
function closeSquads(state: RsState, std: StdState): RsState {
  const numbers = state.config.values!.kingNumbers;
  const next = cloneState(state);
  next.first = kingOrder(state.seats, numbers)[0]!;
  const chosen = state.seats.map((s) => s.set!);
  const nextStd = cloneStd(std);
  nextStd.draft = null;
  if (state.round === 1) nextStd.unchosen = unchosenKings(chosen, numbers, RULER_COLOURS);
  next.std = nextStd;
  return openCatchUp(next);
}

/** Why the seat to move may not take the ruler set `colour` now, or null. */
function setRefusal(state: RsState, d: SquadDraft, seat: number, colour: unknown): Failure<Code> | null {
  if (!isColour(colour)) return fail('ERR_UNKNOWN_COLOUR', { value: String(colour) });
  if (state.round !== 1 || state.seats[seat]!.set !== null) return fail('ERR_HAS_SET');
  if (!d.sets.includes(colour)) return fail('ERR_SET_TAKEN', { colour });
  return null;
}

/** Why the seat to move may not take the character `card` now, or null. */
function characterRefusal(state: RsState, d: SquadDraft, seat: number, card: unknown): Failure<Code> | null {
  if (typeof card !== 'string' || !d.pool.includes(card)) return fail('ERR_CHARACTER_NOT_ON_TABLE', { card: String(card) });
  if (state.std!.seats[seat]!.lastChars.includes(card)) return fail('ERR_CHARACTER_FROM_LAST_SQUAD', { card });
  if (mustSetNow(state, d, seat)) return fail(state.seats.length === 2 ? 'ERR_SET_FIRST' : 'ERR_MUST_TAKE_SET');
  return null;
}

/** Applies a 'set' or 'character' pick of the seat to move (a `listed` one unchecked: listed.ts). */
export function applySquad(state: RsState, move: RsMove, listed = false): Result<RsState, Code> {
  const std = state.std;
  const d = std?.draft;
  const seat = d?.order[0];
  if (!std || !d || seat === undefined) return fail('ERR_BAD_STATE');
  const next = cloneState(state);
  // Literal copies, not spreads: this runs for every pick of every bot playout (quick-copy.ts).
  const nextStd: StdState = cloneStd(std);
  nextStd.draft = { order: d.order.slice(1), sets: d.sets, pool: d.pool };
  if (move.t === 'set') {
    const refused = listed ? null : setRefusal(state, d, seat, move.colour);
    if (refused) return refused;
    const s = cloneSeat(state.seats[seat]!);
    s.set = move.colour;
    s.king = 'ready';
    s.queenUses = 1;
    next.seats = state.seats.slice();
    next.seats[seat] = s;
    nextStd.draft!.sets = without(d.sets, move.colour);
  } else if (move.t === 'character') {
    const refused = listed ? null : characterRefusal(state, d, seat, move.card);
    if (refused) return refused;
    nextStd.draft!.pool = without(d.pool, move.card);
    nextStd.seats = std.seats.slice();
    const own = cloneStdSeat(std.seats[seat]!);
    own.chars = appended(own.chars, move.card);
    nextStd.seats[seat] = own;
  } else return fail('ERR_WRONG_PHASE', { phase: state.phase });
  next.std = nextStd;
  if (setsJustTaken(next, nextStd)) return ok(openTwoCharacters(next, nextStd));
  return ok(nextStd.draft!.order.length === 0 ? closeSquads(next, nextStd) : next);
}
