/**
 * Config check and the deal of an "I am King" round (#mode-i-am-king): 43 cards, 9 in hand and 3
 * face-down auction cards each, 7 left in the deck. The auction opener is drawn for round 1 and
 * moves one seat clockwise every round.
 */
import { ok, type Result } from '../../../../../lib/result';
import { nextInt } from '../../../../../lib/rng';
import { iAmKingDeck } from '../../cards';
import { deal, shuffled } from '../../deal';
import { cloneState } from '../../copy';
import { resetRoundFields } from '../../seat';
import type { RsConfig, RsState } from '../../types';
import { fail, type Code } from '../../../codes';

/** Seats in "I am King". */
export const SEATS = 3;
/** Cards in hand after the deal. */
export const HAND = 9;
/** Face-down auction cards per seat. */
export const AUCTION_CARDS = 3;

/** "I am King" is for exactly three players. */
export function checkConfig(config: RsConfig): Result<true, Code> {
  if (config.mode !== 'i-am-king') return fail('ERR_UNKNOWN_MODE', { value: String(config.mode) });
  if (config.players !== SEATS) return fail('ERR_BAD_PLAYER_COUNT', { value: config.players, expected: SEATS });
  return ok(true);
}

/** Deals round `state.round` and opens its auction. */
export function startRound(state: RsState): RsState {
  const mixed = shuffled(state.rng, iAmKingDeck());
  let rng = mixed.rng;
  const piles = deal(mixed.cards, [HAND, HAND, HAND, AUCTION_CARDS, AUCTION_CARDS, AUCTION_CARDS]);
  let opener: number;
  if (state.round === 1 || !state.auction) {
    const d = nextInt(rng, SEATS);
    opener = d.value;
    rng = d.state;
  } else opener = (state.auction.opener + 1) % SEATS;
  const seats = state.seats.map((old, i) => {
    const s = resetRoundFields(old);
    s.hand = piles[i]!;
    s.auction = piles[SEATS + i]!;
    s.set = null;
    s.king = 'off';
    s.queenUses = 0;
    return s;
  });
  const next = cloneState(state);
  next.rng = rng;
  next.phase = 'auction';
  next.seats = seats;
  next.deck = piles[2 * SEATS]!;
  // Until the auction ends, `first` names the opener; then the King, who leads.
  next.first = opener;
  next.lead = null;
  next.trump = null;
  // The opener has said "I am King" and holds the title with nothing laid; the next seat acts.
  next.auction = { opener, turn: (opener + 1) % SEATS, passed: [], holder: opener, top: 0 };
  next.pickOrder = [];
  next.discardOrder = [];
  next.trick = null;
  next.history = [];
  return next;
}
