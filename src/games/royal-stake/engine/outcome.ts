/**
 * The final result: the Royal Stake scorer run on the mode's scorer input, so the play history
 * shows the same breakdown as the score pad. King numbers from the config go in as the printed
 * values the scorer reads (`printed.kingNumbers` / `printed.kingBackNumbers`).
 */
import type { SessionFacts } from '../../../lib/facts';
import type { Outcome, Standing } from '../../types';
import { rsFacts } from '../score/facts';
import { scorer } from '../score';
import { MODE_RULES } from './modes';
import type { RsState } from './types';

/** The scorer input of the whole game so far, printed king numbers included. */
export function fullScorerInput(s: RsState): Record<string, unknown> {
  const input = MODE_RULES[s.config.mode].scorerInput(s);
  const k = s.config.kingNumbers;
  if (!k || input.printed !== undefined) return input;
  return { ...input, printed: { kingNumbers: { ...k.front }, kingBackNumbers: { ...k.back } } };
}

/** The game so far for History: its mode, team places, and in "I am King" the King's rounds and wins. */
export function factsOf(s: RsState): SessionFacts | null {
  return rsFacts(s.config.mode, s.rounds, new Set(s.seats.map((_, i) => String(i)))) ?? null;
}

/** The scorer's result once the game is over; null while it goes on (or if the scorer refuses). */
export function outcomeOf(s: RsState): Outcome | null {
  if (s.phase !== 'over') return null;
  const scored = scorer.score(fullScorerInput(s));
  return scored.ok ? { finished: true, result: scored.value } : null;
}

/**
 * The game so far for Home and History: the round being played and each seat's victory points
 * (public: every seat sees the scores between rounds). Null once the game is over.
 */
export function standingOf(s: RsState): Standing | null {
  if (s.phase === 'over') return null;
  return { round: s.round, totals: Object.fromEntries(s.seats.map((seat, i) => [String(i), seat.score])) };
}
