/** Shapes of the trick judge: one trick's plays in order, the mode, and the verdict. */
import type { Colour, Suit } from '../data/colours';
import type { Mode } from '../data/decks';
import type { RuleAnchor } from '../data/anchors';

/** A card played from hand. Jacks are playing cards in team and emperor games, queens in emperor. */
export type TrickCard =
  | { kind: 'number'; colour: Suit; rank: number }
  | { kind: 'rarity' }
  | { kind: 'whiteFlag' }
  | { kind: 'jack'; colour: Colour }
  | { kind: 'queen'; colour: Colour };

/** One play: the card and what lies on it or changes it. */
export interface TrickPlay {
  card: TrickCard;
  /** A king laid on this card (it wins unless a later king is laid). */
  king?: Colour;
  /** The white queen (rarity strength) or the blue queen (white-flag strength) laid on it. */
  queen?: 'white' | 'blue';
  /** The militia's swap: 1<->10, or rarity<->white flag (also undoing a queen's change). */
  militia?: boolean;
  /** The player has a face-up samurai: their red cards have black (trump) strength. */
  samurai?: boolean;
  /** Played with the black queen: free of the follow rule. */
  blackQueen?: boolean;
  /** The player declared they held a card of the lead colour (the follow rule applied). */
  canFollow?: boolean;
}

/** The mode's specials; `trump` is the "I am King" king's colour (white = no trump). */
export interface TrickContext {
  mode: Mode;
  trump?: Colour;
}

/** Why the winner won. */
export type TrickReason =
  | 'lastKing'
  | 'flagOverRarity'
  | 'firstRarity'
  | 'highestTrump'
  | 'highestLead'
  /** Every lead-colour and trump card was turned into a white flag (blue queen). */
  | 'highestOffColour'
  | 'firstFlag';

/** A play that broke the follow rule although its hand could follow. */
export interface FollowViolation {
  index: number;
  lead: Suit;
  rule: Extract<RuleAnchor, 'follow-rule'>;
}

/** The judge's answer: the winning play's index and a one-line reason with its rule anchor. */
export interface TrickVerdict {
  winner: number;
  reason: TrickReason;
  rule: RuleAnchor;
  /** Fill the reason's sentence: card, lead, trump, tie (an equal card came later), ... */
  params: Record<string, string | number>;
  violations: FollowViolation[];
}
