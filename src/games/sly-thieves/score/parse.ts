/**
 * Reads untrusted loot-count input (vectors, saved sessions) into checked counts. Every way the
 * input can be impossible has its own ERR_ code and the path of the offending field.
 */
import { ok, type Result } from '../../../lib/result';
import { ERR_NOT_INTEGER, isRecord, shownValue } from '../../../lib/read';
import { PLAYER_RANGE, TILE_COUNT } from '../data/board';
import { TILE_VALUES, type TileValue } from '../data/tiles';
import { fail, type Code } from '../codes';

/** The two ways to play; scoring is the same in both, the input only records which was played. */
export type Variant = 'basic' | 'advanced';

/** Tiles per value, every value present. */
export type ValueCounts = Record<TileValue, number>;

/** One gang's collected tiles after parsing. */
export interface LootEntry {
  id: string;
  tiles: ValueCounts;
}

/** Checked input of the scorer. `bank` is the tile split when the input states one. */
export interface LootInput {
  variant: Variant;
  players: LootEntry[];
  bank: ValueCounts | null;
}

/** Parses a `{ "1": n, "2": n, "3": n }` map: known values only, whole non-negative counts. */
function parseValueCounts(raw: unknown, path: string, notObject: Code): Result<ValueCounts, Code> {
  if (!isRecord(raw)) return fail(notObject, undefined, path);
  const counts: ValueCounts = { 1: 0, 2: 0, 3: 0 };
  for (const [key, n] of Object.entries(raw)) {
    const value = TILE_VALUES.find((v) => String(v) === key);
    if (value === undefined) return fail('ERR_UNKNOWN_TILE_VALUE', { value: key }, `${path}.${key}`);
    if (typeof n !== 'number' || !Number.isInteger(n)) return fail(ERR_NOT_INTEGER, { value: shownValue(n) }, `${path}.${key}`);
    if (n < 0) return fail('ERR_NEGATIVE_COUNT', { value: n }, `${path}.${key}`);
    // -0 is an integer too; store a plain 0 so JSON and equality stay clean.
    counts[value] = n === 0 ? 0 : n;
  }
  return ok(counts);
}

/** Reads the optional bank split; it must fill the 60 tile rooms exactly. */
function parseBank(raw: unknown): Result<ValueCounts | null, Code> {
  if (raw === undefined) return ok(null);
  const bank = parseValueCounts(raw, 'distribution', 'ERR_BAD_DISTRIBUTION');
  if (!bank.ok) return bank;
  const total = TILE_VALUES.reduce((s, v) => s + bank.value[v], 0);
  if (total !== TILE_COUNT) return fail('ERR_BAD_DISTRIBUTION', { total, expected: TILE_COUNT }, 'distribution');
  return bank;
}

/** Reads one player's entry: a non-empty id and a tile map. */
function parsePlayer(raw: unknown, index: number): Result<LootEntry, Code> {
  const path = `players.${index}`;
  if (!isRecord(raw)) return fail('ERR_PLAYER_NOT_OBJECT', undefined, path);
  const id = raw.id;
  if (typeof id !== 'string' || id.trim() === '') return fail('ERR_BAD_PLAYER_ID', undefined, `${path}.id`);
  const tiles = parseValueCounts(raw.tiles, `${path}.tiles`, 'ERR_TILES_NOT_OBJECT');
  if (!tiles.ok) return tiles;
  return ok({ id, tiles: tiles.value });
}

/** Validates the whole input shape, player by player; totals are checked by `checkSupply`. */
export function parseLootInput(input: unknown): Result<LootInput, Code> {
  if (!isRecord(input)) return fail('ERR_INPUT_NOT_OBJECT');
  const variant = input.variant ?? 'basic';
  if (variant !== 'basic' && variant !== 'advanced') return fail('ERR_UNKNOWN_VARIANT', { value: shownValue(variant) }, 'variant');
  const bank = parseBank(input.distribution);
  if (!bank.ok) return bank;
  if (!Array.isArray(input.players)) return fail('ERR_PLAYERS_NOT_LIST', undefined, 'players');
  if (input.players.length === 0) return fail('ERR_NO_PLAYERS', undefined, 'players');
  if (input.players.length > PLAYER_RANGE.max) return fail('ERR_TOO_MANY_PLAYERS', { max: PLAYER_RANGE.max }, 'players');
  const players: LootEntry[] = [];
  const seen = new Set<string>();
  for (const [i, raw] of input.players.entries()) {
    const p = parsePlayer(raw, i);
    if (!p.ok) return p;
    if (seen.has(p.value.id)) return fail('ERR_DUPLICATE_PLAYER', { id: p.value.id }, `players.${i}.id`);
    seen.add(p.value.id);
    players.push(p.value);
  }
  return ok({ variant, players, bank: bank.value });
}
