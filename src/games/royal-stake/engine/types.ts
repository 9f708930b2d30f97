/**
 * Shapes of the digital Royal Stake ("I am King", team whist, "Emperor"): config, plain JSON
 * state, moves and what one seat may see. Shared by the engine core (cards, tricks), the three
 * mode modules, the bots and the play screen, so it changes only by agreement.
 */
import type { RngState } from '../../../lib/rng';
import type { Colour, Suit } from '../data/colours';
import type { KingNumberSet } from '../data/king-numbering';
import type { StdTableOptions, StdValues, ValueSet } from './modes/standard/config';
import type { StdMove, StdState } from './modes/standard/types';

/** The digital modes: the three that need no character cards, and the standard game (2-5 players). */
export type PlayMode = 'i-am-king' | 'team' | 'emperor' | 'standard';

/**
 * A card id. Numbered: `<suit>-<rank>` ("red-5", "black-10"); specials: "rarity-1", "rarity-2",
 * "whiteFlag-1", "whiteFlag-2"; playing courts: "<colour>-jack", "<colour>-queen" (team: jacks;
 * emperor: jacks and queens). The label format is the trick judge's `cardLabel` for numbers and
 * courts, so explanations and ids read the same.
 */
export type CardId = string;

/** Printed king numbers (not in the rulebook text: the user enters them once). */
export interface KingNumbers {
  front: Record<Colour, number>;
  back: Record<Colour, number>;
}

/** What a table chose before the game. */
export interface RsConfig {
  mode: PlayMode;
  /** 3 for "I am King", 4 for team whist, 5 for "Emperor". Seats are clockwise 0..n-1. */
  players: number;
  /** Team and "Emperor" need them (first player, tie-breaks); "I am King" does not. */
  kingNumbers?: KingNumbers;
  /** Where `kingNumbers` came from: the user's printed cards or Stolik's own numbering. */
  kingNumberSet?: KingNumberSet;
  /** Standard game: the optional rules (see modes/standard/config.ts). */
  options?: StdTableOptions;
  /** Standard game: where `values` came from (printed cards or Stolik's own digital set). */
  valueSet?: ValueSet;
  /** Standard game: the six lost bet backs and the king numbers. */
  values?: StdValues;
}

/** A ruler ability a seat may still use. `queenUses`: 1 usually, 2 for the team-mode green queen. */
export interface SeatState {
  /** Hidden from other seats. */
  hand: CardId[];
  /** "I am King": face-down auction cards not laid yet (hidden even from their owner). */
  auction: CardId[];
  /** "I am King": auction cards laid in the auction (face down; only their number is public). */
  laid: CardId[];
  /** Cards this seat threw away this round (hidden from everyone else). */
  discarded: CardId[];
  /** Ruler set of this round (i-am-king) or game (team, emperor); null before it is taken. */
  set: Colour | null;
  /** 'ready': may be laid; 'used': laid earlier (face down); 'off': not usable (opponents in "I am King"). */
  king: 'ready' | 'used' | 'off';
  /** Uses of the queen's ability left this round/game; 0 when none (emperor: queens are cards). */
  queenUses: number;
  /** Cards in the tricks this seat won this round, in order. */
  won: CardId[];
  /** Tricks won this round. */
  tricks: number;
  /** This round: the red queen was used in a trick this seat won (a win only then, in these modes). */
  redQueenWin: boolean;
  /** "I am King": for each trick a white flag of this seat won over rarities, how many it beat. */
  flagWins: number[];
  /** Victory points so far (team whist: the team's, repeated on both partners). */
  score: number;
}

/** One card laid in a trick and what came with it. */
export interface PlayRecord {
  seat: number;
  card: CardId;
  /** The seat's king laid on the card (its colour). */
  king?: Colour;
  /** The white or blue queen laid on the card (rarity or white-flag strength). */
  queen?: 'white' | 'blue';
  /** Played with the black queen: free of the follow rule. */
  blackQueen?: true;
  /** Played with the red queen (+1 win if this seat takes the trick). */
  redQueen?: true;
  /** The seat laid the green queen first and played this card last. */
  greenQueen?: true;
  /** Standard game: the militia swapped the card (1<->10, rarity<->white flag, or the queen's strength). */
  militia?: true;
  /** Standard game: the seat has a face-up samurai (its red cards have black strength). */
  samurai?: true;
}

/** The trick on the table. */
export interface TrickState {
  leader: number;
  plays: PlayRecord[];
  /** Seats that laid the green queen and still owe a card (they play after everyone else). */
  greenPending: number[];
}

/** A finished trick, kept for the round's history and the judge's explanation. */
export interface DoneTrick {
  leader: number;
  plays: PlayRecord[];
  winner: number;
  /** "I am King": VP the winning white flag earned at once (100/200), else 0. */
  flagBonus: number;
}

/** "I am King" auction: who opened, whose turn, who passed, who holds the title. */
export interface AuctionState {
  opener: number;
  turn: number;
  passed: number[];
  holder: number;
  /** Highest number of laid auction cards so far (the opener starts with 0). */
  top: number;
}

/** Team draft (round 1 snake of sets and specials) or special picks (rounds 2-3). */
export interface DraftState {
  /** Seats in picking order, one entry per pick still to make. */
  order: number[];
  /** Specials on the table still to take ("rarity-1", "whiteFlag-2", ...). */
  specials: CardId[];
  /** Ruler sets still on the table. */
  sets: Colour[];
}

