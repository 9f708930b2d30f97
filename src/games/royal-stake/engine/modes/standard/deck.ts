/**
 * What a standard table plays with, by player count (rulebook «Подготовка к игре», data/decks.ts):
 * the minor cards, every character card in play (one id per physical copy) and the seats' order
 * of king numbers.
 */
import { SUITS, type Colour } from '../../../data/colours';
import { CHARACTER_IDS } from '../../../data/characters';
import { characterCopies, deckRanks } from '../../../data/decks';
import { SPECIAL_IDS, numberId } from '../../cards';
import type { CardId, KingNumbers, RsConfig, SeatState } from '../../types';
import type { CharCardId } from './types';

/** Cards dealt to each seat every round (five tricks). */
export const STD_HAND = 5;

/** The minor cards for `players` seats (44 / 36 / 28), in table order. */
export function stdDeck(players: number): CardId[] {
  const ranks = deckRanks(players);
  const out: CardId[] = [];
  for (const suit of SUITS) for (const r of ranks) out.push(numberId(suit, r));
  return out.concat(SPECIAL_IDS);
}

/**
 * One id per character card in play: the copies for the player count (the 4-player base-squad
 * option keeps the spare cardsharp and hermit), the cheerleader only when the table chose her.
 */
export function characterCards(config: RsConfig): CharCardId[] {
  const copies = characterCopies(config.players, config.options?.baseSquads4p === true);
  if (!config.options?.cheerleader) copies.cheerleader = 0;
  const out: CharCardId[] = [];
  for (const c of CHARACTER_IDS) for (let i = 1; i <= copies[c]; i++) out.push(`${c}-${i}`);
  return out;
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
  const idx = seats.map((_, i) => i);
  return idx.sort((a, b) => kingNumberOf(seats[a]!, numbers) - kingNumberOf(seats[b]!, numbers) || a - b);
}

/** Unchosen kings, lowest face number first (the 3-player jester deal takes them in that order). */
export function unchosenKings(chosen: readonly Colour[], numbers: KingNumbers, all: readonly Colour[]): Colour[] {
  return all.filter((c) => !chosen.includes(c)).sort((a, b) => numbers.front[a] - numbers.front[b] || all.indexOf(a) - all.indexOf(b));
}
