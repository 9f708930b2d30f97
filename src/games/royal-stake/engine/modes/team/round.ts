/**
 * Starting a team whist round: round 1 deals the numbers and opens the snake draft of ruler
 * sets and specials; rounds 2 and 3 give every seat its jack back, deal, and let the seat with
 * the lowest king number take the first-player card and the first special.
 */
import { nextInt } from '../../../../../lib/rng';
import { RULER_COLOURS } from '../../../data/colours';
import { SPECIAL_IDS, jackId, numberedCards } from '../../cards';
import { deal, shuffled } from '../../deal';
import { freshSeat, resetRoundFields } from '../../seat';
import type { RsState } from '../../types';
import { TEAM_PLAYERS, TEAM_SEATS, lowestKingSeat } from './config';

/** Numbered cards each seat is dealt (the jack and a special bring the hand to 11). */
export const TEAM_DEAL = 9;

/**
 * Round 1 picking order: clockwise from `first`, then back counter-clockwise starting with
 * whoever picked last (first = 2 gives 2,3,0,1,1,0,3,2).
 */
export function snakeOrder(first: number, n = TEAM_PLAYERS): number[] {
  const there = Array.from({ length: n }, (_, i) => (first + i) % n);
  return [...there, ...there.slice().reverse()];
}

/** Rounds 2-3 special picks: clockwise from the first player, one each. */
export const clockwiseFrom = (first: number, n = TEAM_PLAYERS): number[] => Array.from({ length: n }, (_, i) => (first + i) % n);

/** Deals round `state.round` and opens its draft (see the file comment). */
export function startTeamRound(state: RsState): RsState {
  const mixed = shuffled(state.rng, numberedCards());
  const piles = deal(
    mixed.cards,
    Array.from({ length: TEAM_PLAYERS }, () => TEAM_DEAL),
  );
  const deck = piles[TEAM_PLAYERS] ?? [];
  const base = {
    ...state,
    deck,
    phase: 'draft' as const,
    trick: null,
    history: [],
    lead: null,
    trump: null,
    auction: null,
    reveal: null,
    pickOrder: [],
    discardOrder: [],
    teams: TEAM_SEATS.map((t) => [...t]),
  };
  if (state.round <= 1) {
    const drawn = nextInt(mixed.rng, TEAM_PLAYERS);
    const seats = piles.slice(0, TEAM_PLAYERS).map((hand, i) => ({ ...freshSeat(), score: state.seats[i]?.score ?? 0, hand }));
    const order = snakeOrder(drawn.value);
    return {
      ...base,
      rng: drawn.state,
      seats,
      first: order[0]!,
      draft: { order, specials: [...SPECIAL_IDS], sets: [...RULER_COLOURS] },
    };
  }
  // Kings, queens and sets carry over: their abilities are once per game in this mode.
  const seats = state.seats.map((seat, i) => {
    const hand = [...(piles[i] ?? [])];
    if (seat.set) hand.push(jackId(seat.set));
    return { ...resetRoundFields(seat), hand };
  });
  const numbers = state.config.kingNumbers;
  const first = numbers ? lowestKingSeat(seats, numbers) : 0;
  return {
    ...base,
    rng: mixed.rng,
    seats,
    first,
    draft: { order: clockwiseFrom(first), specials: [...SPECIAL_IDS], sets: [] },
  };
}
