/**
 * Starting a standard round (rulebook «Ход игры»): shuffle and deal five cards each, then the
 * squad step. Round 1 opens the snake draft of ruler sets and characters from a drawn seat;
 * rounds 2-3 open the redraft in ascending king-number order, name the jester-deal king (when
 * the table plays with it) and keep kings, queens and scores as they lie.
 */
import { nextInt } from '../../../../../lib/rng';
import { RULER_COLOURS } from '../../../data/colours';
import { deal, shuffled } from '../../deal';
import { freshSeat, resetRoundFields } from '../../seat';
import type { RsState } from '../../types';
import { STD_HAND, characterCards, kingOrder, stdDeck } from './deck';
import type { StdSeat, StdState } from './types';

/** Round-1 draft order: clockwise from `start`, back counter-clockwise, twice (book: 1-5, 5-1, 1-5, 5-1). */
export function snakeOrder(start: number, n: number): number[] {
  const there = Array.from({ length: n }, (_, i) => (start + i) % n);
  const back = there.slice().reverse();
  return [...there, ...back, ...there, ...back];
}

const freshStdSeat = (): StdSeat => ({ chars: [], lastChars: [], bets: null, hermitLeft: 0, exchangeLeft: false, recharged: false });

/** A fresh standard part of the state for round 1. */
function firstStd(state: RsState, order: number[]): StdState {
  const cards = characterCards(state.config);
  return {
    seats: state.seats.map(freshStdSeat),
    draft: { order, sets: [...RULER_COLOURS], pool: cards.slice() },
    betOrder: [],
    partner: null,
    copy: null,
    prep: [],
    pending: null,
    ninjaPassed: [],
    ninjaTrick: 0,
    dealKing: null,
    unchosen: [],
    cards,
  };
}

/** The jester-deal king of round `round` (2-3): 4 players the one unchosen king, 3 players one each round. */
function dealKingOf(state: RsState, std: StdState): StdState['dealKing'] {
  if (!state.config.options?.jesterDeal || state.round < 2) return null;
  return std.unchosen[state.config.players === 3 ? state.round - 2 : 0] ?? null;
}

/** Deals round `state.round` and opens its squad step. */
export function startStdRound(state: RsState): RsState {
  const n = state.config.players;
  const mixed = shuffled(state.rng, stdDeck(n));
  const piles = deal(
    mixed.cards,
    Array.from({ length: n }, () => STD_HAND),
  );
  const base: RsState = {
    ...state,
    deck: piles[n] ?? [],
    phase: 'squad',
    trick: null,
    history: [],
    lead: null,
    trump: null,
    auction: null,
    draft: null,
    reveal: null,
    pickOrder: [],
    discardOrder: [],
  };
  if (state.round <= 1 || !state.std) {
    const drawn = nextInt(mixed.rng, n);
    const order = snakeOrder(drawn.value, n);
    const seats = piles.slice(0, n).map((hand) => ({ ...freshSeat(), hand }));
    return { ...base, rng: drawn.state, seats, first: order[0]!, std: firstStd({ ...base, seats }, order) };
  }
  const seats = state.seats.map((seat, i) => ({ ...resetRoundFields(seat), hand: piles[i] ?? [] }));
  const order = kingOrder(seats, state.config.values!.kingNumbers);
  const std: StdState = {
    ...state.std,
    seats: state.std.seats.map((s) => ({ ...freshStdSeat(), lastChars: s.chars.slice() })),
    draft: { order: [...order, ...order, ...order], sets: [], pool: state.std.cards.slice() },
    betOrder: [],
    partner: null,
    copy: null,
    prep: [],
    pending: null,
    ninjaPassed: [],
    ninjaTrick: 0,
  };
  std.dealKing = dealKingOf(state, std);
  return { ...base, rng: mixed.rng, seats, first: order[0]!, std };
}
