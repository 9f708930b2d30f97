/**
 * Squad picks for the standard game (rulebook «Создание отряда», «Второй раунд»): a ruler set is
 * worth its king's end bonus and queen, more when the hand holds cards to lay the king on; a
 * character is worth the better of its face and its bet back for this hand, a little more when
 * it fits the squad taken so far, plus what keeping it from the next pickers denies them.
 */
import { CARD } from '../engine/cards';
import type { Colour } from '../data/colours';
import { characterOf } from '../engine/modes/standard/types';
import type { CardId, RsMove } from '../engine/types';
import { betValue, expectedWins, faceValue, winSpread } from './stdBets';
import type { StdTable } from './stdWins';

/** Worth of a ruler set (king bonus if never used, the queen's power), VP-like. */
const SET_WORTH: Readonly<Record<Colour, number>> = { white: 60, black: 52, red: 46, blue: 40, green: 34 };
/** Each card the king can be laid on (its colour; the white king: rarity or white flag), up to two. */
const KING_CARD = 4;
/** Share of a character's worth counted again for keeping it from the seats picking next. */
const DENIAL = 0.15;

/** Cards of the hand the king of `colour` could be laid on. */
function kingCards(hand: readonly CardId[], colour: Colour): number {
  return hand.filter((id) => {
    const c = CARD[id];
    return colour === 'white' ? c?.kind === 'rarity' || c?.kind === 'whiteFlag' : c?.suit === colour;
  }).length;
}

/** Worth of a ruler set for this hand. */
export const setWorth = (hand: readonly CardId[], colour: Colour): number => SET_WORTH[colour] + KING_CARD * Math.min(2, kingCards(hand, colour));

/** Worth of a character card for this seat: the better of face and back, the other a little. */
export function charWorth(t: StdTable, seat: number, hand: readonly CardId[], card: string): number {
  const c = characterOf(card);
  const spread = winSpread(expectedWins(hand, t.seats.length));
  const face = faceValue(c, spread);
  const back = betValue(card, t.config, spread, t.seats.length);
  const taken = (t.std?.seats[seat]?.chars ?? []).map(characterOf);
  // A second copy of a character adds less: one cheerleader rule, one hermit draw each, and so on.
  const repeat = taken.includes(c) ? 0.7 : 1;
  return repeat * (Math.max(face, back) + 0.25 * Math.min(face, back));
}

/**
 * Squad picks best first. Every seat ends with one set, so a set is worth what it beats the
 * weakest set left by; a character what it beats the average character on the table by.
 */
export function squadOrder(t: StdTable, seat: number, hand: readonly CardId[], moves: readonly RsMove[]): RsMove[] {
  const sets = moves.flatMap((m) => (m.t === 'set' ? [setWorth(hand, m.colour)] : []));
  const chars = new Map<string, number>();
  for (const m of moves) if (m.t === 'character' && !chars.has(characterOf(m.card))) chars.set(characterOf(m.card), charWorth(t, seat, hand, m.card));
  const floor = sets.length > 0 ? Math.min(...sets) : 0;
  const mean = chars.size > 0 ? [...chars.values()].reduce((a, b) => a + b, 0) / chars.size : 0;
  const worth = (m: RsMove): number => {
    if (m.t === 'set') return setWorth(hand, m.colour) - floor;
    if (m.t !== 'character') return -Infinity;
    return chars.get(characterOf(m.card))! * (1 + DENIAL) - mean;
  };
  return moves
    .map((m, i) => ({ m, v: worth(m), i }))
    .sort((a, b) => b.v - a.v || a.i - b.i)
    .map((x) => x.m);
}

/** The normal bot's squad pick (the first of `squadOrder`). */
export const squadMove = (t: StdTable, seat: number, hand: readonly CardId[], moves: readonly RsMove[]): RsMove =>
  squadOrder(t, seat, hand, moves)[0] ?? moves[0]!;
