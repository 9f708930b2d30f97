/**
 * The cheerleader after the bets (rulebook «Болельщица», «Карта партнёра», «Карта копии ставки»):
 * face up, she gives the partner card to another seat; as a bet, she lays the copy card next to
 * one of the other seats' face-down bet cards (without seeing it).
 */
import { ok, type Result } from '../../../../../lib/result';
import { cloneState } from '../../copy';
import type { RsMove, RsState } from '../../types';
import { openPrep } from './prep';
import { isCheerleader } from './types';
import { cloneStd } from './quick-copy';
import { fail, type Code } from '../../../codes';

/** After the bets: the cheerleader's step if she is in play, else preparation. */
export function openCheer(state: RsState): RsState {
  const std = state.std!;
  const cheer = std.seats.findIndex((s) => s.chars.some(isCheerleader));
  if (cheer < 0) return openPrep(state);
  const bets = std.seats[cheer]!.bets ?? [];
  const next = cloneState(state);
  next.phase = 'cheer';
  next.std = cloneStd(std);
  next.std.partner = bets.length === 0 ? { cheer, partner: null } : null;
  next.std.copy = bets.length === 0 ? null : { cheer, seat: null, index: 0 };
  return next;
}

/** The cheerleader's seat while she chooses. */
export const cheerToMove = (state: RsState): number | null => state.std?.partner?.cheer ?? state.std?.copy?.cheer ?? null;

/** Every partner card or copy card placement open to her. */
export function cheerMoves(state: RsState): RsMove[] {
  const seat = cheerToMove(state);
  if (seat === null) return [];
  const std = state.std!;
  const out: RsMove[] = [];
  for (let s = 0; s < std.seats.length; s++) {
    if (s === seat) continue;
    if (std.partner) out.push({ t: 'partner', seat: s });
    else (std.seats[s]!.bets ?? []).forEach((_, index) => out.push({ t: 'copy', seat: s, index }));
  }
  return out;
}

/** Applies her choice and opens preparation. */
export function applyCheer(state: RsState, move: RsMove): Result<RsState, Code> {
  const seat = cheerToMove(state);
  const std = state.std;
  if (seat === null || !std) return fail('ERR_BAD_STATE');
  if (move.t !== 'partner' && move.t !== 'copy') return fail('ERR_WRONG_PHASE', { phase: state.phase });
  if (move.t === 'partner' ? !std.partner : !std.copy) return fail('ERR_WRONG_PHASE', { phase: state.phase });
  const target = move.seat;
  if (!Number.isInteger(target) || target < 0 || target >= std.seats.length || target === seat) return fail('ERR_BAD_SEAT', { seat: String(target) });
  const next = cloneState(state);
  next.std = cloneStd(std);
  if (move.t === 'partner') next.std.partner = { cheer: seat, partner: target };
  else {
    const bets = std.seats[target]!.bets ?? [];
    if (!Number.isInteger(move.index) || move.index < 0 || move.index >= bets.length)
      return fail('ERR_NO_SUCH_BET', { seat: target, index: String(move.index) });
    next.std.copy = { cheer: seat, seat: target, index: move.index };
  }
  return ok(openPrep(next));
}
