/**
 * Reading and editing the King of Thieves score input on screen. Saved sessions are untrusted
 * (old versions, restored backups), so reads tolerate any shape and edits never drop players.
 */
import { CARD_BY_ID, type DeckId } from '../data/cards';
import type { SeatRecord } from '../../../storage/types';
import { countOrNull, isRecord, recordsOf } from '../../../lib/read';

/** One player's end-of-game holdings, in the scorer's input shape (a count nobody entered is absent). */
export interface PlayerInput {
  id: string;
  cards: string[];
  coins?: number;
  notoriety?: number;
}

/** One player's holdings as the sheet shows them: null is a count nobody entered yet. */
export interface Holding {
  id: string;
  cards: string[];
  coins: number | null;
  notoriety: number | null;
}

/** The scorer's input: `{ players: [{ id, cards, coins, notoriety }] }`. */
export interface KotInput {
  players: PlayerInput[];
}

/** The counts a stepper edits; both must be entered (0 is typed, never assumed). */
export type CountField = 'coins' | 'notoriety';
export const COUNT_FIELDS: readonly CountField[] = ['coins', 'notoriety'];

/** A new sheet: every seat with no cards; coins and notoriety not entered yet (not 0). */
export const emptyInput = (seats: readonly SeatRecord[]): KotInput => ({
  players: seats.map((s) => ({ id: s.id, cards: [] })),
});

/** The player entries of whatever was saved (anything that is not an object is skipped). */
const entriesOf = (input: unknown): Record<string, unknown>[] => (isRecord(input) ? recordsOf(input.players) : []);

/** One player's holdings as the screen shows them; odd saved values read as empty or not entered (the scorer's refusal names them). */
export function holdingOf(input: unknown, id: string): Holding {
  const p = entriesOf(input).find((e) => e.id === id);
  const cards = Array.isArray(p?.cards) ? p.cards.filter((c): c is string => typeof c === 'string') : [];
  return { id, cards, coins: countOrNull(p?.coins), notoriety: countOrNull(p?.notoriety) };
}

/** Seat id of the player who holds `cardId`, if anyone does. */
export function ownerOf(input: unknown, cardId: string): string | undefined {
  const p = entriesOf(input).find((e) => Array.isArray(e.cards) && e.cards.includes(cardId));
  return typeof p?.id === 'string' ? p.id : undefined;
}

/** How many cards of one deck the whole table holds (a game uses only 13 / 12 / 11). */
export const heldFromDeck = (input: unknown, deck: DeckId): number =>
  entriesOf(input).reduce(
    (n, e) => n + (Array.isArray(e.cards) ? e.cards.filter((c) => typeof c === 'string' && CARD_BY_ID.get(c)?.deck === deck).length : 0),
    0,
  );

/** Applies `change` to one seat's entry, adding the entry when the saved data lacked it. */
function withPlayer(input: unknown, id: string, change: (p: Record<string, unknown>) => Record<string, unknown>): KotInput {
  const entries = entriesOf(input);
  const found = entries.some((e) => e.id === id);
  const base = found ? entries : [...entries, { id, cards: [] }];
  const players = base.map((e) => (e.id === id ? change(e) : e));
  return { ...(isRecord(input) ? input : {}), players } as unknown as KotInput;
}

/** Sets a seat's coins or notoriety; null un-enters it (the field is removed, not set to 0). */
export const setCount = (input: unknown, id: string, field: CountField, value: number | null): KotInput =>
  withPlayer(input, id, (p) => {
    const next = { ...p };
    if (value === null) delete next[field];
    else next[field] = value;
    return next;
  });

/** Counts nobody has entered yet, per seat in seating order (seats with none are left out). */
export function missingCounts(input: unknown, seatIds: readonly string[]): Array<{ id: string; fields: CountField[] }> {
  return seatIds
    .map((id) => {
      const p = entriesOf(input).find((e) => e.id === id);
      return { id, fields: COUNT_FIELDS.filter((f) => p?.[f] === undefined || p[f] === null) };
    })
    .filter((m) => m.fields.length > 0);
}

/**
 * Takes a card for a seat, or gives it back when the seat already holds it. A card someone else
 * holds is left alone: every market card exists once.
 */
export function toggleCard(input: unknown, id: string, cardId: string): KotInput {
  const owner = ownerOf(input, cardId);
  if (owner !== undefined && owner !== id) return withPlayer(input, id, (p) => p);
  return withPlayer(input, id, (p) => {
    const cards = Array.isArray(p.cards) ? p.cards : [];
    return { ...p, cards: owner === id ? cards.filter((c) => c !== cardId) : [...cards, cardId] };
  });
}
