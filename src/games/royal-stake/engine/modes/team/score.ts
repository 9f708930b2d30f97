/**
 * Team whist round end: the round's results in the scorer's own input shape (score/team.ts),
 * the running team points taken from the scorer, and whether a further round is played.
 */
import { RULER_COLOURS } from '../../../data/colours';
import { TEAM } from '../../../data/modes';
import { MAX_ROUNDS } from '../../../data/decks';
import { RED_QUEEN_WINS } from '../../../data/rulers';
import { scoreRounds } from '../../../score';
import type { RsState, SeatState } from '../../types';
import { TEAM_SEATS } from './config';

/** The scorer's id of a seat. */
const idOf = (seat: number): string => String(seat);

/** One round of the scorer's input: every seat's tricks, king face down, red queen win. */
export function roundEntry(seats: readonly SeatState[]): { players: Record<string, Record<string, unknown>> } {
  const players: Record<string, Record<string, unknown>> = {};
  seats.forEach((s, i) => {
    players[idOf(i)] = { tricks: s.tricks, kingUsed: s.king === 'used', redQueen: s.redQueenWin };
  });
  return { players };
}

/** The whole game so far as the scorer's team whist input (players "0".."3"). */
export function teamScorerInput(state: RsState): Record<string, unknown> {
  const kn = state.config.kingNumbers;
  const pick = (side: 'front' | 'back') => Object.fromEntries(RULER_COLOURS.map((c) => [c, kn?.[side][c]]));
  return {
    mode: 'team',
    players: state.seats.map((s, i) => ({ id: idOf(i), rulers: s.set })),
    teams: TEAM_SEATS.map((t) => t.map(idOf)),
    printed: kn ? { kingNumbers: pick('front'), kingBackNumbers: pick('back') } : {},
    rounds: state.rounds,
  };
}

/** The book's rule, used only if the scorer refuses (a corrupt state): 100 to the majority, both when level. */
function fallbackScores(state: RsState): number[] {
  const wins = TEAM_SEATS.map((t) =>
    t.reduce((s, i) => {
      const seat = state.seats[i]!;
      return s + seat.tricks + (seat.redQueenWin ? RED_QUEEN_WINS : 0);
    }, 0),
  );
  const gain = TEAM_SEATS.map((_, k) => (wins[k]! >= wins[1 - k]! ? TEAM.majority : 0));
  return state.seats.map((s, i) => s.score + gain[TEAM_SEATS.findIndex((t) => t.includes(i))]!);
}

/** True when the game goes on after `round` with these team points (the scorer's round-3 rule). */
export function playsAnotherRound(round: number, teamPoints: readonly number[]): boolean {
  const [a = 0, b = 0] = teamPoints;
  if (round >= MAX_ROUNDS.team || a >= TEAM.winningScore || b >= TEAM.winningScore) return false;
  return round < 2 || a === b;
}

/**
 * Records the finished round, updates every seat's points (a team's points on both partners)
 * and returns the state for the next round's start, or the finished game.
 */
export function recordRound(state: RsState): { state: RsState; another: boolean } {
  const rounds = [...state.rounds, roundEntry(state.seats)];
  const recorded = { ...state, rounds };
  const totals = scoreRounds(teamScorerInput(recorded));
  const last = totals.ok ? totals.value.running[totals.value.running.length - 1] : undefined;
  const scores = last ? state.seats.map((_, i) => last[idOf(i)] ?? 0) : fallbackScores(state);
  const seats = state.seats.map((s, i) => ({ ...s, score: scores[i]! }));
  const teamPoints = TEAM_SEATS.map((t) => scores[t[0]!]!);
  const another = playsAnotherRound(state.round, teamPoints);
  if (!another) return { state: { ...recorded, seats, phase: 'over', trick: null, draft: null }, another };
  return { state: { ...recorded, seats, round: state.round + 1 }, another };
}
