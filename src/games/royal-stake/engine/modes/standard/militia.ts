/**
 * The militia (rulebook, the militia page): a seat with a face-up militia may, on any card it
 * plays, swap a 1 for a 10 or a 10 for a 1 (same colour), a rarity for a white flag or back, and
 * also the strength a white or blue queen gave the card. Any number of times a turn (each card
 * once); the log announces every swap, as the book asks players to say it aloud.
 */
import { CARD } from '../../cards';
import type { CardId } from '../../types';

/** True when the militia has something to swap on `card` played with `queen`. */
export function militiaApplies(card: CardId, queen: string | undefined): boolean {
  if (queen === 'white' || queen === 'blue') return true;
  const c = CARD[card];
  if (!c) return false;
  if (c.kind === 'rarity' || c.kind === 'whiteFlag') return true;
  return c.kind === 'number' && (c.rank === 1 || c.rank === 10);
}

/** What the swapped card plays as (a log parameter): 'rank1', 'rank10', 'rarity' or 'whiteFlag'. */
export function militiaPlaysAs(card: CardId, queen: string | undefined): string {
  if (queen === 'white') return 'whiteFlag';
  if (queen === 'blue') return 'rarity';
  const c = CARD[card];
  if (c?.kind === 'rarity') return 'whiteFlag';
  if (c?.kind === 'whiteFlag') return 'rarity';
  return c?.rank === 1 ? 'rank10' : 'rank1';
}
