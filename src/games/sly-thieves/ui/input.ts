/**
 * The loot sheet's scorer input as the screen reads and edits it. Saved data is untrusted (it may
 * come from a backup), so reads fall back to 0 where a count is not a whole number; the scorer
 * still sees the raw data and refuses it, so nothing the player entered is silently changed.
 */
import type { SeatRecord } from '../../../storage/types';
import { countOrNull, isRecord } from '../../../lib/read';
import { TILE_COUNT } from '../data/board';
import { countsByValue, DEFAULT_DISTRIBUTION } from '../data/distribution';
import { TILE_VALUES, type TileValue } from '../data/tiles';
import type { ValueCounts, Variant } from '../score/parse';

/** One gang's row of the saved input, in the scorer's format. */
export interface LootPlayer {
  id: string;
  tiles: Partial<Record<TileValue, number>>;
}

/** What a Sly Thieves session stores: the scorer's input (`distribution` absent = not stated). */
export interface LootSheetInput {
  variant: Variant;
  distribution?: ValueCounts;
  players: LootPlayer[];
}

/** Stolik's default bank split by value (30 / 20 / 10), from the tile data. */
export const DEFAULT_BANK: Readonly<ValueCounts> = countsByValue(DEFAULT_DISTRIBUTION);

const wholeOrZero = (v: unknown): number => countOrNull(v) ?? 0;

/** A new sheet for these seats: no count entered yet (each is typed, 0 included). */
export function initialInput(seats: readonly SeatRecord[], variant: Variant, bank: ValueCounts | null): LootSheetInput {
  const players = seats.map((s) => ({ id: s.id, tiles: {} }));
  return bank ? { variant, distribution: { ...bank }, players } : { variant, players };
}

/** The saved players list, or an empty one when the data is damaged. */
const playersOf = (input: unknown): unknown[] => (isRecord(input) && Array.isArray(input.players) ? input.players : []);

/** Tiles of one value a gang has entered: null when nobody entered it (or it is unreadable). */
export function countOf(input: unknown, playerId: string, value: TileValue): number | null {
  const entry = playersOf(input).find((p) => isRecord(p) && p.id === playerId);
  return isRecord(entry) && isRecord(entry.tiles) ? countOrNull(entry.tiles[String(value)]) : null;
}

/** The tile values a gang has not entered yet (a gang is placed only once all three are in). */
export const missingValues = (input: unknown, playerId: string): TileValue[] => TILE_VALUES.filter((v) => countOf(input, playerId, v) === null);

/** The variant the sheet records (basic when missing). */
export const variantOf = (input: unknown): Variant => (isRecord(input) && input.variant === 'advanced' ? 'advanced' : 'basic');

/** The stated bank split, or null when the sheet checks only the 60-tile total. */
export function bankOf(input: unknown): ValueCounts | null {
  if (!isRecord(input) || !isRecord(input.distribution)) return null;
  const d = input.distribution;
  return { 1: wholeOrZero(d['1']), 2: wholeOrZero(d['2']), 3: wholeOrZero(d['3']) };
}

/** Tiles of each value entered over all gangs: what has left the bank. */
export function takenByValue(input: unknown, playerIds: readonly string[]): ValueCounts {
  const taken: ValueCounts = { 1: 0, 2: 0, 3: 0 };
  for (const id of playerIds) for (const v of TILE_VALUES) taken[v] += countOf(input, id, v) ?? 0;
  return taken;
}

/** True when two splits hold the same number of tiles of every value. */
export const sameCounts = (a: ValueCounts, b: Readonly<ValueCounts>): boolean => TILE_VALUES.every((v) => a[v] === b[v]);

/** A full split from gold bars and diamonds: cash bundles fill the rest of the 60 rooms. */
export function bankWithRest(gold: number, diamonds: number): ValueCounts {
  return { 1: TILE_COUNT - gold - diamonds, 2: gold, 3: diamonds };
}

/** The input with one gang's count of one value replaced, or un-entered with null (rest kept as saved). */
export function withCount(input: LootSheetInput, playerId: string, value: TileValue, n: number | null): LootSheetInput {
  const players = Array.isArray(input.players) ? input.players : [];
  const found = players.some((p) => p.id === playerId);
  const set = (tiles: unknown) => {
    const next: Record<string, unknown> = { ...(isRecord(tiles) ? tiles : {}), [value]: n };
    if (n === null) delete next[value];
    return next as LootPlayer['tiles'];
  };
  const next = found ? players.map((p) => (p.id === playerId ? { ...p, tiles: set(p.tiles) } : p)) : [...players, { id: playerId, tiles: set({}) }];
  return { ...input, players: next };
}

/** The input with another bank split, or with none stated (`null`). */
export function withBank(input: LootSheetInput, bank: ValueCounts | null): LootSheetInput {
  const { distribution: _old, ...rest } = input;
  return bank ? { ...rest, distribution: { ...bank } } : rest;
}

/** The input with another variant recorded (scoring is the same in both). */
export const withVariant = (input: LootSheetInput, variant: Variant): LootSheetInput => ({ ...input, variant });
