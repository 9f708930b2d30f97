/**
 * The final result: the Royal Stake scorer run on the mode's scorer input, so the play history
 * shows the same breakdown as the score pad. King numbers from the config go in as the printed
 * values the scorer reads (`printed.kingNumbers` / `printed.kingBackNumbers`).
 */
import type { GameFacts, Outcome } from '../../types';
import { kingRounds } from '../score/king-rounds';
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

/** "I am King": the rounds played so far with a King, and how many the King won (for History). */
export function factsOf(s: RsState): GameFacts | null {
  if (s.config.mode !== 'i-am-king') return null;
  const king = kingRounds(s.rounds, new Set(s.seats.map((_, i) => String(i))));
  return king ? { kingRounds: king } : null;
}

/** The scorer's result once the game is over; null while it goes on (or if the scorer refuses). */
export function outcomeOf(s: RsState): Outcome | null {
  if (s.phase !== 'over') return null;
  const scored = scorer.score(fullScorerInput(s));
  return scored.ok ? { finished: true, result: scored.value } : null;
}
