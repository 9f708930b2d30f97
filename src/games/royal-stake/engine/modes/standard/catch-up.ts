/**
 * Catch-up kings (rulebook «Игра на двоих», «Третий раунд» 4; ruling-catch-up-kings): after the
 * round-3 squads, a player behind by 100 VP or more takes one of the kings that made the jester
 * deal in rounds 1-2, by 200 or more both. Kings only ever add VP, so Stolik hands them over
 * (ruling-two-catch-up): with one to take the player chooses which (phase 'catchUp'), with two
 * there is nothing to choose. The gap is the one after round 2's scoring.
 */
import { ok, type Result } from '../../../../../lib/result';
import { CATCH_UP_STEP } from '../../../data/decks';
import type { Colour } from '../../../data/colours';
import { cloneState } from '../../copy';
import type { RsMove, RsState } from '../../types';
import { openBets } from './bets';
import { isTwoPlayer } from './config';
import type { StdState } from './types';
import { fail, type Code } from '../../../codes';

/** Most catch-up kings a seat can take (the two deal kings of rounds 1-2). */
const MAX_KINGS = 2;

/** Who trails before round 3, the deal kings open to them and how many they take (0: none). */
export function catchUpOffer(state: RsState): { seat: number; kings: Colour[]; take: number } | null {
  if (!isTwoPlayer(state.config) || state.round !== 3 || !state.std?.kingDeck) return null;
  const [a, b] = state.seats.map((s) => s.score) as [number, number];
  const seat = a < b ? 0 : 1;
  const take = Math.min(MAX_KINGS, Math.floor(Math.abs(a - b) / CATCH_UP_STEP));
  return take > 0 ? { seat, kings: state.std.kingDeck.slice(0, MAX_KINGS), take } : null;
}

/** Gives `seat` the catch-up kings `kings`, unused. */
function withKings(std: StdState, seat: number, kings: readonly Colour[]): StdState {
  const seats = std.seats.slice();
  seats[seat] = { ...std.seats[seat]!, extraKings: kings.map((colour) => ({ colour, used: false })) };
  return { ...std, seats, catchUp: null };
}

/** After the round-3 squads: both kings handed over, or the choice of one opened, or straight to the bets. */
export function openCatchUp(state: RsState): RsState {
  const offer = catchUpOffer(state);
  if (!offer) return openBets(state);
  const next = cloneState(state);
  if (offer.take >= offer.kings.length) {
    next.std = withKings(state.std!, offer.seat, offer.kings);
    return openBets(next);
  }
  next.phase = 'catchUp';
  next.std = { ...state.std!, catchUp: { seat: offer.seat, kings: offer.kings } };
  return next;
}

/** The trailing seat while it chooses. */
export const catchUpToMove = (state: RsState): number | null => state.std?.catchUp?.seat ?? null;

/** One move per deal king it may take. */
export const catchUpMoves = (state: RsState): RsMove[] => (state.std?.catchUp?.kings ?? []).map((colour) => ({ t: 'catchUp', colour }));

/** Applies the choice and opens the bets. */
export function applyCatchUp(state: RsState, move: RsMove): Result<RsState, Code> {
  const choice = state.std?.catchUp;
  if (!choice) return fail('ERR_BAD_STATE');
  if (move.t !== 'catchUp') return fail('ERR_WRONG_PHASE', { phase: state.phase });
  if (!choice.kings.includes(move.colour)) return fail('ERR_CATCH_UP_KING', { colour: String(move.colour) });
  const next = cloneState(state);
  next.std = withKings(state.std!, choice.seat, [move.colour]);
  return ok(openBets(next));
}
