/**
 * What a standard table plays with, by player count (rulebook «Подготовка к игре», data/decks.ts):
 * the minor cards, every character card in play (one id per physical copy) and the seats' order
 * of king numbers.
 */
import { SUITS, type Colour } from '../../../data/colours';
import { CHARACTER_IDS } from '../../../data/characters';
import { TRICKS_PER_ROUND, characterCopies, deckRanks } from '../../../data/decks';
import { SPECIAL_IDS, numberId } from '../../cards';
import type { CardId, KingNumbers, RsConfig, SeatState } from '../../types';
import type { CharCardId } from './types';

/** Cards dealt to each seat every round (five tricks). */
export const STD_HAND = 5;
/** Cards dealt to each seat in the 2-player game (rulebook «Игра на двоих»: nine tricks). */
export const TWO_PLAYER_HAND = TRICKS_PER_ROUND['two-players'];

/** Cards dealt to each seat of a `players` table every round (= tricks a round). */
export const handSize = (players: number): number => (players === 2 ? TWO_PLAYER_HAND : STD_HAND);

/**
 * The engine's one copy of the string `s`. Ids built by templates are separate strings, and each
 * comparison of two of them reads their characters; a property key is V8's single internal copy,
 * so equal ids then compare by reference (hands, pools and tricks compare ids on every move).
 */
const interned = (s: string): string => Object.keys({ [s]: 0 })[0]!;

// Built once per player count (every round start of every bot playout asks): callers get a copy.
const DECKS = new Map<number, readonly CardId[]>();

/** The minor cards for `players` seats (44 / 36 / 28; 2 players also 28), in table order. */
export function stdDeck(players: number): CardId[] {
  let deck = DECKS.get(players);
  if (!deck) {
    const out: CardId[] = [];
    for (const suit of SUITS) for (const r of deckRanks(players)) out.push(numberId(suit, r));
    deck = out.concat(SPECIAL_IDS).map(interned);
    if (DECKS.size < 8) DECKS.set(players, deck);
  }
  return deck.slice();
}

const CHARACTER_CARDS = new Map<number, readonly CharCardId[]>();

/**
 * One id per character card in play: the copies for the player count (the 4-player base-squad
 * option keeps the spare cardsharp and hermit), the cheerleader only when the table chose her.
 */
export function characterCards(config: RsConfig): CharCardId[] {
  const base = config.options?.baseSquads4p === true;
  const cheer = config.options?.cheerleader === true;
  // Built once per table kind (asked at every setup of every bot playout); callers get a copy.
  const key = config.players * 4 + (base ? 2 : 0) + (cheer ? 1 : 0);
  let cards = CHARACTER_CARDS.get(key);
  if (!cards) {
    const copies = characterCopies(config.players, base);
    if (!cheer) copies.cheerleader = 0;
    const out: CharCardId[] = [];
    for (const c of CHARACTER_IDS) for (let i = 1; i <= copies[c]; i++) out.push(interned(`${c}-${i}`));
    cards = out;
    if (CHARACTER_CARDS.size < 32) CHARACTER_CARDS.set(key, cards);
  }
  return cards.slice();
}

/** The number a seat's king shows: its face while unused, its back once laid. */
export function kingNumberOf(seat: SeatState, numbers: KingNumbers): number {
  if (seat.set === null) return Infinity;
  return seat.king === 'used' ? numbers.back[seat.set] : numbers.front[seat.set];
}

/**
 * Seats by the number their king shows, lowest first (rulebook «Номер короля»): the first of
 * them takes the first-player card and leads the redraft. Equal numbers (only through entries)
 * keep seat order, so the order is stable.
 */
export function kingOrder(seats: readonly SeatState[], numbers: KingNumbers): number[] {
  // An insertion sort over the few seats, each number read once (asked at every round start).
  const order: number[] = [];
  const keys: number[] = [];
  for (let i = 0; i < seats.length; i++) {
    const k = kingNumberOf(seats[i]!, numbers);
    let at = order.length;
    order.push(i);
    keys.push(k);
    // Equal numbers keep seat order (only a strictly greater one moves up); Infinity (no set) sorts last.
    for (; at > 0 && keys[at - 1]! > k; at--) {
      order[at] = order[at - 1]!;
      keys[at] = keys[at - 1]!;
    }
    order[at] = i;
    keys[at] = k;
  }
  return order;
}

/** Unchosen kings, lowest face number first (the 3-player jester deal takes them in that order). */
export function unchosenKings(chosen: readonly Colour[], numbers: KingNumbers, all: readonly Colour[]): Colour[] {
  return all.filter((c) => !chosen.includes(c)).sort((a, b) => numbers.front[a] - numbers.front[b] || all.indexOf(a) - all.indexOf(b));
}
