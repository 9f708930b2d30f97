/**
 * The normal bot outside the tricks: bid by hand strength, take the set that suits the hand,
 * draft sets and specials, lay the reveal card and throw away the weakest cards. Each function
 * picks one of the legal moves it is given.
 */
import type { Colour } from '../data/colours';
import { CARD, isSpecial } from '../engine/cards';
import type { CardId, RsMove } from '../engine/types';
import type { Decision } from './table';
import { bestTrump, handWorth, keepValue, suitLengths, tableTrump, trickEstimate } from './values';

/** Tricks the King should expect before bidding on: a little above an even share of 9. */
const BID_THRESHOLD = 3.6;
/** What one unlaid auction card is worth to a King (it may replace a weak card). */
const EXCHANGE_GAIN = 0.15;

/** The move with the highest score (the first on ties, so the move order decides). */
export function best<M>(moves: readonly M[], score: (m: M) => number): M {
  let out = moves[0] as M;
  let top = -Infinity;
  for (const m of moves) {
    const v = score(m);
    if (v > top) [out, top] = [m, v];
  }
  return out;
}

/** "I am King" auction: lay the fewest cards that keep the title if the hand is worth it, else pass. */
export function auctionMove(d: Decision, boldness = 0): RsMove {
  const bids = d.moves.filter((m): m is Extract<RsMove, { t: 'bid' }> => m.t === 'bid');
  const pass = d.moves.find((m) => m.t === 'pass');
  if (bids.length === 0) return pass ?? d.moves[0]!;
  const cheapest = bids.reduce((a, b) => (b.n < a.n ? b : a));
  const left = Math.max(0, 3 - d.laid - cheapest.n);
  const strength = bestTrump(d.hand).tricks + left * EXCHANGE_GAIN;
  return strength >= BID_THRESHOLD - boldness || !pass ? cheapest : pass;
}

/** Preference of the "I am King" opponents' queens (their only working ruler). */
const OPPONENT_SET: Record<Colour, number> = { white: 5, black: 4, red: 3, green: 2, blue: 1 };

/** Worth of a ruler set to a team or "Emperor" seat: trump courts, the white court's freedom, own colour. */
function setWorth(d: Decision, colour: Colour): number {
  const len = suitLengths(d.hand);
  const own = colour === 'white' ? 0 : len[colour];
  if (d.table.config.mode === 'emperor') {
    // White: the emperor draws 4 cards; black: trump 11 and 12; else king colour cards score.
    const base = colour === 'black' ? 3 : colour === 'white' ? 2.5 : 0;
    return base + own * 0.5;
  }
  return (colour === 'black' ? 2 : colour === 'white' ? 1.5 : 0) + own * 0.6;
}

/** A set pick: the King's trump, an opponent's queen, a team or "Emperor" set. */
export function setMove(d: Decision): RsMove {
  const sets = d.moves.filter((m): m is Extract<RsMove, { t: 'set' }> => m.t === 'set');
  if (sets.length === 0) return d.moves[0]!;
  const t = d.table;
  if (t.config.mode === 'i-am-king') {
    if (t.phase === 'kingSet' || t.lead === d.seat) {
      return best(sets, (m) => trickEstimate(d.hand, 'i-am-king', m.colour, true) + (m.colour === 'white' ? 0.15 : 0));
    }
    return best(sets, (m) => OPPONENT_SET[m.colour]);
  }
  return best(sets, (m) => setWorth(d, m.colour));
}

/** Team draft: the better of the best set and the best special still on the table. */
export function draftMove(d: Decision): RsMove {
  return best(d.moves, (m) => {
    if (m.t === 'set') return setWorth(d, m.colour);
    if (m.t === 'special') return CARD[m.card]?.kind === 'rarity' ? 2.6 : 1.2;
    return -1;
  });
}

/** "Emperor" reveal: a high plain card buys an early pick; otherwise give up the weakest card. */
export function revealMove(d: Decision): RsMove {
  const reveals = d.moves.filter((m): m is Extract<RsMove, { t: 'reveal' }> => m.t === 'reveal');
  if (reveals.length === 0) return d.moves[0]!;
  const rank = (c: CardId) => CARD[c]?.rank ?? 0;
  const high = best(reveals, (m) => (CARD[m.card]?.suit === 'black' ? -1 : rank(m.card)));
  if (CARD[high.card]?.suit !== 'black' && rank(high.card) >= 9) return high;
  return best(reveals, (m) => -keepValue(m.card, 'emperor', 'black'));
}

/** Scores discard moves: the worth of the hand they leave (trump in force, or the King's pick). */
export function discardScorer(d: Decision): (m: RsMove) => number {
  const t = d.table;
  const mode = t.config.mode;
  const kingChoosing = mode === 'i-am-king' && t.lead === d.seat && t.trump === null;
  const trump = tableTrump(mode, t.trump);
  const set = t.seats[d.seat]?.set;
  return (m) => {
    if (m.t !== 'discard') return -Infinity;
    const gone = new Set(m.cards);
    const rest = d.hand.filter((c) => !gone.has(c));
    if (kingChoosing) return bestTrump(rest).tricks * 10;
    let worth = handWorth(rest, mode, trump);
    // "Emperor": cards of the own king's colour score when won, so keep them a little longer.
    if (mode === 'emperor' && set) for (const c of rest) if (CARD[c]?.suit === set) worth += 1;
    if (mode !== 'emperor') for (const c of m.cards) if (isSpecial(c)) worth -= 5;
    return worth;
  };
}

/** Discards: keep the hand worth most. */
export const discardMove = (d: Decision): RsMove => best(d.moves, discardScorer(d));
