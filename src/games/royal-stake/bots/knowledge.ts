/**
 * What one seat can know about the cards it cannot see, worked out from its view alone: which
 * cards are still unseen, which suits a seat has shown it lacks (it did not follow), and which
 * hidden cards sit in a known hand (a team jack, an "Emperor" queen or exchanged jack).
 */
import type { Suit } from '../data/colours';
import { BERSERKER_TEN_IDS, CARD, SPECIAL_IDS, iAmKingDeck, jackId, numberedCards, queenId } from '../engine/cards';
import { stdDeck } from '../engine/modes/standard/deck';
import { jackMoves } from '../engine/modes/emperor/jacks';
import type { CardId, PlayRecord, RsView, SeatState } from '../engine/types';

/** The printed colour a card follows with; null for cards free of the follow rule. */
export function followSuit(card: CardId): Suit | null {
  return CARD[card]?.suit ?? null;
}

/** True for cards that may always be played: rarity, white flag, white jack or queen. */
export const isFreeCard = (card: CardId): boolean => {
  const c = CARD[card];
  return !c || c.suit === null;
};

/** True once preparation may have handed the berserkers' tens out (a berserker in some squad). */
function tensInPlay(view: RsView): boolean {
  if (view.phase === 'squad' || view.phase === 'bet' || view.phase === 'cheer' || view.phase === 'catchUp') return false;
  return view.std?.seats.some((s) => s.chars.some((c) => c.startsWith('berserker-'))) ?? true;
}

/** Every card of the mode that is in play this round, wherever it lies (not the box leftovers). */
export function universe(view: RsView): CardId[] {
  const mode = view.config.mode;
  if (mode === 'i-am-king') return iAmKingDeck();
  // Standard game: the deck for this many seats and, once preparation has handed them out to
  // face-up berserkers, the berserkers' black tens (before that they are in no one's hands).
  if (mode === 'standard') return [...stdDeck(view.config.players), ...(tensInPlay(view) ? BERSERKER_TEN_IDS : [])];
  const out = numberedCards();
  const onTable = new Set(view.draft?.specials ?? []);
  for (const s of SPECIAL_IDS) if (!onTable.has(s)) out.push(s);
  for (const seat of view.seats) {
    if (!seat.set) continue;
    out.push(jackId(seat.set));
    if (mode === 'emperor') out.push(queenId(seat.set));
  }
  return out;
}

/** Walks the plays of one trick, calling `visit` with the lead suit each play had to follow. */
export function walkLeads(plays: readonly PlayRecord[], visit: (p: PlayRecord, lead: Suit | null) => void): Suit | null {
  let lead: Suit | null = null;
  for (const p of plays) {
    visit(p, lead);
    lead ??= followSuit(p.card);
  }
  return lead;
}

/** Per seat, the suits it showed it has none of this round (it played off-suit, not freed). */
export function voidsOf(view: RsView): Set<Suit>[] {
  const voids = view.seats.map(() => new Set<Suit>());
  const scan = (plays: readonly PlayRecord[]) =>
    walkLeads(plays, (p, lead) => {
      if (lead === null || p.blackQueen || isFreeCard(p.card)) return;
      if (followSuit(p.card) !== lead) voids[p.seat]?.add(lead);
    });
  for (const t of view.history) scan(t.plays);
  if (view.trick) scan(view.trick.plays);
  return voids;
}

/** Cards this seat has seen this round: its hand, its discards, every played and revealed card. */
export function seenCards(view: RsView): Set<CardId> {
  const seen = new Set<CardId>(view.hand);
  for (const c of view.discarded) seen.add(c);
  for (const c of view.won) seen.add(c);
  for (const t of view.history) for (const p of t.plays) seen.add(p.card);
  if (view.trick) for (const p of view.trick.plays) seen.add(p.card);
  for (const c of view.reveal?.chosen ?? []) if (c) seen.add(c);
  return seen;
}

/**
 * Hidden cards whose holder every seat knows: a team seat's own jack; in "Emperor" a seat's own
 * queen, and its jack before the exchange (after it, where the exchange sent it).
 */
export function knownHolders(view: RsView): Map<CardId, number> {
  const out = new Map<CardId, number>();
  const mode = view.config.mode;
  if (mode === 'i-am-king') return out;
  view.seats.forEach((s, i) => {
    if (!s.set) return;
    out.set(jackId(s.set), i);
    if (mode === 'emperor') out.set(queenId(s.set), i);
  });
  if (mode === 'emperor' && (view.phase === 'trick' || view.phase === 'over')) {
    // The engine exchanges jacks once the discards are done; replay that on the known owners.
    const owners = view.seats.map((s) => ({ hand: s.set ? [jackId(s.set)] : [] }) as unknown as SeatState);
    for (const [card, , to] of jackMoves(owners)) out.set(card, to);
  }
  return out;
}

/** Seats on `seat`'s side: team partners, "Emperor" team, or the King's two opponents. */
export function sideOf(view: Pick<RsView, 'config' | 'teams' | 'lead'>, seat: number): number[] {
  if (view.teams) return view.teams.find((t) => t.includes(seat)) ?? [seat];
  if (view.config.mode === 'i-am-king' && view.lead !== null) {
    if (seat === view.lead) return [seat];
    return Array.from({ length: view.config.players }, (_, i) => i).filter((i) => i !== view.lead);
  }
  return [seat];
}

/** True when `a` and `b` play on the same side (no allocation: playouts ask this on every card). */
export function sameSide(view: Pick<RsView, 'config' | 'teams' | 'lead'>, a: number, b: number): boolean {
  if (a === b) return true;
  if (view.teams) {
    for (const t of view.teams) if (t.includes(a)) return t.includes(b);
    return false;
  }
  return view.config.mode === 'i-am-king' && view.lead !== null && a !== view.lead && b !== view.lead;
}
