/**
 * The standard game's trick phase: the core's plays (follow rule, kings, queens, green queen)
 * with the militia's swap added where the seat has a face-up militia, the samurai's red cards
 * recorded for the judge, and the ability moves (hermit, ninja, cheerleader's exchange).
 */
import type { Result } from '../../../../../lib/result';
import { CARD } from '../../cards';
import { trickMoves } from '../../trick/legal';
import { trickToMove } from '../../trick/turn';
import type { CoreTrickApply } from '../../mode';
import type { PlayExtras } from '../../trick/play';
import type { RsMove, RsState } from '../../types';
import type { Colour } from '../../../data/colours';
import { applyAbility, pushAbilityMoves } from './abilities';
import { extraKingPlays, extraKingRefusal, markExtraKing } from './extra-kings';
import { hasFaceUp } from './faces';
import { militiaApplies } from './militia';
import { fail, type Code } from '../../../codes';

/** The four militia/samurai combinations, built once (one object per card played showed in profiles). */
const EXTRAS: readonly PlayExtras[] = [
  Object.freeze({ militia: false, samurai: false }),
  Object.freeze({ militia: false, samurai: true }),
  Object.freeze({ militia: true, samurai: false }),
  Object.freeze({ militia: true, samurai: true }),
];

/** Every legal trick-phase move of the seat to move. */
export function stdTrickMoves(state: RsState): RsMove[] {
  const seat = trickToMove(state);
  // trickMoves gives a fresh list: the additions go into it, with no copies (a bot-playout hot path).
  const out = trickMoves(state);
  if (seat === null) return out;
  if (hasFaceUp(state.std, seat, 'militia')) {
    const plain = out.length;
    for (let i = 0; i < plain; i++) {
      const m = out[i]!;
      if (m.t !== 'play' || !militiaApplies(m.card, m.queen)) continue;
      const swap: RsMove = { t: 'play', card: m.card, militia: true };
      if (m.queen) swap.queen = m.queen;
      if (m.king) swap.king = true;
      out.push(swap);
    }
  }
  // Catch-up kings exist only in a 2-player round 3: the common case builds no list for them.
  if (state.std?.seats[seat]?.extraKings) for (const m of extraKingPlays(state, seat, out)) out.push(m);
  pushAbilityMoves(out, state, seat);
  return out;
}

/** Applies a trick-phase move of the standard game; refuses anything illegal with an ERR_ code (a `listed` one is not checked: listed.ts). */
export function applyStdTrick(state: RsState, move: RsMove, applyTrickMove: CoreTrickApply, listed = false): Result<RsState, Code> {
  if (move.t === 'hermit' || move.t === 'ninja' || move.t === 'exchange') return applyAbility(state, move);
  const seat = trickToMove(state);
  if (seat === null) return fail('ERR_BAD_STATE');
  if (move.t !== 'play') return applyTrickMove(state, move, undefined, listed);
  const king = move.king;
  if (king !== undefined && king !== true) {
    // A catch-up king (2 players, round 3): checked here, laid by the core as the play's king.
    const refused = extraKingRefusal(state, seat, move, king);
    if (refused) return refused;
    const plain: RsMove = { ...move };
    delete plain.king;
    return applyStdTrick(markExtraKing(state, seat, king as Colour), plain, (s, m, extras) => applyTrickMove(s, m, { ...extras, extraKing: king as Colour }));
  }
  const militia = move.militia;
  if (militia !== undefined && !listed) {
    if (militia !== true) return fail('ERR_BAD_MOVE');
    if (!hasFaceUp(state.std, seat, 'militia')) return fail('ERR_ABILITY_NOT_AVAILABLE', { ability: 'militia' });
    if (typeof move.card === 'string' && state.seats[seat]!.hand.includes(move.card) && !militiaApplies(move.card, move.queen))
      return fail('ERR_MILITIA_NOT_APPLICABLE', { card: move.card });
  }
  // The samurai only changes red cards (the core records it on those): asked only for them.
  const red = typeof move.card === 'string' && CARD[move.card]?.suit === 'red';
  return applyTrickMove(state, move, EXTRAS[(militia === true ? 2 : 0) + (red && hasFaceUp(state.std, seat, 'samurai') ? 1 : 0)], listed);
}
