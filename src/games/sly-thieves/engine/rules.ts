/**
 * The referee of one step: `checkMove` says why a move is illegal (a stable ERR_ code) and
 * `performMove` plays a legal one on a draft. Both agree with `legalMoves` exactly, which the
 * property tests check in both directions.
 */
import type { Failure } from '../../../lib/result';
import { PLACEMENT_TILE_VALUE } from '../data/tiles';
import { hasGuard, isBanned, occupancy } from './board';
import { areNeighbours, CENTRE } from './geometry';
import { guardMayEnter, pendingAfterLanding } from './icons';
import { checkRun, seatCanRun } from './movement';
import { catchThief, endTurn, leaveBank, placeThief, putThief, takeTile } from './turn';
import type { Pending, SlyMove, SlyState } from './types';
import { fail, type Code } from '../codes';

/** Placement round: a free cash tile ("Подготовка к игре"). */
function checkPlace(s: SlyState, occ: Int8Array, to: number): Failure<Code> | null {
  const tile = s.tiles[to];
  if (!tile) return fail('ERR_NO_TILE', { room: to });
  if (tile.value !== PLACEMENT_TILE_VALUE) return fail('ERR_NOT_CASH_TILE', { room: to });
  if (occ[to]! >= 0) return fail('ERR_ROOM_TAKEN', { room: to });
  return null;
}

/** The main run of a turn: the seat's own thief along a clear straight line. */
function checkRunMove(s: SlyState, occ: Int8Array, from: number, to: number): Failure<Code> | null {
  const id = occ[from]!;
  if (id < 0) return fail('ERR_NO_THIEF', { room: from });
  if (s.thieves[id]!.seat !== s.seat) return fail('ERR_NOT_YOUR_THIEF', { room: from });
  return checkRun(s, occ, id, from, to);
}

/** An icon follow-up: it must answer the pending icon and obey that icon's limits. */
function checkFollowUp(s: SlyState, occ: Int8Array, p: Pending, m: SlyMove): Failure<Code> | null {
  const mover = s.thieves[p.thief]!;
  switch (m.type) {
    case 'skip':
      return p.icon === 'star' ? fail('ERR_CANNOT_SKIP') : null;
    case 'guard':
      if (p.icon !== 'star') return fail('ERR_WRONG_ICON', { icon: p.icon });
      if (!s.guards.includes(m.from)) return fail('ERR_NO_GUARD', { room: m.from });
      if (!areNeighbours(m.from, m.to)) return fail('ERR_NOT_ADJACENT', { room: m.to });
      return guardMayEnter(s, occ, m.to) ? null : fail('ERR_GUARD_BLOCKED', { room: m.to });
    case 'hatch':
      if (p.icon !== 'hatch') return fail('ERR_WRONG_ICON', { icon: p.icon });
      if (m.from !== mover.room) return fail('ERR_NO_THIEF', { room: m.from });
      if (m.to === m.from || s.tiles[m.to]?.icon !== 'hatch') return fail('ERR_NOT_A_HATCH', { room: m.to });
      if (occ[m.to]! >= 0 || hasGuard(s, m.to)) return fail('ERR_ROOM_TAKEN', { room: m.to });
      return isBanned(s, p.thief, m.to) ? fail('ERR_MOVE_BACK_BANNED', { room: m.to }) : null;
    case 'shift': {
      if (p.icon !== 'whiteThief' && p.icon !== 'blackThief') return fail('ERR_WRONG_ICON', { icon: p.icon });
      const id = occ[m.from]!;
      if (id < 0) return fail('ERR_NO_THIEF', { room: m.from });
      const own = s.thieves[id]!.seat === s.seat;
      if (p.icon === 'whiteThief' && !own) return fail('ERR_NOT_YOUR_THIEF', { room: m.from });
      if (p.icon === 'whiteThief' && id === p.thief) return fail('ERR_SAME_THIEF', { room: m.from });
      if (p.icon === 'blackThief' && own) return fail('ERR_OWN_THIEF', { room: m.from });
      if (!areNeighbours(m.from, m.to)) return fail('ERR_NOT_ADJACENT', { room: m.to });
      if (m.to === CENTRE || occ[m.to]! >= 0 || hasGuard(s, m.to)) return fail('ERR_BLOCKED', { room: m.to });
      return p.icon === 'whiteThief' && isBanned(s, id, m.to) ? fail('ERR_MOVE_BACK_BANNED', { room: m.to }) : null;
    }
    default:
      return fail('ERR_ICON_PENDING', { icon: p.icon });
  }
}

/** Why `m` cannot be played now, or null when it is legal. */
export function checkMove(s: SlyState, occ: Int8Array, m: SlyMove): Failure<Code> | null {
  if (s.phase === 'over') return fail('ERR_GAME_OVER');
  if (m.seat !== s.seat) return fail('ERR_NOT_YOUR_TURN', { seat: s.seat });
  if (s.phase === 'placement') return m.type === 'place' ? checkPlace(s, occ, m.to) : fail('ERR_WRONG_PHASE');
  if (m.type === 'place') return fail('ERR_WRONG_PHASE');
  if (s.pending) return checkFollowUp(s, occ, s.pending, m);
  if (m.type === 'move') return checkRunMove(s, occ, m.from, m.to);
  if (m.type === 'leave') return seatCanRun(s, occ, s.seat) ? fail('ERR_MUST_MOVE') : null;
  return fail('ERR_NO_ICON_PENDING');
}

/** Plays a move already accepted by `checkMove` on a draft (see turn.ts). */
export function performMove(d: SlyState, occ: Int8Array, m: SlyMove): void {
  switch (m.type) {
    case 'place':
      placeThief(d, m.seat, m.to);
      return;
    case 'move': {
      const id = occ[m.from]!;
      // A tile taken is progress (ruling-stalled-game); it goes as the thief leaves, before any
      // icon follow-up (ruling-tile-before-icon).
      if (d.tiles[m.from]) d.lastProgress = d.turns + 1;
      putThief(d, id, m.to);
      takeTile(d, m.seat, m.from);
      d.pending = pendingAfterLanding(d, occupancy(d), id, m.to);
      if (!d.pending) endTurn(d);
      return;
    }
    case 'guard': {
      d.guards[d.guards.indexOf(m.from)] = m.to;
      const caught = occ[m.to]!;
      if (caught >= 0) catchThief(d, caught);
      break;
    }
    case 'hatch':
    case 'shift': {
      const id = occ[m.from]!;
      putThief(d, id, m.to);
      if (m.type === 'shift' && d.pending?.icon === 'blackThief') d.bans = [...d.bans, { thief: id, room: m.from }];
      break;
    }
    case 'leave':
      d.lastProgress = d.turns + 1;
      leaveBank(d, m.seat);
      break;
    case 'skip':
      break;
  }
  endTurn(d);
}
