/** What lies face up in a seat's squad: its abilities this round. */
import type { CharacterId } from '../../../data/characters';
import { characterOf, type StdState } from './types';

/** The characters of `seat` lying face up (all but its bet cards; all three with a face-up cheerleader). */
export function faceUpOf(std: StdState, seat: number): CharacterId[] {
  const s = std.seats[seat];
  if (!s) return [];
  const bets = s.bets ?? [];
  const out: CharacterId[] = [];
  for (const c of s.chars) if (!bets.includes(c)) out.push(characterOf(c));
  return out;
}

/**
 * How many face-up copies of `character` `seat` has this round (after the bets). Asked for every
 * card played and at every preparation, so it builds no list.
 */
export function faceUpCount(std: StdState | null | undefined, seat: number, character: CharacterId): number {
  const s = std?.seats[seat];
  if (!s) return 0;
  // `<character>-<copy>` checked in place: no slice, no lookup (this is on every card played).
  const len = character.length;
  let n = 0;
  for (const c of s.chars) {
    if (c.length > len && c.charCodeAt(len) === 45 /* '-' */ && c.startsWith(character) && c.indexOf('-', len + 1) < 0 && !(s.bets?.includes(c) ?? false)) n++;
  }
  return n;
}

// The face-up list of the seat object last asked about, by seat index. Asked at every card listed
// and played (militia, samurai, ninja), while a seat's object changes only with its squad, bets or
// ability uses: states are read-only (listed.ts), so the same object always has the same list.
const askedSeat: unknown[] = [];
const askedList: CharacterId[][] = [];

/** True when `seat` has a face-up `character` this round (after the bets). */
export function hasFaceUp(std: StdState | null | undefined, seat: number, character: CharacterId): boolean {
  const s = std?.seats[seat];
  if (!s) return false;
  if (askedSeat[seat] !== s) {
    askedSeat[seat] = s;
    askedList[seat] = faceUpOf(std!, seat);
  }
  return askedList[seat]!.includes(character);
}
