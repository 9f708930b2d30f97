/**
 * Quick bet sense for the standard game (rulebook «Ставка», «Получение ПО»): a spread of likely
 * win counts from the hand, the expected VP of a bet back over that spread, and the worth of
 * the abilities a bet turns face down. The playouts and the easy bot use it as it is; the normal
 * and hard bots check it against played-out deals (stdSample.ts, search.ts).
 */
import { FACE_EXACT_WINS, JESTER_BET_PER_FAILURE, JESTER_EXTRA_WINS, type CharacterId } from '../data/characters';
import { JACK_FACE } from '../data/rulers';
import { characterOf, type BetPick } from '../engine/modes/standard/types';
import type { CardId, RsConfig, RsMove } from '../engine/types';
import { MAX_WINS, betBack, type StdTable } from './stdWins';
import { trickEstimate } from './values';

/** Worth (VP-like) of an ability lying face up for a round, before its exact-count pay. */
export const FACE_WORTH: Readonly<Record<CharacterId, number>> = {
  samurai: 18,
  militia: 15,
  ninja: 10,
  hermit: 10,
  cardsharp: 12,
  berserker: 10,
  healer: 18,
  collector: 10,
  jester: 6,
  cheerleader: 10,
};

/** Share of the other seats whose bets a jester bet expects to fail. */
const JESTER_FAIL_SHARE = 0.35;

/**
 * Expected tricks of a hand in the standard game (black is trump). The king is left out: it wins
 * a trick only when its holder wants one, so it widens the reach more than it moves the mean.
 */
export function expectedWins(hand: readonly CardId[], players: number): number {
  const raw = trickEstimate(hand, 'standard', 'black', false);
  // The estimate is tuned for 9-11 trick rounds with 3-5 seats; five tricks shared by more seats take fewer.
  return Math.max(0, Math.min(hand.length, raw * (players >= 5 ? 0.8 : players === 4 ? 0.9 : 1)));
}

/** Chances of each win count 0..MAX_WINS around `mean` (a rounded bell, spread ~1.1). */
export function winSpread(mean: number, shift = 0): number[] {
  const out = Array.from({ length: MAX_WINS + 1 }, (_, w) => Math.exp(-((w - shift - mean) ** 2) / 2.4) * (w >= shift ? 1 : 0));
  const sum = out.reduce((a, b) => a + b, 0) || 1;
  return out.map((p) => p / sum);
}

/** Expected VP of a win-count table over a spread. */
export const expectOver = (table: Readonly<Record<number, number>>, spread: readonly number[]): number =>
  Object.entries(table).reduce((sum, [w, vp]) => sum + (spread[Number(w)] ?? 0) * vp, 0);

/** What a character is worth face up for a round: its ability plus its exact-count pay. */
export function faceValue(c: CharacterId, spread: readonly number[]): number {
  const exact = FACE_EXACT_WINS[c];
  return FACE_WORTH[c] + (exact ? (spread[exact.wins] ?? 0) * exact.vp : 0);
}

/** What a bet card is expected to pay with this spread (the jester: others' failures). */
export function betValue(card: BetPick, config: RsConfig, spread: readonly number[], players: number): number {
  if (card !== 'jack' && characterOf(card) === 'jester') return JESTER_BET_PER_FAILURE * (players - 1) * JESTER_FAIL_SHARE;
  return expectOver(betBack(card, config), spread);
}

/** The seat's spread of win counts with `faceUp` characters up (a face-up jester adds two). */
export function seatSpread(t: StdTable, seat: number, hand: readonly CardId[], faceUp: readonly CharacterId[]): number[] {
  const mean = expectedWins(hand, t.seats.length);
  const jesters = faceUp.filter((c) => c === 'jester').length;
  return winSpread(mean + (faceUp.includes('samurai') ? 0.3 : 0), JESTER_EXTRA_WINS * jesters);
}

/** Quick worth of a bet move: what the bet pays plus what stays face up (the jack's face included). */
export function quickBetWorth(t: StdTable, seat: number, hand: readonly CardId[], m: RsMove): number {
  if (m.t !== 'bet') return -Infinity;
  const chars = t.std?.seats[seat]?.chars ?? [];
  const up = chars.filter((c) => !m.cards.includes(c)).map(characterOf);
  const spread = seatSpread(t, seat, hand, up);
  const set = t.seats[seat]?.set;
  let v = up.reduce((sum, c) => sum + faceValue(c, spread), 0);
  for (const b of m.cards) v += betValue(b, t.config, spread, t.seats.length);
  if (set && !m.cards.includes('jack')) v += expectOver(JACK_FACE[set], spread);
  return v;
}
