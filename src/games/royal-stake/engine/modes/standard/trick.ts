/**
 * The standard game's trick phase: the core's plays (follow rule, kings, queens, green queen)
 * with the militia's swap added where the seat has a face-up militia, the samurai's red cards
 * recorded for the judge, and the ability moves (hermit, ninja, cheerleader's exchange).
 */
import { fail, type Result } from '../../../../../lib/result';
import { trickMoves } from '../../trick/legal';
import { trickToMove } from '../../trick/turn';
import type { CoreTrickApply } from '../../mode';
import type { RsMove, RsState } from '../../types';
import { abilityMoves, applyAbility } from './abilities';
import { hasFaceUp } from './faces';
import { militiaApplies } from './militia';

/** Every legal trick-phase move of the seat to move. */
export function stdTrickMoves(state: RsState): RsMove[] {
  const seat = trickToMove(state);
  const base = trickMoves(state);
  if (seat === null) return base;
  const out = base.slice();
  if (hasFaceUp(state.std, seat, 'militia')) {
    for (const m of base) {
      if (m.t !== 'play' || !militiaApplies(m.card, m.queen)) continue;
      const swap: RsMove = { t: 'play', card: m.card, militia: true };
      if (m.queen) swap.queen = m.queen;
      if (m.king) swap.king = true;
      out.push(swap);
    }
  }
  return out.concat(abilityMoves(state));
}

/** Applies a trick-phase move of the standard game; refuses anything illegal with an ERR_ code. */
export function applyStdTrick(state: RsState, move: RsMove, applyTrickMove: CoreTrickApply): Result<RsState> {
  if (move.t === 'hermit' || move.t === 'ninja' || move.t === 'exchange') return applyAbility(state, move);
  const seat = trickToMove(state);
  if (seat === null) return fail('ERR_BAD_STATE');
  if (move.t !== 'play') return applyTrickMove(state, move);
  const militia = move.militia;
  if (militia !== undefined) {
    if (militia !== true) return fail('ERR_BAD_MOVE');
    if (!hasFaceUp(state.std, seat, 'militia')) return fail('ERR_ABILITY_NOT_AVAILABLE', { ability: 'militia' });
    if (typeof move.card === 'string' && state.seats[seat]!.hand.includes(move.card) && !militiaApplies(move.card, move.queen))
      return fail('ERR_MILITIA_NOT_APPLICABLE', { card: move.card });
  }
  return applyTrickMove(state, move, { militia: militia === true, samurai: hasFaceUp(state.std, seat, 'samurai') });
}
