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

/** True when `seat` has a face-up `character` this round (after the bets). */
export const hasFaceUp = (std: StdState | null | undefined, seat: number, character: CharacterId): boolean => !!std && faceUpOf(std, seat).includes(character);
