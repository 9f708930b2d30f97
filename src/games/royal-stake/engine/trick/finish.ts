/**
 * The end of a trick: the winner takes the cards and leads next; in "I am King" a white flag over
 * rarities pays at once (#mode-i-am-king); the red queen counts only for a trick its player won.
 * After the last trick the mode scores the round.
 */
import { I_AM_KING } from '../../data/modes';
import { appended, cloneSeat, cloneState, copied } from '../copy';
import { MODE_RULES } from '../modes';
import type { DoneTrick, RsState } from '../types';
import { trickWinner } from './winner';

/** VP a winning white flag earns at once in "I am King" for beating `rarities` rarity-strength cards. */
export const flagBonusFor = (rarities: number): number => (rarities > 1 ? I_AM_KING.flagOverRarities : I_AM_KING.flagOverOneRarity);

/** Closes the full trick on the table of `state` (every seat has played). */
export function finishTrick(state: RsState): RsState {
  const trick = state.trick!;
  const mode = state.config.mode;
  const v = trickWinner(trick.plays, mode, state.trump);
  const play = trick.plays[v.index]!;
  const winner = play.seat;
  const bonus = mode === 'i-am-king' && v.flagOverRarity ? flagBonusFor(v.rarities) : 0;
  const seats = state.seats.slice();
  const w = seats[winner]!;
  const won = copied(w.won);
  for (let i = 0; i < trick.plays.length; i++) won.push(trick.plays[i]!.card);
  const ws = cloneSeat(w);
  ws.won = won;
  ws.tricks += 1;
  if (play.redQueen) ws.redQueenWin = true;
  if (bonus > 0) {
    ws.flagWins = appended(w.flagWins, v.rarities);
    ws.score += bonus;
  }
  seats[winner] = ws;
  const done: DoneTrick = { leader: trick.leader, plays: trick.plays, winner, flagBonus: bonus };
  const next = cloneState(state);
  next.seats = seats;
  next.history = appended(state.history, done);
  let over = true;
  for (const s of seats) if (s.hand.length > 0) over = false;
  next.trick = over ? null : { leader: winner, plays: [], greenPending: [] };
  return over ? MODE_RULES[mode].endRound(next) : next;
}
