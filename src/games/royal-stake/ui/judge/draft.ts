/**
 * The trick judge's working state and its edits: plain data, no DOM. Every edit is checked by
 * the pure judge itself (`resolveTrick`), so the screen only ever holds a trick the judge accepts.
 */
import { RULER_COLOURS, type Colour, type Suit } from '../../data/colours';
import { MODE_PLAYERS, deckRanks, type Mode } from '../../data/decks';
import { resolveTrick, type TrickCard, type TrickContext, type TrickPlay } from '../../referee';
import { isFreeCard, printedColour } from '../../referee/cards';

/** Everything the judge screen holds (kept in memory only: a dispute helper saves nothing). */
export interface JudgeDraft {
  mode: Mode;
  players: number;
  /** "I am King": the king's colour (white = no trump); null until chosen. */
  trump: Colour | null;
  /** Seat (0-based) that led the trick. */
  leader: number;
  /** Seat whose owner used the green queen: that card is laid last. */
  greenQueen: number | null;
  /** Cards in the order they were laid. */
  plays: TrickPlay[];
  /** Play whose options are open. */
  selected: number | null;
}

/** A fresh judge: standard game, four players, no cards. */
export const INITIAL_DRAFT: JudgeDraft = { mode: 'standard', players: 4, trump: null, leader: 0, greenQueen: null, plays: [], selected: null };

/** What a mode puts on the table besides numbered cards, rarities and flags. */
export interface ModeFeatures {
  /** Militia and samurai exist (character modes). */
  characters: boolean;
  /** Ruler queens' abilities (white, blue, green, black) exist. */
  rulerQueens: boolean;
  /** Jacks are playing cards (11). */
  jacks: boolean;
  /** Queens are playing cards (12). */
  queens: boolean;
  /** The trump colour is chosen by the King. */
  trump: boolean;
}

/** The specials each mode has (mirrors what the judge accepts, so the screen offers nothing else). */
export function featuresOf(mode: Mode): ModeFeatures {
  return {
    characters: mode === 'standard' || mode === 'two-players',
    rulerQueens: mode !== 'emperor',
    jacks: mode === 'team' || mode === 'emperor',
    queens: mode === 'emperor',
    trump: mode === 'i-am-king',
  };
}

/**
 * Numbered ranks in this table's deck: the standard and two-player decks lose ranks with fewer
 * players (four: no 8s and 9s; two or three: no 6 to 9); the other ways to play use all ten.
 */
export function ranksOf(d: Pick<JudgeDraft, 'mode' | 'players'>): number[] {
  return d.mode === 'standard' || d.mode === 'two-players' ? deckRanks(d.players) : deckRanks(5);
}

/** Is this card in the table's deck? (Only numbered cards depend on the player count.) */
export const inDeck = (d: Pick<JudgeDraft, 'mode' | 'players'>, card: TrickCard): boolean => card.kind !== 'number' || ranksOf(d).includes(card.rank);

/** The judge's context, or null while "I am King" still lacks its trump colour. */
export function contextOf(d: JudgeDraft): TrickContext | null {
  if (d.mode !== 'i-am-king') return { mode: d.mode };
  return d.trump ? { mode: d.mode, trump: d.trump } : null;
}

/** Seats in the order their cards are laid: clockwise from the leader, the green-queen seat last. */
export function seatOrder(d: JudgeDraft): number[] {
  const clockwise = Array.from({ length: d.players }, (_, i) => (d.leader + i) % d.players);
  const last = d.greenQueen;
  return last === null ? clockwise : [...clockwise.filter((s) => s !== last), last];
}

/** Lead colour before each play (null while only rarities, flags or white courts are down). */
export function leadsBefore(plays: readonly TrickPlay[]): (Suit | null)[] {
  let lead: Suit | null = null;
  return plays.map((p) => {
    const before = lead;
    lead ??= printedColour(p.card);
    return before;
  });
}

/** The lead colour the next card must follow (null while none is set). */
export function nextLead(plays: readonly TrickPlay[]): Suit | null {
  for (const p of plays) {
    const colour = printedColour(p.card);
    if (colour) return colour;
  }
  return null;
}

/** True when this play could have broken the follow rule (a lead exists and it did not follow). */
export function offLead(plays: readonly TrickPlay[], index: number): boolean {
  const play = plays[index];
  const lead = leadsBefore(plays)[index];
  return !!play && !!lead && !isFreeCard(play.card) && printedColour(play.card) !== lead;
}

/** A play without empty modifiers (so the draft stays small, plain JSON). */
function tidy(play: TrickPlay): TrickPlay {
  const out: TrickPlay = { card: play.card };
  if (play.king) out.king = play.king;
  if (play.queen) out.queen = play.queen;
  if (play.militia) out.militia = true;
  if (play.samurai) out.samurai = true;
  if (play.blackQueen) out.blackQueen = true;
  if (play.canFollow) out.canFollow = true;
  return out;
}

