/**
 * Where a king may lie (#kings, #mode-i-am-king, #mode-team, #mode-emperor): the same test as the
 * trick judge's (referee/validate.ts kingFits), on card ids from the precomputed table.
 */
import type { Colour, Suit } from '../../data/colours';
import { CARD, type CardInfo } from '../cards';
import type { CardId, PlayMode } from '../types';

/**
 * True when a `king` of that colour may lie on `card` played with `queen` laid on it, given the
 * lead before the card. White king: rarity, flag, white-queen card, white court, or anything in an
 * "I am King" round without trump. Coloured king: the card's printed colour (a white court takes
 * the lead colour, so none yet means no).
 */
export function kingFits(card: CardId, queen: string | undefined, king: Colour, lead: Suit | null, mode: PlayMode, trump: Colour | null): boolean {
  return kingFitsCard(CARD[card], queen, king, lead, mode, trump);
}

/** `kingFits` on the card's table entry (undefined: no such card), for callers that have it already. */
export function kingFitsCard(
  c: CardInfo | undefined,
  queen: string | undefined,
  king: Colour,
  lead: Suit | null,
  mode: PlayMode,
  trump: Colour | null,
): boolean {
  if (!c) return false;
  const whiteCourt = (c.kind === 'jack' || c.kind === 'queen') && c.colour === 'white';
  if (king === 'white') {
    return c.kind === 'rarity' || c.kind === 'whiteFlag' || queen === 'white' || whiteCourt || (mode === 'i-am-king' && trump === 'white');
  }
  return (whiteCourt ? lead : c.suit) === king;
}
