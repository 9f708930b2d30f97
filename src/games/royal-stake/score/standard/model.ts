/** The validated shape of a standard or two-player game (see parse.ts for the JSON it reads). */
import type { Colour, WonCards } from '../../data/colours';
import type { BetCard, CharacterId } from '../../data/characters';

/** A king a trailing two-player player took before round 3, and whether it lies face down. */
export interface ExtraKing {
  colour: Colour;
  used: boolean;
}

/** One player's round as entered at the table. */
export interface StdPlayerRound {
  faceUp: CharacterId[];
  bets: BetCard[];
  /** Tricks taken (wins = tricks + 2 for a face-up jester + 1 for the red queen). */
  tricks: number;
  won: WonCards;
  redQueen: boolean;
  /** The king lies face down at the end of this round. */
  kingUsed: boolean;
  /** The queen was recharged (paid for) before this round. */
  queenRecharged: boolean;
  /** Cards of the deal king's colour in tricks this player won with a card of that colour. */
  dealPenaltyCards: number;
  /** With a face-up cheerleader: whose results this player scores. */
  partner?: string;
  /** With the cheerleader as a bet: which other bet it copies. */
  copy?: { player: string; card: BetCard };
  /** Two players only: the face-up jack shifts the bet's numbers by 3. */
  jackShift: boolean;
  extraKings: ExtraKing[];
}

/** One round: every player's entry, and the king under the jester deal (if any). */
export interface StdRound {
  dealKing?: Colour;
  players: Record<string, StdPlayerRound>;
}

/** Options of the standard game. */
export interface StdOptions {
  jesterDeal: boolean;
  /** The cheerleader's advanced rule: a red queen adds a win only for whoever used it. */
  cheerleaderAdvanced: boolean;
  /** Four players with the recommended base squads keep the spare cardsharp and hermit. */
  baseSquads: boolean;
}

/** A validated standard or two-player game. */
export interface StdGame {
  twoPlayers: boolean;
  ids: string[];
  rulers: Record<string, Colour>;
  options: StdOptions;
  tricksPerRound: number;
  rounds: StdRound[];
}
