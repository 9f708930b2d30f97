/**
 * Determinization: one full game state that agrees with everything a seat can see (its view and
 * the public results of earlier rounds), with the hidden cards dealt at random. Hands respect
 * the voids a seat has shown and the cards whose holder is known; the hard bot plays its
 * playouts on many such states. Nothing here reads the real state's hidden parts.
 */
import { stepInPlace, type RngState } from '../../../lib/rng';
import { CARD, isSpecial } from '../engine/cards';
import type { CardId, RsState, RsView, SeatState } from '../engine/types';
import { followSuit, knownHolders, seenCards, universe, voidsOf } from './knowledge';
import { sampledStd } from './stdWorld';

/** Cards each team seat is dealt before its jack and special join the hand. */
const TEAM_DEAL = 9;

/** The unseen cards of a view (fixed order); what the determinizer deals out. */
export function unseenCards(view: RsView): CardId[] {
  const seen = seenCards(view);
  return universe(view).filter((c) => !seen.has(c));
}

/** Fisher-Yates in place with a generator the caller owns. */
function shuffleInPlace(rng: number[], items: CardId[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor((stepInPlace(rng) / 4294967296) * (i + 1));
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
}

/** Removes and returns the first pool card that passes `ok` (any card when none does). */
function take(pool: CardId[], ok: (c: CardId) => boolean): CardId | undefined {
  let at = pool.findIndex(ok);
  if (at < 0) at = pool.length - 1;
  if (at < 0) return undefined;
  return pool.splice(at, 1)[0];
}

/** Team whist: true when a hidden hand must hold exactly one special (each seat takes one). */
function needsSpecial(view: RsView, seat: number, played: Set<number>): boolean {
  if (view.config.mode !== 'team') return false;
  if (view.phase === 'draft') return (view.handSizes[seat] ?? 0) - TEAM_DEAL - (view.seats[seat]?.set ? 1 : 0) >= 1;
  return !played.has(seat);
}

/** Seats that already played a special this round. */
function specialPlayers(view: RsView): Set<number> {
  const out = new Set<number>();
  for (const t of view.history) for (const p of t.plays) if (isSpecial(p.card)) out.add(p.seat);
  for (const p of view.trick?.plays ?? []) if (isSpecial(p.card)) out.add(p.seat);
  return out;
}

/** Cards won by each seat this round, rebuilt from the public trick history. */
function wonFromHistory(view: RsView): CardId[][] {
  const won: CardId[][] = view.seats.map(() => []);
  for (const t of view.history) won[t.winner]?.push(...t.plays.map((p) => p.card));
  won[view.seat] = view.won.slice();
  return won;
}

/** Deals the other seats' hands: known holders, then team specials, then the rest by voids. */
function dealHands(view: RsView, known: Known, pool: CardId[]): CardId[][] {
  const hands: CardId[][] = view.seats.map((_, i) => (i === view.seat ? view.hand.slice() : []));
  const size = (i: number) => (i === view.seat ? 0 : (view.handSizes[i] ?? 0));
  const pinned = new Set<CardId>();
  const pin = (i: number, c: CardId) => {
    hands[i]!.push(c);
    pinned.add(c);
  };
  for (const [card, holder] of known.holders) {
    const at = pool.indexOf(card);
    if (at < 0 || holder === view.seat || hands[holder]!.length >= size(holder)) continue;
    pool.splice(at, 1);
    pin(holder, card);
  }
  const team = view.config.mode === 'team';
  view.seats.forEach((_, i) => {
    if (i === view.seat || !known.needSpecial[i] || hands[i]!.length >= size(i)) return;
    const c = take(pool, isSpecial);
    if (c && isSpecial(c)) pin(i, c);
    else if (c) pool.push(c);
  });
  // Team seats hold one special each, already dealt: the rest go to the other hands.
  const fits = (i: number, c: CardId) => !(team && isSpecial(c)) && !known.voids[i]!.has(followSuit(c) as never);
  const others = view.seats.map((_, i) => i).filter((i) => i !== view.seat);
  others.sort((a, b) => known.voids[b]!.size - known.voids[a]!.size);
  for (const i of others) {
    while (hands[i]!.length < size(i)) {
      const c = take(pool, (x) => fits(i, x));
      if (c === undefined) break;
      hands[i]!.push(c);
    }
  }
  for (const i of others) repair(hands, i, others, pool, pinned, fits);
  return hands;
}

/**
 * The greedy deal can leave a late seat only cards of a colour it lacks; swap each such card
 * with one from the undealt rest or another hand where both cards fit.
 */
function repair(hands: CardId[][], i: number, others: number[], pool: CardId[], pinned: Set<CardId>, fits: (i: number, c: CardId) => boolean): void {
  const hand = hands[i]!;
  for (let k = 0; k < hand.length; k++) {
    const c = hand[k]!;
    if (pinned.has(c) || fits(i, c)) continue;
    const p = pool.findIndex((d) => fits(i, d));
    if (p >= 0) {
      [hand[k], pool[p]] = [pool[p]!, c];
      continue;
    }
    for (const j of others) {
      const other = hands[j]!;
      const q = j === i ? -1 : other.findIndex((d) => !pinned.has(d) && fits(i, d) && fits(j, c));
      if (q < 0) continue;
      [hand[k], other[q]] = [other[q]!, c];
      break;
    }
  }
}

const isNumber = (c: CardId) => CARD[c]?.kind === 'number';

/** Everything the sampler needs from a view, worked out once per decision. */
interface Known {
  pool: CardId[];
  voids: ReturnType<typeof voidsOf>;
  holders: Map<CardId, number>;
  needSpecial: boolean[];
  won: CardId[][];
}

/**
 * A sampler of full states consistent with `view` (the seat's own view) and the public `rounds`
 * so far; each call deals the hidden cards anew with `rng` (advanced in place).
 */
export function sampler(view: RsView, rounds: readonly unknown[]): (rng: number[]) => RsState {
  const played = specialPlayers(view);
  const known: Known = {
    pool: unseenCards(view),
    voids: voidsOf(view),
    holders: knownHolders(view),
    needSpecial: view.seats.map((_, i) => needsSpecial(view, i, played)),
    won: wonFromHistory(view),
  };
  return (rng) => determinize(view, rounds, known, rng);
}

function determinize(view: RsView, rounds: readonly unknown[], known: Known, rng: number[]): RsState {
  const pool = known.pool.slice();
  shuffleInPlace(rng, pool);
  const hands = dealHands(view, known, pool);
  let reveal = view.reveal;
  if (reveal && view.phase === 'reveal' && reveal.chosen.some((c) => c === null)) {
    // Seats before the one to move have laid a card face down; give them one from the pool.
    const next = view.toMove ?? reveal.chosen.length;
    const chosen = reveal.chosen.map((c, i) => (c !== null || i >= next || i === view.seat ? c : (take(pool, isNumber) ?? null)));
    reveal = { chosen, order: reveal.order };
  }
  const auctions = view.seats.reduce((n, s) => n + s.auctionLeft + s.laidCount, 0);
  // Whatever is neither in a hand, an auction pile nor the stock was thrown away by someone else.
  const thrown = Math.max(0, pool.length - auctions - view.deckSize);
  const discardSeat = view.lead !== null && view.lead !== view.seat ? view.lead : (view.seat + 1) % view.seats.length;
  const otherDiscards: CardId[] = [];
  for (let k = 0; k < thrown; k++) otherDiscards.push(take(pool, view.config.mode === 'emperor' ? isNumber : () => true)!);
  const seats: SeatState[] = view.seats.map((s, i) => {
    const auction = pool.splice(0, s.auctionLeft);
    const laid = pool.splice(0, s.laidCount);
    const discarded = i === view.seat ? view.discarded.slice() : i === discardSeat ? otherDiscards : [];
    return {
      hand: hands[i]!,
      auction,
      laid,
      discarded,
      set: s.set,
      king: s.king,
      queenUses: s.queenUses,
      won: known.won[i]!.slice(),
      tricks: s.tricks,
      redQueenWin: s.redQueenWin,
      flagWins: s.flagWins.slice(),
      score: s.score,
    };
  });
  const rngState: RngState = [stepInPlace(rng), stepInPlace(rng), stepInPlace(rng), stepInPlace(rng) | 1];
  return {
    config: view.config,
    rng: rngState,
    round: view.round,
    phase: view.phase,
    seats,
    deck: pool.splice(0, view.deckSize),
    first: view.first,
    lead: view.lead,
    trump: view.trump,
    auction: view.auction,
    draft: view.draft,
    reveal,
    pickOrder: view.pickOrder.slice(),
    discardOrder: view.discardOrder.map((d) => ({ ...d })),
    trick: view.trick,
    history: view.history,
    rounds: rounds.slice(),
    teams: view.teams,
    // Standard game: squads as seen, other seats' face-down bets drawn to fit their sampled hands.
    ...(view.std ? { std: sampledStd(view, rng, hands) } : {}),
  };
}
