/**
 * The game for two (rulebook «Игра на двоих») as the play screen words it: its fixed numbers,
 * read from data/ so the setup note, the table and the scorer agree.
 */
import { CATCH_UP_STEP, JESTER_DEAL_PENALTY, TRICKS_PER_ROUND, TWO_PLAYER_START } from '../../data/decks';
import { JACK_SHIFT } from '../../data/rulers';
import type { RsView } from '../../engine/types';
import { scorer } from '../../score';
import { roundsInput } from './roundSummary';

/** Seats of the game for two. */
export const TWO = 2;

/** The numbers the setup note and the table show for the game for two. */
export const TWO_PLAYER_FACTS = {
  startVp: TWO_PLAYER_START,
  tricks: TRICKS_PER_ROUND['two-players'],
  /** VP lost per card of the deal colour: rounds 1-2, round 3 (positive numbers, for words). */
  dealRate: -JESTER_DEAL_PENALTY.early,
  dealRateLast: -JESTER_DEAL_PENALTY.last,
  jackShift: JACK_SHIFT,
  catchUpStep: CATCH_UP_STEP,
} as const;

/** VP lost per card of the deal colour in `round` (1-3): 10, then 20 in the last round. */
export const dealRate = (round: number): number => (round >= 3 ? TWO_PLAYER_FACTS.dealRateLast : TWO_PLAYER_FACTS.dealRate);

/** True in the game for two (the standard game with two seats). */
export const isTwoPlayer = (view: Pick<RsView, 'config'>): boolean => view.config.mode === 'standard' && view.config.players === TWO;

/**
 * Who trails after round 2 and by how much (the catch-up kings' reason): the scorer's totals over
 * the first two rounds, not the live VP, which round 3's queen recharges change (ruling-catch-up-
 * kings). While the catch-up king is chosen nothing has changed yet, so the live VP stand in if
 * the scorer cannot be asked. Null before round 3, or on a tie.
 */
export function trailAfterRound2(view: RsView): { seat: number; gap: number; kings: number } | null {
  if (!isTwoPlayer(view) || view.round < 3) return null;
  const scored = view.rounds.length >= 2 ? scorer.score(roundsInput(view, 2)) : null;
  const live = view.phase === 'catchUp' ? view.seats.map((s) => s.score) : null;
  const totals = scored?.ok ? [scored.value.totals['0'] ?? 0, scored.value.totals['1'] ?? 0] : live;
  if (!totals || totals[0] === totals[1]) return null;
  const [a, b] = totals as [number, number];
  const gap = Math.abs(a - b);
  return { seat: a < b ? 0 : 1, gap, kings: Math.min(2, Math.floor(gap / CATCH_UP_STEP)) };
}

/**
 * The game for two before round 1's deal: ruler sets are being taken («Подготовка к игре» 2) and
 * nobody holds a card yet, so the table has no trump to show yet (black is trump all game).
 */
export const settingUpTwo = (view: RsView): boolean =>
  isTwoPlayer(view) && view.round === 1 && view.phase === 'squad' && view.seats.some((s) => s.set === null);