/** "Emperor": hidden cards for the picking order, then picks by that order. */
export interface RevealState {
  /** Card each seat laid face down (null until chosen). Hidden until all have chosen. */
  chosen: (CardId | null)[];
  /** Picking order once revealed (highest first, black > red > blue > green on equal numbers). */
  order: number[];
}

/** Whose turn and what they are doing. */
export type Phase =
  | 'auction' // i-am-king
  | 'kingSet' // i-am-king: the King picks a set (= trump)
  | 'sets' // i-am-king opponents / emperor picks, by `pickOrder`
  | 'draft' // team: sets and specials
  | 'reveal' // emperor: hidden cards
  | 'discard' // seats in `discardOrder` discard
  | 'squad' // standard: round-1 draft of sets and characters, redraft of characters
  | 'catchUp' // standard, 2 players, round 3: the trailing seat picks a catch-up king
  | 'jack' // standard, 2 players, at scoring: a seat whose jack shift changes its points decides
  | 'bet' // standard: hidden bets
  | 'cheer' // standard: the cheerleader's partner card or copied bet
  | 'prep' // standard: queen recharge, cardsharp and berserker discards
  | 'hermit' // standard: the hermit's discard inside the trick phase
  | 'exchange' // standard: the cheerleader's partner gives a card back
  | 'trick'
  | 'over';

/** The whole game: plain JSON, its RNG inside, never mutated (every apply returns a new object). */
export interface RsState {
  config: RsConfig;
  rng: RngState;
  /** 1-based. */
  round: number;
  phase: Phase;
  seats: SeatState[];
  /** Face-down stock left after the deal (hidden). */
  deck: CardId[];
  /** The first-player card's holder this round (leads the first trick). */
  first: number;
  /** "I am King": the King of this round; emperor: the emperor's seat; else null. */
  lead: number | null;
  /** "I am King": the King's colour (white = no trump). Team/emperor: black is trump (null here). */
  trump: Colour | null;
  auction: AuctionState | null;
  draft: DraftState | null;
  reveal: RevealState | null;
  /** Seats still to pick a set (phase 'sets'), first one moves. */
  pickOrder: number[];
  /** Seats still to discard (phase 'discard'), first one moves, and how many each. */
  discardOrder: { seat: number; count: number }[];
  trick: TrickState | null;
  /** Finished tricks of this round. */
  history: DoneTrick[];
  /** Rounds already scored: the scorer's round input, so the outcome is the scorer's result. */
  rounds: unknown[];
  /** Team whist / emperor: seat lists of the two teams once known. */
  teams: number[][] | null;
  /** Standard game only (null or absent in the other modes). */
  std?: StdState | null;
}

/** Everything a seat can do. Card plays carry their ruler options. */
export type RsMove =
  /** "I am King": challenge or defend by laying `n` more auction cards (1-3). */
  | { t: 'bid'; n: number }
  /** "I am King": leave the auction. */
  | { t: 'pass' }
  /** Take a ruler set (the King's trump choice, an opponent's pick, a draft pick, an emperor pick). */
  | { t: 'set'; colour: Colour }
  /** Team draft: take a rarity or white flag from the table. */
  | { t: 'special'; card: CardId }
  /** Emperor: lay a numbered card face down for the picking order. */
  | { t: 'reveal'; card: CardId }
  /** Throw away exactly the owed number of cards at once. */
  | { t: 'discard'; cards: CardId[] }
  /** Play a card, optionally with the king laid on it and/or one queen's ability. */
  | { t: 'play'; card: CardId; king?: true; queen?: 'white' | 'red' | 'blue' | 'black'; militia?: true }
  /** Lay the green queen instead of a card: play a card after everyone else. */
  | { t: 'green' }
  /** The standard game's moves (see modes/standard/types.ts; its 'play' adds `militia`). */
  | StdMove;

/** Why a card in hand cannot be played now (shown under the greyed card). */
export interface Blocked {
  card: CardId;
  /** An error code of the engine, e.g. ERR_MUST_FOLLOW. */
  reason: string;
  params?: Record<string, string | number>;
}

/**
 * The public parts of the state every seat sees as they are. `rounds` (earlier rounds in the
 * scorer's input) holds only public facts: sets, tricks, red queen wins, flag wins, laid kings,
 * and in "Emperor" the cards taken in tricks everyone saw.
 */
type PublicState = Pick<
  RsState,
  'config' | 'round' | 'phase' | 'first' | 'lead' | 'trump' | 'auction' | 'draft' | 'pickOrder' | 'discardOrder' | 'trick' | 'history' | 'rounds' | 'teams'
>;

/** What one seat may see: its own hand, public tables, counts of others' hidden cards. */
export interface RsView extends PublicState {
  seat: number;
  toMove: number | null;
  hand: CardId[];
  /** Sizes of every seat's hand (own included). */
  handSizes: number[];
  seats: Array<
    Omit<SeatState, 'hand' | 'auction' | 'laid' | 'discarded' | 'won'> & {
      auctionLeft: number;
      laidCount: number;
      wonCount: number;
    }
  >;
  /** Cards this seat won this round, and own discards. */
  won: CardId[];
  discarded: CardId[];
  deckSize: number;
  /** Emperor reveal: own choice; others' only once everyone has chosen. */
  reveal: RevealState | null;
  /** Lead colour of the trick on the table, if any. */
  leadSuit: Suit | null;
  /** For the seat to move (if it is this seat): cards it cannot play now and why. */
  blocked: Blocked[];
  /** Standard game: squads, draft, partner and copy cards; other seats' bets as ['hidden'] until all are laid. */
  std?: StdState | null;
}