const accepted = (plays: readonly TrickPlay[], ctx: TrickContext): boolean => resolveTrick(plays, ctx).ok;

/** Modifiers dropped one by one, least telling first, when a play no longer fits. */
const DROPPABLE = ['militia', 'samurai', 'queen', 'blackQueen', 'king'] as const;

/**
 * Keeps what still fits after a change of mode, count or modifiers: a modifier the judge refuses
 * is dropped; a card the mode does not have ends the trick there (later seats would be wrong).
 */
export function fitPlays(plays: readonly TrickPlay[], ctx: TrickContext | null, count: number): TrickPlay[] {
  const kept = plays.slice(0, count).map(tidy);
  if (!ctx) return kept;
  const out: TrickPlay[] = [];
  for (const play of kept) {
    let candidate = play;
    const dropped: (typeof DROPPABLE)[number][] = [];
    for (const key of DROPPABLE) {
      if (accepted([...out, candidate], ctx)) break;
      if (candidate[key] === undefined) continue;
      dropped.push(key);
      candidate = tidy({ ...candidate, [key]: undefined });
    }
    if (!accepted([...out, candidate], ctx)) break;
    // Put back whatever was dropped only on the way to the real culprit.
    for (const key of dropped) {
      const back = tidy({ ...candidate, [key]: play[key] });
      if (accepted([...out, back], ctx)) candidate = back;
    }
    out.push(candidate);
  }
  return out;
}

function refit(d: JudgeDraft): JudgeDraft {
  // A card the new table's deck lacks (an 8 once the table has four players) ends the trick there.
  const cut = d.plays.findIndex((p) => !inDeck(d, p.card));
  const plays = fitPlays(cut < 0 ? d.plays : d.plays.slice(0, cut), contextOf(d), d.players);
  const selected = d.selected !== null && d.selected < plays.length ? d.selected : null;
  return { ...d, plays, selected };
}

/** Changes the table (mode, players, trump, leader, green queen); the trick keeps what fits. */
export function withSetup(d: JudgeDraft, patch: Partial<Omit<JudgeDraft, 'plays' | 'selected'>>): JudgeDraft {
  const next = { ...d, ...patch };
  const range = MODE_PLAYERS[next.mode];
  next.players = Math.min(Math.max(next.players, range.min), range.max);
  if (next.leader >= next.players) next.leader = 0;
  if (!featuresOf(next.mode).rulerQueens || (next.greenQueen !== null && next.greenQueen >= next.players)) next.greenQueen = null;
  if (!featuresOf(next.mode).trump) next.trump = null;
  return refit(next);
}

/** Adds the next card in play order (refused when the trick is full or the judge rejects it). */
export function addCard(d: JudgeDraft, card: TrickCard): JudgeDraft {
  const ctx = contextOf(d);
  if (!ctx || d.plays.length >= d.players || !inDeck(d, card)) return d;
  const plays = [...d.plays, { card }];
  return accepted(plays, ctx) ? { ...d, plays, selected: plays.length - 1 } : d;
}

/** Takes back the last card laid. */
export function undoCard(d: JudgeDraft): JudgeDraft {
  const plays = d.plays.slice(0, -1);
  return { ...d, plays, selected: plays.length > 0 ? plays.length - 1 : null };
}

/** Empties the trick, keeping the table. */
export const clearTrick = (d: JudgeDraft): JudgeDraft => ({ ...d, plays: [], selected: null });

/** Sets or clears modifiers of one play (undefined or false clears); what no longer fits is dropped. */
export function editPlay(d: JudgeDraft, index: number, patch: Partial<Omit<TrickPlay, 'card'>>): JudgeDraft {
  const play = d.plays[index];
  if (!play) return d;
  const plays = d.plays.map((p, i) => (i === index ? tidy({ ...p, ...patch }) : p));
  return refit({ ...d, plays });
}

/** Would the judge accept this change of one play? (Used to offer only what can really lie there.) */
export function allows(d: JudgeDraft, index: number, patch: Partial<Omit<TrickPlay, 'card'>>): boolean {
  const ctx = contextOf(d);
  const play = d.plays[index];
  if (!ctx || !play) return false;
  return accepted(
    d.plays.map((p, i) => (i === index ? tidy({ ...p, ...patch }) : p)),
    ctx,
  );
}

/**
 * Kings that may lie on this play: its colour fits and no other card of the trick holds that king.
 * In "I am King" only the King's own king is in play (the opponents' kings lie face down).
 */
export const kingChoices = (d: JudgeDraft, index: number): Colour[] =>
  RULER_COLOURS.filter((c) => d.plays[index]?.king === c || ((d.mode !== 'i-am-king' || c === d.trump) && allows(d, index, { king: c })));
