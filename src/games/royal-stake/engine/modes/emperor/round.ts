/**
 * Starting an "Emperor" round: round 1 deals 8 each and opens the hidden-card reveal; round 2
 * hands every seat back its own queen and jack, deals 7 each, gives the lead to the lowest king
 * number showing and opens the 4-card exchanges.
 */
import { SPECIAL_IDS, jackId, numberedCards, queenId } from '../../cards';
import { deal, shuffled } from '../../deal';
import { resetRoundFields } from '../../seat';
import type { CardId, RsState, SeatState } from '../../types';
import { EMPEROR_PLAYERS, kingNumberOf } from './config';
import { drawInto, secondExchanger } from './exchange';

/** Cards in hand after the deal: 8 in round 1 (before the reveal), 7 in round 2 (before the courts). */
export const DEAL_SIZE = { 1: 8, 2: 7 } as const;
/** Cards the emperor (and in round 2 the trailing team's exchanger) draws and then discards. */
export const EXCHANGE_SIZE = 4;

/** All 44 minor cards: the 40 numbers, two rarities and two white flags. */
export const emperorDeck = (): CardId[] => [...numberedCards(), ...SPECIAL_IDS];

/** The seat whose king shows the lowest number; the earlier seat on equal numbers. */
export function lowestKingSeat(state: RsState): number {
  let best = 0;
  state.seats.forEach((s, i) => {
    if (kingNumberOf(state.config, s) < kingNumberOf(state.config, state.seats[best]!)) best = i;
  });
  return best;
}

const blank = { auction: null, draft: null, trick: null, history: [], pickOrder: [], discardOrder: [], trump: null };

function startFirstRound(state: RsState, piles: CardId[][]): RsState {
  const seats = state.seats.map((s, i): SeatState => ({ ...resetRoundFields(s), hand: piles[i]!, set: null, king: 'ready', queenUses: 0 }));
  return {
    ...state,
    ...blank,
    seats,
    deck: piles[EMPEROR_PLAYERS]!,
    first: 0,
    lead: null,
    teams: null,
    phase: 'reveal',
    reveal: { chosen: seats.map(() => null), order: [] },
  };
}

function startSecondRound(state: RsState, piles: CardId[][]): RsState {
  // Courts come back to their colour's owner wherever the last round's tricks took them.
  const seats = state.seats.map(
    (s, i): SeatState => ({
      ...resetRoundFields(s),
      queenUses: 0,
      hand: s.set ? [...piles[i]!, queenId(s.set), jackId(s.set)] : piles[i]!,
    }),
  );
  const base: RsState = { ...state, ...blank, seats, deck: piles[EMPEROR_PLAYERS]!, reveal: null, phase: 'discard' };
  const first = lowestKingSeat(base);
  const emperor = state.lead ?? first;
  const second = secondExchanger(base);
  const discardOrder = [{ seat: emperor, count: EXCHANGE_SIZE }];
  if (second !== null) discardOrder.push({ seat: second, count: EXCHANGE_SIZE });
  return drawInto({ ...base, first, discardOrder }, emperor, EXCHANGE_SIZE);
}

/** Shuffles a fresh deck with the state's generator and opens round `state.round`. */
export function startRound(state: RsState): RsState {
  const { cards, rng } = shuffled(state.rng, emperorDeck());
  const size = state.round === 1 ? DEAL_SIZE[1] : DEAL_SIZE[2];
  const piles = deal(
    cards,
    Array.from({ length: EMPEROR_PLAYERS }, () => size),
  );
  const next = { ...state, rng };
  return state.round === 1 ? startFirstRound(next, piles) : startSecondRound(next, piles);
}
