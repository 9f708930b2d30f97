/**
 * Starting a standard round (rulebook «Ход игры»; 2 players «Игра на двоих»: nine cards and the
 * king deck's deal king every round): shuffle and deal five cards each, then the
 * squad step. Round 1 opens the snake draft of ruler sets and characters from a drawn seat;
 * rounds 2-3 open the redraft in ascending king-number order, name the jester-deal king (when
 * the table plays with it) and keep kings, queens and scores as they lie.
 */
import { nextInt } from '../../../../../lib/rng';
import { RULER_COLOURS } from '../../../data/colours';
import { deal, shuffled } from '../../deal';
import { TWO_PLAYER_START } from '../../../data/decks';
import { freshSeat, resetRoundFields } from '../../seat';
import type { RsState } from '../../types';
import { characterCards, handSize, kingOrder, stdDeck } from './deck';
import { isTwoPlayer } from './config';
import { dealTwoSets, twoSetOrder } from './two-setup';
import type { StdSeat, StdState } from './types';
import { cloneStd } from './quick-copy';
import { cloneState } from '../../copy';

/** Round-1 draft order: clockwise from `start`, back counter-clockwise, twice (book: 1-5, 5-1, 1-5, 5-1). */
export function snakeOrder(start: number, n: number): number[] {
  // Plain loops (Array.from and spreads showed in the setup profile of bot playouts).
  const out: number[] = [];
  for (let lap = 0; lap < 2; lap++) {
    for (let i = 0; i < n; i++) out.push((start + i) % n);
    for (let i = n - 1; i >= 0; i--) out.push((start + i) % n);
  }
  return out;
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

/**
 * The jester-deal king of round `round`: 2 players the king deck's entry for the round (round 1
 * is named once the sets are taken); 3-5 players from round 2, 4 players the one unchosen king,
 * 3 players one each round.
 */
function dealKingOf(state: RsState, std: StdState): StdState['dealKing'] {
  if (isTwoPlayer(state.config)) return std.kingDeck?.[state.round - 1] ?? null;
  if (!state.config.options?.jesterDeal || state.round < 2) return null;
  return std.unchosen[state.config.players === 3 ? state.round - 2 : 0] ?? null;
}

/** Deals round `state.round` and opens its squad step. */
export function startStdRound(state: RsState): RsState {
  const n = state.config.players;
  const mixed = shuffled(state.rng, stdDeck(n));
  const piles = deal(mixed.cards, new Array<number>(n).fill(handSize(n)));
  // Copies and field writes, not spreads: this runs at every round end of every bot playout (quick-copy.ts).
  const base = cloneState(state);
  base.deck = piles[n] ?? [];
  base.phase = 'squad';
  base.trick = null;
  base.history = [];
  base.lead = null;
  base.trump = null;
  base.auction = null;
  base.draft = null;
  base.reveal = null;
  base.pickOrder = [];
  base.discardOrder = [];
  if (state.round <= 1 || !state.std) {
    const drawn = nextInt(mixed.rng, n);
    // Two players take their sets first (drawn seat, then the other); the characters follow (two-setup.ts).
    const order = isTwoPlayer(state.config) ? twoSetOrder(drawn.value) : snakeOrder(drawn.value, n);
    const two = isTwoPlayer(state.config);
    base.seats = piles.slice(0, n).map((hand) => {
      const s = freshSeat();
      // Two players choose their sets in the preparation, before any card is dealt (two-setup.ts):
      // the shuffled deck waits face down until both sets are taken.
      if (!two) s.hand = hand;
      // Two players start with 50 VP (rulebook «Подготовка к игре», step 1): the table shows them from round 1.
      else s.score = TWO_PLAYER_START;
      return s;
    });
    if (two) base.deck = mixed.cards;
    base.rng = drawn.state;
    base.first = order[0]!;
    base.std = firstStd(base, order);
    return two && state.config.options?.randomSets === true ? dealTwoSets(base, drawn.value, drawn.state) : base;
  }
  const seats = state.seats.map((seat, i) => {
    const s = resetRoundFields(seat);
    s.hand = piles[i] ?? [];
    return s;
  });
  const order = kingOrder(seats, state.config.values!.kingNumbers);
  const std: StdState = cloneStd(state.std);
  // Two players may take back last round's characters («Вы можете выбирать персонажа…»): nothing is barred.
  std.seats = state.std.seats.map((s) => {
    const c = freshStdSeat();
    c.lastChars = isTwoPlayer(state.config) ? [] : s.chars.slice();
    return c;
  });
  // Three picks each, in king order (a loop: concat showed in the round-end profile).
  const picks: number[] = [];
  for (let lap = 0; lap < 3; lap++) for (let i = 0; i < order.length; i++) picks.push(order[i]!);
  std.draft = { order: picks, sets: [], pool: state.std.cards.slice() };
  std.betOrder = [];
  std.partner = null;
  std.copy = null;
  std.prep = [];
  std.pending = null;
  std.ninjaPassed = [];
  std.ninjaTrick = 0;
  std.dealKing = dealKingOf(state, std);
  base.rng = mixed.rng;
  base.seats = seats;
  base.first = order[0]!;
  base.std = std;
  return base;
}
