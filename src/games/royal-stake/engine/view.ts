/**
 * What one seat may see (the pass-the-phone curtain relies on it): other seats' hands, auction
 * cards, laid auction cards, discards and won piles are absent (only their counts), the deck and
 * the generator are absent, and "Emperor" hidden choices stay absent until all are made. Earlier
 * rounds' records (`rounds`) are public: the round summary scores them with the scorer.
 */
import type { RevealState, RsState, RsView } from './types';
import { blockedCards } from './trick/legal';
import { leadSuitOf } from './trick/follow';
import { toMoveOf } from './turn';
import { stdViewFor } from './modes/standard/view';

/** A deep copy of plain JSON data (state parts hold nothing else). */
const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

function revealFor(reveal: RevealState | null, viewer: number): RevealState | null {
  if (!reveal) return null;
  const all = reveal.chosen.every((c) => c !== null);
  return { chosen: reveal.chosen.map((c, i) => (all || i === viewer ? c : null)), order: reveal.order.slice() };
}

/** The state as `viewer` sees it (fresh arrays: the view never shares mutable parts with the state). */
export function viewFor(s: RsState, viewer: number): RsView {
  const own = Number.isInteger(viewer) ? s.seats[viewer] : undefined;
  return {
    seat: viewer,
    config: copy(s.config),
    round: s.round,
    phase: s.phase,
    toMove: toMoveOf(s),
    hand: own ? own.hand.slice() : [],
    handSizes: s.seats.map((x) => x.hand.length),
    seats: s.seats.map((x) => ({
      set: x.set,
      king: x.king,
      queenUses: x.queenUses,
      tricks: x.tricks,
      redQueenWin: x.redQueenWin,
      flagWins: x.flagWins.slice(),
      score: x.score,
      auctionLeft: x.auction.length,
      laidCount: x.laid.length,
      wonCount: x.won.length,
    })),
    won: own ? own.won.slice() : [],
    discarded: own ? own.discarded.slice() : [],
    deckSize: s.deck.length,
    first: s.first,
    lead: s.lead,
    trump: s.trump,
    auction: s.auction ? copy(s.auction) : null,
    draft: s.draft ? copy(s.draft) : null,
    reveal: revealFor(s.reveal, viewer),
    pickOrder: s.pickOrder.slice(),
    discardOrder: s.discardOrder.map((d) => ({ ...d })),
    trick: s.trick ? copy(s.trick) : null,
    history: copy(s.history),
    rounds: copy(s.rounds),
    teams: s.teams ? copy(s.teams) : null,
    leadSuit: s.trick ? leadSuitOf(s.trick.plays) : null,
    blocked: blockedCards(s, viewer),
    std: stdViewFor(s.std, viewer),
  };
}
