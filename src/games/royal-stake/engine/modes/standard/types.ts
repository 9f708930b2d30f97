/**
 * Shapes of the standard game (3-5 players) and the 2-player game (`players: 2`, same mode): its
 * moves and the part of the state only this mode keeps (`RsState.std`). Cards in hands and
 * tricks stay in the shared `RsState` fields.
 */
import type { Colour } from '../../../data/colours';
import { CHARACTER_IDS, type CharacterId } from '../../../data/characters';
import type { CardId } from '../../types';

/** One physical character card: `<character>-<copy>` ("hermit-2"), copies counted from 1. */
export type CharCardId = string;

/** What may lie face down as a bet: one of the seat's character cards, or (round 3) 'jack'. */
export type BetPick = CharCardId | 'jack';

/** Every move of the standard game (the card play and green queen are the core's, plus militia). */
export type StdMove =
  /** Round-1 squad draft: take a ruler set (one per seat). */
  | { t: 'set'; colour: Colour }
  /** Squad draft or redraft: take one character card from the table. */
  | { t: 'character'; card: CharCardId }
  /** Hidden bet: 1 card (round 3: 1-2, the jack allowed; 2 players: always 1, the jack from round 1); [] lays the cheerleader face up (no bet). */
  | { t: 'bet'; cards: BetPick[] }
  /** Face-up cheerleader, after the bets: give the partner card to `seat`. */
  | { t: 'partner'; seat: number }
  /** Cheerleader as the bet, after the bets: copy bet card number `index` of `seat` (unseen). */
  | { t: 'copy'; seat: number; index: number }
  /** Preparation (rounds 2-3): pay for the used queen to turn it face up, or not. */
  | { t: 'recharge'; pay: boolean }
  /** Preparation (cardsharp, berserker) or after the hermit's draw: throw away the owed cards. */
  | { t: 'discard'; cards: CardId[] }
  /** Trick phase, own turn: a face-up hermit draws 3 cards (a discard of 3 follows). */
  | { t: 'hermit' }
  /** Trick phase, leading with a face-up ninja: hand the lead to `seat` (once per trick per seat). */
  | { t: 'ninja'; seat: number }
  /** Face-up cheerleader on her turn gives a card to her partner; the partner answers with one. */
  | { t: 'exchange'; card: CardId }
  /**
   * A card play; `militia` swaps 1<->10 or rarity<->white flag (a face-up militia, announced).
   * `king: true` lays the seat's own king; `king: <colour>` lays one of its catch-up kings
   * (2 players, round 3; never the own colour, which is `true`).
   */
  | { t: 'play'; card: CardId; king?: true | Colour; queen?: 'white' | 'red' | 'blue' | 'black'; militia?: true }
  /** 2 players, round 3, 100-199 VP behind: take this deal king of round 1 or 2 as a catch-up king. */
  | { t: 'catchUp'; colour: Colour }
  /** 2 players, at scoring (phase 'jack'): tuck the face-up jack under the bet (+3 to its numbers) or not. */
  | { t: 'jackShift'; shift: boolean }
  /** Lay the green queen: play a card after everyone else. */
  | { t: 'green' };

/** The standard-only facts of one seat. */
export interface StdSeat {
  /** Character cards of this round's squad (3 once drafted), in the order taken. */
  chars: CharCardId[];
  /** Last round's squad: none of these may be taken back in the redraft. */
  lastChars: CharCardId[];
  /** This round's bet cards; null until the seat has bet; [] = the cheerleader lies face up. */
  bets: BetPick[] | null;
  /** Hermit draws left this round (one per face-up hermit). */
  hermitLeft: number;
  /** The cheerleader's exchange is still available this round. */
  exchangeLeft: boolean;
  /** The queen was turned face up for VP in this round's preparation. */
  recharged: boolean;
  /** 2 players, round 3: catch-up kings taken (absent in saves from before the 2-player game). */
  extraKings?: ExtraKing[];
}

/** A catch-up king (2 players, round 3): a deal king of round 1 or 2, laid like the seat's own. */
export interface ExtraKing {
  colour: Colour;
  /** Laid on a card this round (then it pays for won cards of its colour, not the unused bonus). */
  used: boolean;
}

