/**
 * The fast trick winner used on every finished trick and in bot playouts. It mirrors
 * referee/resolveTrick (the source of truth, #card-strength) for the plays the modes allow
 * (militia and samurai in the standard game only); a property test keeps the two in step.
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

/** The special strength a play has (queens and the militia's swap included), or null for a number. */
function specialOf(p: PlayRecord): 'rarity' | 'whiteFlag' | null {
  let s: 'rarity' | 'whiteFlag' | null = p.queen === 'white' ? 'rarity' : p.queen === 'blue' ? 'whiteFlag' : null;
  if (s === null) {
    const k = CARD[p.card]!.kind;
    if (k === 'rarity' || k === 'whiteFlag') s = k;
  }
  if (s !== null && p.militia) return s === 'rarity' ? 'whiteFlag' : 'rarity';
  return s;
}

// Each play's special strength, two bits a play, worked out once in the first pass: the second
// used to read it from the play again, and a play record has many shapes (each optional field
// makes one), so every read of one is a slow generic lookup.
const IS_RARITY = 1;
const IS_FLAG = 2;
/** Plays whose special strength fits in the 32-bit mask (a trick has at most 6). */
const MASKED = 16;

const specialBits = (p: PlayRecord): number => {
  const s = specialOf(p);
  return s === 'rarity' ? IS_RARITY : s === 'whiteFlag' ? IS_FLAG : 0;
};

/** Who wins `plays` (in the order laid). */
export function trickWinner(plays: readonly PlayRecord[], mode: PlayMode, trump: Colour | null): FastVerdict {
  const lead = leadSuitOf(plays);
  const tr = trumpSuit(mode, trump);
  let rarities = 0;
  let lastKing = -1;
  let specials = 0;
  for (let i = 0; i < plays.length; i++) {
    const p = plays[i]!;
    if (p.king) lastKing = i;
    const bits = specialBits(p);
    if (bits === IS_RARITY) rarities++;
    if (i < MASKED) specials |= bits << (2 * i);
  }
  if (lastKing >= 0) return { index: lastKing, rarities, flagOverRarity: false };
  // The standard game and "Emperor" keep the base order (flag weakest); the other two let a flag climb over rarities.
  const flagClimbs = rarities > 0 && (mode === 'i-am-king' || mode === 'team');
  let best = -1;
  let bestRank = -1;
  let winner = 0;
  for (let i = 0; i < plays.length; i++) {
    const p = plays[i]!;
    let tier: number;
    let rank = 0;
    const special = i < MASKED ? (specials >>> (2 * i)) & 3 : specialBits(p);
    if (special === IS_RARITY) tier = RARITY;
    else if (special === IS_FLAG) tier = flagClimbs ? FLAG_OVER_RARITY : FLAG;
    else {
      const c = CARD[p.card]!;
      // A white jack/queen belongs to the lead colour; a samurai's red card has black strength.
      const colour = p.samurai ? 'black' : (c.suit ?? lead);
      rank = p.militia ? 11 - c.rank : c.rank;
      tier = colour !== null && colour === tr ? TRUMP : colour === lead || colour === null ? LEAD : OFF;
    }
    if (tier > best || (tier === best && rank > bestRank)) {
      best = tier;
      bestRank = rank;
      winner = i;
    }
  }
  return { index: winner, rarities, flagOverRarity: best === FLAG_OVER_RARITY };
}
