/**
 * Catch-up kings in the trick phase (2 players, round 3; rulebook «Третий раунд» 4: the taken
 * kings are laid like one's own). A play names the king it lays: `king: true` the seat's own,
 * `king: <colour>` a catch-up king not yet laid; it fits the same cards as an own king of that
 * colour (a card of its colour, the white one a rarity or white flag), one king per card.
 */
import type { Failure } from '../../../../../lib/result';
import { isColour, type Colour } from '../../../data/colours';
import { cloneState } from '../../copy';
import { kingAllowed } from '../../trick/options';
import { leadSuitOf } from '../../trick/follow';
import type { RsMove, RsState } from '../../types';
import type { StdState } from './types';
import { fail, type Code } from '../../../codes';

type Play = Extract<RsMove, { t: 'play' }>;

/** Colours of the catch-up kings `seat` may still lay. */
export function readyExtraKings(std: StdState | null | undefined, seat: number): Colour[] {
  const kings = std?.seats[seat]?.extraKings;
  if (!kings) return [];
  const out: Colour[] = [];
  for (const k of kings) if (!k.used) out.push(k.colour);
  return out;
}

/** The plays of `moves` again with each fitting catch-up king laid on them. */
export function extraKingPlays(state: RsState, seat: number, moves: readonly RsMove[]): RsMove[] {
  const kings = readyExtraKings(state.std, seat);
  if (kings.length === 0 || !state.trick) return [];
  const lead = leadSuitOf(state.trick.plays);
  const out: RsMove[] = [];
  for (const m of moves) {
    if (m.t !== 'play' || m.king) continue;
    for (const k of kings) {
      const q = m.queen;
      if (!kingAllowed(state, k, m.card, q, lead)) continue;
      const p: Play = { t: 'play', card: m.card, king: k };
      if (q) p.queen = q;
      if (m.militia) p.militia = true;
      out.push(p);
    }
  }
  return out;
}

/** Why `seat` may not lay the catch-up king `king` with this play, or null. */
export function extraKingRefusal(state: RsState, seat: number, move: Play, king: unknown): Failure<Code> | null {
  if (typeof king !== 'string' || !isColour(king)) return fail('ERR_BAD_MOVE');
  if (!readyExtraKings(state.std, seat).includes(king)) return fail('ERR_KING_NOT_AVAILABLE');
  const hand = state.seats[seat]!.hand;
  if (typeof move.card === 'string' && hand.includes(move.card) && !kingAllowed(state, king, move.card, move.queen, leadSuitOf(state.trick!.plays)))
    return fail('ERR_KING_WRONG_CARD', { colour: king, card: move.card });
  return null;
}

/** `state` with the catch-up king `king` of `seat` marked laid (before the card play applies). */
export function markExtraKing(state: RsState, seat: number, king: Colour): RsState {
  const std = state.std!;
  const seats = std.seats.slice();
  const own = std.seats[seat]!;
  seats[seat] = { ...own, extraKings: (own.extraKings ?? []).map((k) => (k.colour === king && !k.used ? { colour: k.colour, used: true } : k)) };
  const next = cloneState(state);
  next.std = { ...std, seats };
  return next;
}
