/**
 * What win counts are worth to a seat of the standard game (rulebook «Получение ПО», «Ставка»,
 * the character pages): its bet backs, its face-up jack and the face-up characters that pay for
 * an exact count, and from that whether the seat wants to take the trick on the table.
 */
import { FACE_EXACT_WINS, JESTER_EXTRA_WINS, JESTER_PENALTY, JESTER_PENALTY_WINS, KNOWN_BET_BACKS, hasUnknownBack } from '../data/characters';
import { JACK_BET, JACK_FACE, JACK_SHIFT } from '../data/rulers';
import type { StdConfig } from '../engine/modes/standard/config';
import { characterOf, type BetPick, type StdState } from '../engine/modes/standard/types';
import type { CardId, RsConfig } from '../engine/types';
import { trickEstimate } from './values';
import type { Table } from './table';

/** A table of the standard game: a seat's view or a full (sampled) state. */
export type StdTable = Table & { std?: StdState | null };

/** True for a table of the standard game (its own state part present). */
export const isStdTable = (t: Table): t is StdTable => !!(t as StdTable).std;

/** Highest win count the bots look at (nine two-player tricks, a jester, the red queen). */
export const MAX_WINS = 12;

/** VP by exact win count of a bet card (empty: the jester and the cheerleader pay otherwise). */
export function betBack(card: BetPick, config: RsConfig): Readonly<Record<number, number>> {
  if (card === 'jack') return JACK_BET;
  const c = characterOf(card);
  if (hasUnknownBack(c)) {
    const lines = (config as StdConfig).values?.bets?.[c] ?? [];
    return Object.fromEntries(lines.map((l) => [l.wins, l.vp]));
  }
  return KNOWN_BET_BACKS[c] ?? {};
}

/** Tricks a round of the table has (9 with two players). */
export const stdTricks = (t: Pick<Table, 'config'>): number => (t.config.players === 2 ? 9 : 5);

/**
 * VP the seat's bets and exact-count faces pay for each win count 0..MAX_WINS, given `bets`
 * (null: not yet laid, only the jack's face counts).
 */
export function winValues(config: RsConfig, set: string | null, chars: readonly string[], bets: readonly BetPick[] | null): number[] {
  const out = Array.from({ length: MAX_WINS + 1 }, () => 0);
  const add = (table: Readonly<Record<number, number>>) => {
    for (const [w, vp] of Object.entries(table)) if (Number(w) <= MAX_WINS) out[Number(w)]! += vp;
  };
  const laid = bets ?? [];
  for (const b of laid) add(betBack(b, config));
  // Two players: a face-up jack may shift a bet's numbers up by 3 (the better of both pays).
  if (config.players === 2 && !laid.includes('jack')) {
    for (const b of laid)
      for (const [w, vp] of Object.entries(betBack(b, config)))
        if (Number(w) + JACK_SHIFT <= MAX_WINS) out[Number(w) + JACK_SHIFT] = Math.max(out[Number(w) + JACK_SHIFT]!, vp);
  }
  if (set && !laid.includes('jack')) add(JACK_FACE[set as keyof typeof JACK_FACE] ?? {});
  if (bets) {
    for (const c of chars) {
      if (laid.includes(c)) continue;
      const face = FACE_EXACT_WINS[characterOf(c)];
      if (face) out[face.wins]! += face.vp;
      if (characterOf(c) === 'jester') out[JESTER_PENALTY_WINS]! += JESTER_PENALTY;
    }
  }
  return out;
}

/** Wins the seat already counts: tricks, +2 per face-up jester, +1 for a red queen laid. */
export function winsSoFar(s: StdTable, seat: number): number {
  const std = s.std;
  const own = std?.seats[seat];
  const jesters = own?.bets ? own.chars.filter((c) => !own.bets!.includes(c) && characterOf(c) === 'jester').length : 0;
  const red = s.history.some((t) => t.plays.some((p) => p.seat === seat && p.redQueen)) || (s.trick?.plays.some((p) => p.seat === seat && p.redQueen) ?? false);
  return s.seats[seat]!.tricks + JESTER_EXTRA_WINS * jesters + (red ? 1 : 0);
}

/** True when the seat is a face-up cheerleader: her count is her partner's, not her own. */
const sharesPartner = (std: StdState, seat: number): boolean => std.partner?.cheer === seat;

/** Tricks a hand may still take (black is trump; the estimate is tuned for longer rounds). */
const handTricks = (hand: readonly CardId[], seats: number): number =>
  trickEstimate(hand, 'standard', 'black', false) * (seats >= 5 ? 0.8 : seats === 4 ? 0.9 : 1);

/**
 * How much the seat wants the trick on the table: 1 must take every trick left, 0 must take no
 * more, between: the share of the remaining tricks it still needs; null: no count pays. The
 * count aimed at weighs each count's VP by how near it lies to what `hand` (when known) may take.
 */
export function trickWant(s: StdTable, seat: number, hand: readonly CardId[] | null = null): number | null {
  const std = s.std;
  const own = std?.seats[seat];
  if (!std || !own || sharesPartner(std, seat)) return null;
  const values = winValues(s.config, s.seats[seat]!.set, own.chars, own.bets);
  const now = winsSoFar(s, seat);
  const left = stdTricks(s) - s.history.length;
  const likely = hand ? now + handTricks(hand, s.seats.length) : null;
  // A king still in hand wins one trick whenever the seat wants: one more count is as near.
  const king = s.seats[seat]!.king === 'ready' ? 1 : 0;
  let target = -1;
  let top = 0;
  for (let w = now; w <= Math.min(MAX_WINS, now + left); w++) {
    const off = likely === null ? 0 : w < likely ? likely - w : Math.max(0, w - likely - king);
    const near = Math.exp(-(off * off) / 1.5);
    // Ties go to the count nearest to what the seat has: fewer tricks to force.
    if (values[w]! * near > top) [target, top] = [w, values[w]! * near];
  }
  if (target < 0) return null;
  return left <= 0 ? 0 : (target - now) / left;
}
