/**
 * Round end (#mode-i-am-king): the round's results are kept in the scorer's own input format
 * (score/i-am-king.ts) for the outcome, seat scores grow by the round's points (equal to the
 * scorer's running totals, tested), and the next round is dealt; after round 3 the game is over.
 */
import { MAX_ROUNDS } from '../../../data/decks';
import { roundPoints } from './points';
import { cloneSeat, cloneState } from '../../copy';
import type { RsState } from '../../types';
import { startRound } from './start';

/** The scorer's record of the round just played. */
export function roundRecord(state: RsState): Record<string, unknown> {
  const players: Record<string, unknown> = {};
  state.seats.forEach((s, i) => {
    players[String(i)] = { rulers: s.set, tricks: s.tricks, redQueen: s.redQueenWin, flagWins: s.flagWins.slice() };
  });
  return { king: String(state.lead), players };
}

/** The whole game so far as the scorer's "I am King" input (players "0", "1", "2"). */
export function scorerInput(state: RsState): Record<string, unknown> {
  return { mode: 'i-am-king', players: state.seats.map((_, i) => ({ id: String(i) })), rounds: state.rounds };
}

/** A seat's score before this round: its score now minus the flag bonuses it won this round. */
function scoreBefore(state: RsState, seat: number): number {
  let flags = 0;
  for (const t of state.history) if (t.winner === seat) flags += t.flagBonus;
  return state.seats[seat]!.score - flags;
}

/** Scores the finished round and deals the next one, or ends the game after round 3. */
export function endRound(state: RsState): RsState {
  const next = cloneState(state);
  next.rounds = [...state.rounds, roundRecord(state)];
  // Flag bonuses were added to seat.score at once when won; the rest of the round's points now.
  const points = roundPoints(state.seats, state.lead!);
  next.seats = state.seats.map((old, i) => {
    const s = cloneSeat(old);
    s.score = scoreBefore(state, i) + points[i]!;
    return s;
  });
  next.trick = null;
  if (state.round >= MAX_ROUNDS['i-am-king']) {
    next.phase = 'over';
    return next;
  }
  next.round = state.round + 1;
  return startRound(next);
}
