/**
 * Legal moves and `apply`: what the seat to move may do now, and playing one untrusted move.
 */
import { ok, type Result } from '../../../lib/result';
import { isRecord } from '../../../lib/read';
import { PLACEMENT_TILE_VALUE } from '../data/tiles';
import { occupancy } from './board';
import { isRoomIndex } from './geometry';
import { followUpMoves } from './icons';
import { runMoves } from './movement';
import { checkMove, performMove } from './rules';
import { draftOf } from './turn';
import { MOVE_TYPES, type SlyMove, type SlyState } from './types';
import { fail, type Code } from '../codes';

/** Every move the seat to move may make; empty only once the game is over. */
export function legalMoves(s: SlyState): SlyMove[] {
  if (s.phase === 'over') return [];
  const seat = s.seat;
  const occ = occupancy(s);
  if (s.phase === 'placement') {
    const moves: SlyMove[] = [];
    s.tiles.forEach((tile, to) => {
      if (tile?.value === PLACEMENT_TILE_VALUE && occ[to]! < 0) moves.push({ type: 'place', seat, to });
    });
    return moves;
  }
  if (s.pending) return followUpMoves(s, occ, s.pending);
  const runs = runMoves(s, occ, seat);
  return runs.length > 0 ? runs : [{ type: 'leave', seat }];
}

/** Reads an untrusted move into a clean one (unknown fields dropped) or a shape error. */
export function parseMove(raw: unknown): Result<SlyMove, Code> {
  if (!isRecord(raw)) return fail('ERR_BAD_MOVE');
  const type = raw.type as SlyMove['type'];
  if (!MOVE_TYPES.includes(type)) return fail('ERR_BAD_MOVE', { type: String(raw.type) }, 'type');
  const seat = raw.seat;
  if (!Number.isInteger(seat)) return fail('ERR_BAD_MOVE', undefined, 'seat');
  const rooms = type === 'place' ? ['to'] : type === 'skip' || type === 'leave' ? [] : ['from', 'to'];
  for (const key of rooms) {
    const v = raw[key];
    if (!Number.isInteger(v)) return fail('ERR_BAD_MOVE', undefined, key);
    if (!isRoomIndex(v)) return fail('ERR_OFF_BOARD', { room: v as number }, key);
  }
  const s = seat as number;
  const from = raw.from as number;
  const to = raw.to as number;
  switch (type) {
    case 'place':
      return ok({ type, seat: s, to });
    case 'skip':
    case 'leave':
      return ok({ type, seat: s });
    default:
      return ok({ type, seat: s, from, to });
  }
}

/** Plays one untrusted move: the next state, or the reason it is illegal. Never throws. */
export function applyMove(s: SlyState, raw: unknown): Result<SlyState, Code> {
  const move = parseMove(raw);
  if (!move.ok) return move;
  const occ = occupancy(s);
  const problem = checkMove(s, occ, move.value);
  if (problem) return problem;
  const d = draftOf(s);
  performMove(d, occ, move.value);
  return ok(d);
}
