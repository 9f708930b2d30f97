/**
 * The fast trick winner used on every finished trick and in bot playouts. It mirrors
 * referee/resolveTrick (the source of truth, #card-strength) for the plays these modes allow
 * (no militia, no samurai); a property test keeps the two in step.
 */
import type { Colour, Suit } from '../../data/colours';
import { CARD } from '../cards';
import type { PlayMode, PlayRecord } from '../types';
import { leadSuitOf } from './follow';

// Strength classes, weakest first, as in referee/cards.ts TIER.
const FLAG = 0;
const OFF = 1;
const LEAD = 2;
const TRUMP = 3;
const RARITY = 4;
const FLAG_OVER_RARITY = 5;

/** The winning play's index, how many rarity-strength cards were in the trick, whether a flag won over them. */
export interface FastVerdict {
  index: number;
  rarities: number;
  flagOverRarity: boolean;
}

/** The trump suit: black in team and "Emperor"; the King's colour in "I am King" (white = none). */
export const trumpSuit = (mode: PlayMode, trump: Colour | null): Suit | null =>
  mode !== 'i-am-king' ? 'black' : trump === null || trump === 'white' ? null : trump;

/** Who wins `plays` (in the order laid). */
export function trickWinner(plays: readonly PlayRecord[], mode: PlayMode, trump: Colour | null): FastVerdict {
  const lead = leadSuitOf(plays);
  const tr = trumpSuit(mode, trump);
  let rarities = 0;
  let lastKing = -1;
  for (let i = 0; i < plays.length; i++) {
    const p = plays[i]!;
    if (p.king) lastKing = i;
    if (p.queen === 'white' || (p.queen === undefined && CARD[p.card]!.kind === 'rarity')) rarities++;
  }
  if (lastKing >= 0) return { index: lastKing, rarities, flagOverRarity: false };
  // Emperor keeps the base order (flag weakest); the other two let a flag climb over rarities.
  const flagClimbs = rarities > 0 && mode !== 'emperor';
  let best = -1;
  let bestRank = -1;
  let winner = 0;
  for (let i = 0; i < plays.length; i++) {
    const p = plays[i]!;
    let tier: number;
    let rank = 0;
    if (p.queen === 'white') tier = RARITY;
    else if (p.queen === 'blue') tier = flagClimbs ? FLAG_OVER_RARITY : FLAG;
    else {
      const c = CARD[p.card]!;
      if (c.kind === 'rarity') tier = RARITY;
      else if (c.kind === 'whiteFlag') tier = flagClimbs ? FLAG_OVER_RARITY : FLAG;
      else {
        const colour = c.suit ?? lead; // a white jack/queen belongs to the lead colour
        rank = c.rank;
        tier = colour !== null && colour === tr ? TRUMP : colour === lead || colour === null ? LEAD : OFF;
      }
    }
    if (tier > best || (tier === best && rank > bestRank)) {
      best = tier;
      bestRank = rank;
      winner = i;
    }
  }
  return { index: winner, rarities, flagOverRarity: best === FLAG_OVER_RARITY };
}
