/**
 * What a seat may see (rulebook "Подготовка": a hand is shown to nobody; "Ход игры": rows lie face
 * down until everyone reveals). Other seats' hands are reduced to their size; until the reveal
 * another seat's row and Tortuga choice are unseen, and its hand size is counted with the cards it
 * has laid, so nothing leaks from how many it laid. The deck, the discards' order, future islands
 * and the generator are never shown.
 */
import type { Island } from '../data/island';
import type { CardFace } from '../data/stolikDeck';
import type { IslandReport, JackalRules, Phase, Route, Stack } from './types';
import type { JackalState } from './types';

/** One seat as the viewer sees it. */
export interface SeatView {
  coins: number;
  handCount: number;
  /** The viewer's own hand; null for other seats. */
  hand: CardFace[] | null;
  /** The viewer's own face-down row while laying; null for other seats (and after the reveal). */
  row: CardFace[] | null;
  done: boolean;
  /** Tortuga price: the viewer's own at once, another seat's only after the reveal. */
  tortuga: number | null;
  stack: Stack | null;
  route: Route | null;
}

/** The state as one seat sees it. */
export interface JackalView {
  viewer: number;
  config: JackalRules;
  /** The revealed island (null once the game is over). */
  island: Island | null;
  /** 0-based index of the current island. */
  islandIndex: number;
  first: number;
  phase: Phase;
  toMove: number | null;
  seats: SeatView[];
  deckCount: number;
  discardCount: number;
  ledger: number[][];
  reports: IslandReport[];
}

/** The view of `viewer` (a spectator, any other number, sees no hand at all). */
export function viewFor(s: JackalState, viewer: number): JackalView {
  const secret = s.phase === 'lay';
  const seats = s.seats.map((seat, n): SeatView => {
    const own = n === viewer;
    return {
      coins: seat.coins,
      handCount: seat.hand.length + (secret && !own ? seat.row.length : 0),
      hand: own ? seat.hand.slice() : null,
      row: own && secret ? seat.row.slice() : null,
      done: seat.done,
      tortuga: own || !secret ? seat.tortuga : null,
      stack: seat.stack,
      route: seat.route,
    };
  });
  return {
    viewer,
    config: s.config,
    island: s.phase === 'over' ? null : (s.islands[s.island] ?? null),
    islandIndex: s.island,
    first: s.first,
    phase: s.phase,
    toMove: s.phase === 'over' ? null : (s.queue[0] ?? null),
    seats,
    deckCount: s.deck.length,
    discardCount: s.discard.length,
    ledger: s.ledger,
    reports: s.reports,
  };
}
