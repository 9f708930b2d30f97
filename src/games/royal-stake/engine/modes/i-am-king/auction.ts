/**
 * The auction for the title (#mode-i-am-king), as ruled in the brief: a bid lays n >= 1 more of
 * your own face-down auction cards and your laid total must reach the current top (equal takes
 * the title); passing is final; when two have passed the third is King.
 */
import { ok, type Result } from '../../../../../lib/result';
import { cloneSeat, cloneState } from '../../copy';
import type { AuctionState, RsMove, RsState } from '../../types';
import { startKingDiscard } from './discard';
import { SEATS } from './start';
import { fail, type Code } from '../../../codes';

/** Legal auction moves of the seat whose turn it is: pass, or any bid that reaches the top. */
export function auctionMoves(state: RsState): RsMove[] {
  const a = state.auction;
  const seat = a ? state.seats[a.turn] : undefined;
  if (!a || !seat) return [];
  const out: RsMove[] = [{ t: 'pass' }];
  for (let n = 1; n <= seat.auction.length; n++) if (seat.laid.length + n >= a.top) out.push({ t: 'bid', n });
  return out;
}

/** The next seat clockwise after `from` that has not passed. */
function nextActive(from: number, passed: readonly number[]): number {
  let s = from;
  do s = (s + 1) % SEATS;
  while (passed.includes(s));
  return s;
}

const auctionOf = (opener: number, turn: number, passed: number[], holder: number, top: number): AuctionState => ({ opener, turn, passed, holder, top });

/** Once two have passed: the third is King; auction cards are taken up and the King discards. */
function closeAuction(state: RsState): RsState {
  const a = state.auction!;
  const king = [0, 1, 2].find((s) => !a.passed.includes(s))!;
  const next = cloneState(state);
  next.phase = 'kingSet';
  next.lead = king;
  next.first = king;
  next.auction = auctionOf(a.opener, king, a.passed, king, a.top);
  return startKingDiscard(next);
}

/** Applies a bid or a pass of the seat whose turn it is. */
export function applyAuction(state: RsState, move: RsMove): Result<RsState, Code> {
  const a = state.auction;
  const seat = a ? state.seats[a.turn] : undefined;
  if (!a || !seat) return fail('ERR_BAD_STATE');
  if (move.t === 'pass') {
    const passed = [...a.passed, a.turn];
    const next = cloneState(state);
    next.auction = auctionOf(a.opener, passed.length >= SEATS - 1 ? a.turn : nextActive(a.turn, passed), passed, a.holder, a.top);
    return ok(passed.length >= SEATS - 1 ? closeAuction(next) : next);
  }
  if (move.t !== 'bid') return fail('ERR_WRONG_PHASE', { phase: state.phase });
  const n = move.n;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 3) return fail('ERR_BAD_BID', { n: String(n) });
  if (n > seat.auction.length) return fail('ERR_NOT_ENOUGH_AUCTION_CARDS', { n, left: seat.auction.length });
  const total = seat.laid.length + n;
  if (total < a.top) return fail('ERR_BID_TOO_LOW', { total, top: a.top });
  const seats = state.seats.slice();
  const s = cloneSeat(seat);
  s.laid = [...seat.laid, ...seat.auction.slice(0, n)];
  s.auction = seat.auction.slice(n);
  seats[a.turn] = s;
  const next = cloneState(state);
  next.seats = seats;
  next.auction = auctionOf(a.opener, nextActive(a.turn, a.passed), a.passed, a.turn, total);
  return ok(next);
}
