/**
 * Round results in the scorer's "Emperor" input (score/emperor.ts), so the game's outcome and
 * every seat's running VP are exactly the scorer's; then round 2 or the end of the game.
 */
import { RULER_COLOURS } from '../../../data/colours';
import { MAX_ROUNDS } from '../../../data/decks';
import { scoreRounds } from '../../../score';
import { CARD } from '../../cards';
import type { RsState, SeatState } from '../../types';
import { startRound } from './round';

/** One seat's line of a round: tricks, whether its king is down, won cards by kind. */
export function seatRoundInput(seat: SeatState): Record<string, unknown> {
  const won = { red: 0, blue: 0, green: 0, black: 0, rarity: 0, whiteFlag: 0 };
  const courtCards: string[] = [];
  for (const id of seat.won) {
    const c = CARD[id];
    if (!c) continue;
    if (c.kind === 'number' && c.suit) won[c.suit]++;
    else if (c.kind === 'rarity' || c.kind === 'whiteFlag') won[c.kind]++;
    else courtCards.push(id);
  }
  return { tricks: seat.tricks, kingUsed: seat.king === 'used', won, courtCards };
}

/** The finished round's scorer input: players "0".."4". */
export function roundInput(state: RsState): Record<string, unknown> {
  return { players: Object.fromEntries(state.seats.map((s, i) => [String(i), seatRoundInput(s)])) };
}

/** The whole game so far as the scorer's input (printed king numbers from the config). */
export function scorerInput(state: RsState): Record<string, unknown> {
  const kn = state.config.kingNumbers;
  const pick = (side: 'front' | 'back') => Object.fromEntries(RULER_COLOURS.map((c) => [c, kn?.[side][c]]));
  return {
    mode: 'emperor',
    players: state.seats.map((s, i) => ({ id: String(i), rulers: s.set })),
    ...(kn ? { printed: { kingNumbers: pick('front'), kingBackNumbers: pick('back') } } : {}),
    rounds: state.rounds,
  };
}

/** Records the round, sets every seat's VP to the scorer's running total, then deals or ends. */
export function endRound(state: RsState): RsState {
  const rounds = [...state.rounds, roundInput(state)];
  const withRounds: RsState = { ...state, rounds, trick: null };
  const totals = scoreRounds(scorerInput(withRounds));
  // The scorer refuses only a corrupt state; then the VP stay as they were rather than guessed.
  const running = totals.ok ? totals.value.running[totals.value.running.length - 1] : undefined;
  const seats = running ? state.seats.map((s, i) => ({ ...s, score: running[String(i)] ?? s.score })) : state.seats;
  const next: RsState = { ...withRounds, seats };
  if (state.round >= MAX_ROUNDS.emperor) return { ...next, phase: 'over' };
  return startRound({ ...next, round: state.round + 1 });
}
