/** Legal trick moves of the seat to move, and the cards it cannot play with the reason. */
import type { Blocked, CardId, RsMove, RsState } from '../types';
import { canFollow, followsRule, leadSuitOf } from './follow';
import { CARD, type CardInfo } from '../cards';
import { kingFitsCard } from './king';
import { cardQueenOf, readyKingOf, type CardQueen } from './options';
import { seatsActed, trickToMove } from './turn';

/**
 * True when `seatIndex` laid the green queen in a trick of this round (history is per round).
 * Every queen works at most once a round (#queens), even the team-whist green queen that has
 * two uses per game.
 */
export function greenUsedThisRound(state: RsState, seatIndex: number): boolean {
  const trick = state.trick;
  if (trick && trick.greenPending.includes(seatIndex)) return true;
  if (trick) for (const p of trick.plays) if (p.greenQueen && p.seat === seatIndex) return true;
  for (const t of state.history) for (const p of t.plays) if (p.greenQueen && p.seat === seatIndex) return true;
  return false;
}

/** True when the seat to move may lay the green queen: unused, and someone still has to play after it. */
export function greenAllowed(state: RsState, seatIndex: number): boolean {
  const trick = state.trick;
  const seat = state.seats[seatIndex];
  if (!trick || !seat || seat.set !== 'green' || seat.queenUses <= 0) return false;
  if (greenUsedThisRound(state, seatIndex)) return false;
  // Laying her as the last seat to act would change nothing and waste a use (ruling).
  return seatsActed(trick) < state.seats.length - 1;
}

/** Pushes the play of `card` (table entry `c`) with `queen`, and with the king on top when it fits (options.ts kingAllowed). */
function pushPlays(
  out: RsMove[],
  state: RsState,
  card: CardId,
  c: CardInfo | undefined,
  queen: CardQueen | undefined,
  king: ReturnType<typeof readyKingOf>,
  lead: ReturnType<typeof leadSuitOf>,
): void {
  // Literal objects: spreading a move into one with an extra key is very slow in V8.
  out.push(queen ? { t: 'play', card, queen } : { t: 'play', card });
  const fits = king !== null && kingFitsCard(c, queen === 'white' || queen === 'blue' ? queen : undefined, king, lead, state.config.mode, state.trump);
  if (fits) out.push(queen ? { t: 'play', card, queen, king: true } : { t: 'play', card, king: true });
}

/** Every legal move of the seat to move in phase 'trick' (plays with their ruler options, green). */
export function trickMoves(state: RsState): RsMove[] {
  const at = trickToMove(state);
  const seat = at === null ? undefined : state.seats[at];
  if (!seat || !state.trick) return [];
  const lead = leadSuitOf(state.trick.plays);
  const mustFollow = canFollow(seat.hand, lead);
  const queen = cardQueenOf(seat);
  const king = readyKingOf(seat);
  const out: RsMove[] = [];
  for (const card of seat.hand) {
    // The card's table entry read once for the follow rule and the kings (follow.ts followsRule).
    const c = CARD[card];
    if (mustFollow && !(c !== undefined && (c.suit === null || c.suit === lead))) {
      if (queen === 'black') pushPlays(out, state, card, c, 'black', king, lead);
      continue;
    }
    pushPlays(out, state, card, c, undefined, king, lead);
    if (queen !== null && queen !== 'black') pushPlays(out, state, card, c, queen, king, lead);
  }
  if (greenAllowed(state, at!)) out.push({ t: 'green' });
  return out;
}

/**
 * Cards in `seatIndex`'s hand it cannot lay now and why (ERR_MUST_FOLLOW, params.lead). Empty
 * when it is not that seat's turn in a trick. A card the black queen could free is not blocked.
 */
export function blockedCards(state: RsState, seatIndex: number): Blocked[] {
  const seat = state.seats[seatIndex];
  if (state.phase !== 'trick' || !state.trick || !seat || trickToMove(state) !== seatIndex) return [];
  const lead = leadSuitOf(state.trick.plays);
  const mustFollow = canFollow(seat.hand, lead);
  if (cardQueenOf(seat) === 'black') return [];
  const out: Blocked[] = [];
  for (const card of seat.hand) {
    if (!followsRule(card, lead, mustFollow)) out.push({ card, reason: 'ERR_MUST_FOLLOW', params: { lead: lead ?? '' } });
  }
  return out;
}
