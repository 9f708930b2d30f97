/**
 * Rough card and hand values for the heuristic bots: how much a card is worth keeping, and how
 * many tricks a hand should take with a given trump. Tuned by feel and by bot-vs-bot games, not
 * exact; they only have to rank choices sensibly.
 */
import { RULER_COLOURS, type Colour, type Suit } from '../data/colours';
import { CARD } from '../engine/cards';
import { trumpSuit } from '../engine/trick/winner';
import type { CardId, PlayMode } from '../engine/types';

/** Chance-like worth of a trump card of each rank (index = rank) to take a trick by itself. */
const TRUMP_WIN = [0, 0.2, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5, 0.65, 0.8, 0.95, 0.97, 0.99];
/** The same for a card of a plain colour, with and without a trump colour at the table. */
const SIDE_WIN = [0, 0, 0, 0, 0, 0, 0, 0, 0.1, 0.25, 0.55, 0.65, 0.75];
const SIDE_WIN_NO_TRUMP = [0, 0, 0, 0, 0, 0, 0, 0.05, 0.15, 0.4, 0.7, 0.8, 0.9];

/** How much keeping `card` is worth (higher is stronger); the trick-play bots shed the lowest. */
export function keepValue(card: CardId, mode: PlayMode, trump: Suit | null): number {
  const c = CARD[card];
  if (!c) return 0;
  if (c.kind === 'rarity') return 17;
  // "Emperor" flags are the weakest card and cost VP when won; elsewhere they beat rarities.
  if (c.kind === 'whiteFlag') return mode === 'emperor' ? 0.5 : 6;
  const trumpBonus = c.suit !== null && c.suit === trump ? 10 : 0;
  const freeBonus = c.suit === null ? 2 : 0; // white jack/queen: free of the follow rule
  return c.rank + trumpBonus + freeBonus;
}

/** The trump suit of a table ("I am King": the King's colour, else black). */
export const tableTrump = (mode: PlayMode, trump: Colour | null): Suit | null => trumpSuit(mode, trump);

/**
 * Expected tricks of `hand` if `trump` were the trump colour (white = none), counting honours,
 * trump length, short side colours, specials and the king the holder of the set lays once.
 */
export function trickEstimate(hand: readonly CardId[], mode: PlayMode, trump: Colour | null, withKing: boolean): number {
  const ts = trumpSuit(mode, trump);
  const len: Record<string, number> = { red: 0, blue: 0, green: 0, black: 0 };
  let est = 0;
  for (const id of hand) {
    const c = CARD[id];
    if (!c) continue;
    if (c.kind === 'rarity') est += mode === 'emperor' ? 0.85 : 0.7;
    else if (c.kind === 'whiteFlag') est += mode === 'emperor' ? 0 : 0.2;
    else {
      const r = Math.min(c.rank, 12);
      if (c.suit !== null) len[c.suit]!++;
      if (c.suit !== null && c.suit === ts) est += TRUMP_WIN[r]!;
      else est += (ts ? SIDE_WIN : SIDE_WIN_NO_TRUMP)[r]!;
    }
  }
  if (ts) {
    const t = len[ts]!;
    est += Math.max(0, t - 3) * 0.35;
    if (t >= 3) for (const s of Object.keys(len)) if (s !== ts && len[s]! <= 1) est += 0.3;
  }
  if (withKing) est += 0.9;
  return est;
}

/** The colour that makes `hand` strongest as the King's trump, and that estimate. */
export function bestTrump(hand: readonly CardId[]): { colour: Colour; tricks: number } {
  let colour: Colour = 'white';
  let tricks = -Infinity;
  for (const c of RULER_COLOURS) {
    const t = trickEstimate(hand, 'i-am-king', c, true) + (c === 'white' ? 0.15 : 0); // the white king fits any card
    if (t > tricks) [colour, tricks] = [c, t];
  }
  return { colour, tricks };
}

/** Cards of `hand` in each suit. */
export function suitLengths(hand: readonly CardId[]): Record<Suit, number> {
  const len: Record<Suit, number> = { red: 0, blue: 0, green: 0, black: 0 };
  for (const id of hand) {
    const s = CARD[id]?.suit;
    if (s) len[s]++;
  }
  return len;
}

/**
 * Worth of a hand that will play tricks with `trump` (null = none): the sum of keep values plus a
 * bonus for short plain colours when there are trumps to ruff with.
 */
export function handWorth(hand: readonly CardId[], mode: PlayMode, trump: Suit | null): number {
  let sum = 0;
  for (const id of hand) sum += keepValue(id, mode, trump);
  if (trump) {
    const len = suitLengths(hand);
    if (len[trump] >= 2) for (const s of ['red', 'blue', 'green', 'black'] as const) if (s !== trump && len[s] === 0) sum += 4;
  }
  return sum;
}
