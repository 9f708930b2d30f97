/** Small questions about a seat's cards. */
import type { KotState } from './types';

/** True when `seat` owns `card` (a view will do: cards are open). */
export const owns = (s: Pick<KotState, 'cards'>, seat: number, card: string): boolean => s.cards[seat]!.includes(card);