/** 2 players, before the round-3 bets: the trailing seat picks one of `kings` (100-199 VP behind). */
export interface CatchUpChoice {
  seat: number;
  kings: Colour[];
}

/**
 * 2 players, phase 'jack' (rulebook «Игра на двоих»: at scoring a face-up jack «может» shift the bet
 * numbers by 3): the seats whose choice changes their points decide, one after the other. The
 * points either way are public (every bet lies open at scoring); another seat's choice is hidden
 * until both have decided, as the two would decide at once at the table.
 */
export interface JackAsk {
  /** Seats still to decide, first one moves. */
  order: number[];
  /** Seats that chose the shift. */
  shift: number[];
  /** Each seat's running VP after this round without the shift and with it. */
  plain: number[];
  moved: number[];
}

/** The round-1 draft (sets and characters) or a redraft (characters only). */
export interface SquadDraft {
  /** Seats in picking order, one entry per pick still to make. */
  order: number[];
  /** Ruler sets still on the table (round 1). */
  sets: Colour[];
  /** Character cards on the table. */
  pool: CharCardId[];
}

/** A step the trick phase is waiting for outside the card play. */
export type StdPending =
  /** `seat` drew with the hermit and owes 3 discards. */
  | { kind: 'hermit'; seat: number }
  /** The cheerleader `from` gave `card` to `to`, who now gives one back. */
  | { kind: 'exchange'; from: number; to: number; card: CardId };

/** Preparation work still to do, in order. */
export interface PrepTask {
  seat: number;
  /** 'recharge': decide on the queen; 'discard': throw away `count` cards. */
  kind: 'recharge' | 'discard';
  count: number;
}

/** The standard game's own part of the state. */
export interface StdState {
  seats: StdSeat[];
  draft: SquadDraft | null;
  /** Seats still to bet, in order. */
  betOrder: number[];
  /** Face-up cheerleader: her seat and her partner's (null until chosen). */
  partner: { cheer: number; partner: number | null } | null;
  /** Cheerleader as the bet: her seat and the copied bet card (seat, index) once chosen. */
  copy: { cheer: number; seat: number | null; index: number } | null;
  prep: PrepTask[];
  pending: StdPending | null;
  /** Seats that handed on the lead in the trick numbered `ninjaTrick` (0-based in history). */
  ninjaPassed: number[];
  ninjaTrick: number;
  /** The king of the jester deal this round (null: none). */
  dealKing: Colour | null;
  /** Kings nobody chose (round 1 onward), lowest number first: the jester deal draws on them. */
  unchosen: Colour[];
  /** Characters in play this game (all copies). */
  cards: CharCardId[];
  /**
   * 2 players: the king deck, public — the three unchosen kings in their seeded random order;
   * round r's deal king is entry r-1. Empty until both sets are taken; absent for 3-5 players.
   */
  kingDeck?: Colour[];
  /** 2 players, phase 'catchUp': the trailing seat's choice of catch-up king (else null/absent). */
  catchUp?: CatchUpChoice | null;
  /** 2 players, phase 'jack': the jack-shift decisions at scoring (else null/absent). */
  jack?: JackAsk | null;
}

const CHARACTER_OF = new Map<string, CharacterId>();

/** The character of a character card id ("hermit-2" -> "hermit"). */
export function characterOf(card: CharCardId): CharacterId {
  // Asked for every squad card at every step of every bot playout: remembered per id (a few dozen ids exist).
  let c = CHARACTER_OF.get(card);
  if (c === undefined) {
    const name = card.slice(0, card.lastIndexOf('-'));
    // The list's own string, not the slice: comparisons and table lookups with it are by pointer,
    // while a sliced string is compared and looked up character by character, every time.
    c = (CHARACTER_IDS.find((id) => id === name) ?? name) as CharacterId;
    if (CHARACTER_OF.size < 256) CHARACTER_OF.set(card, c);
  }
  return c;
}

/** True for a copy of the cheerleader. */
export const isCheerleader = (card: CharCardId): boolean => characterOf(card) === 'cheerleader';
