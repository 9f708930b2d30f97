/** Fresh seats and the per-round reset every mode does when a round starts. */
import { cloneSeat } from './copy';
import type { SeatState } from './types';

/** A seat before the first deal: no cards, no rulers, no score. */
export function freshSeat(): SeatState {
  return {
    hand: [],
    auction: [],
    laid: [],
    discarded: [],
    set: null,
    king: 'off',
    queenUses: 0,
    won: [],
    tricks: 0,
    redQueenWin: false,
    flagWins: [],
    score: 0,
  };
}

/** A copy of `seat` with this round's results and auction piles emptied (hand, rulers, score kept). */
export function resetRoundFields(seat: SeatState): SeatState {
  const s = cloneSeat(seat);
  s.won = [];
  s.tricks = 0;
  s.redQueenWin = false;
  s.flagWins = [];
  s.discarded = [];
  s.laid = [];
  s.auction = [];
  return s;
}
