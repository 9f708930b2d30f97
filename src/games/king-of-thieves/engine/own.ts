/** Small questions about a seat's cards. */
import type { KotState } from './types';

/** True when `seat` owns `card`. */
export const owns = (s: KotState, seat: number, card: string): boolean => s.cards[seat]!.includes(card);
