/**
 * Type checks of untrusted JSON (vectors, saved sessions): shapes, integers, signs, unknown
 * fields, player ids. What the rulebook makes impossible is checked later, in validate.ts.
 */
import { ok, type Result } from '../../../lib/result';
import { fail, type Code } from '../codes';
import { HAND_CARDS, INVENTORY_CARDS, STEAMBOT_TYPES } from '../data/gold';
import { MAX_COUNT, VARIANTS, type Variant } from '../data/limits';
import type { PlayerInput, ScoreInput } from './input';
import { ERR_NOT_BOOLEAN, ERR_NOT_INTEGER, ERR_NOT_OBJECT, ERR_OUT_OF_RANGE, isRecord, shownValue } from '../../../lib/read';

const PLAYER_FIELDS = ['id', 'knights', 'mages', 'ghost', 'victories', 'inventory', 'settings', 'hand', 'orders'];
const TOP_FIELDS = ['variant', 'players'];

type Json = Record<string, unknown>;

/** Refuses keys we do not know: a typo such as "knight" must not silently count as zero. */
function checkKeys(obj: Json, allowed: readonly string[], path: string): Result<true, Code> {
  for (const key of Object.keys(obj)) {
    if (!allowed.includes(key)) return fail('ERR_UNKNOWN_FIELD', { field: key }, path ? `${path}.${key}` : key);
  }
  return ok(true);
}

/** An integer in [min, MAX_COUNT]; a missing count means none. -0 becomes 0. */
function readInt(v: unknown, path: string, min: number): Result<number, Code> {
  if (v === undefined) return ok(0);
  if (typeof v !== 'number' || !Number.isInteger(v)) return fail(ERR_NOT_INTEGER, undefined, path);
  // A card count below zero gets its own message; a signed order value only a range.
  if (min === 0 && v < 0) return fail('ERR_NEGATIVE_COUNT', undefined, path);
  if (v < min || v > MAX_COUNT) return fail(ERR_OUT_OF_RANGE, { min, max: MAX_COUNT }, path);
  return ok(v === 0 ? 0 : v);
}

/** A group of counts such as `victories`; every key optional, unknown keys refused. */
function readGroup<K extends string>(v: unknown, keys: readonly K[], path: string): Result<Record<K, number>, Code> {
  const out = {} as Record<K, number>;
  if (v === undefined) v = {};
  if (!isRecord(v)) return fail(ERR_NOT_OBJECT, undefined, path);
  const known = checkKeys(v, keys, path);
  if (!known.ok) return known;
  for (const key of keys) {
    const n = readInt(v[key], `${path}.${key}`, 0);
    if (!n.ok) return n;
    out[key] = n.value;
  }
  return ok(out);
}

/** Order cards: a list of signed integers (a failed order may cost gold). */
function readOrders(v: unknown, path: string): Result<number[], Code> {
  if (v === undefined) return ok([]);
  if (!Array.isArray(v)) return fail('ERR_NOT_LIST', undefined, path);
  const out: number[] = [];
  for (let i = 0; i < v.length; i++) {
    const n = readInt(v[i], `${path}.${i}`, -MAX_COUNT);
    if (!n.ok) return n;
    out.push(n.value);
  }
  return ok(out);
}

/** One player object (exported: the sheet checks each player on its own). */
export function readPlayer(v: unknown, path: string): Result<PlayerInput, Code> {
  if (!isRecord(v)) return fail(ERR_NOT_OBJECT, undefined, path);
  const known = checkKeys(v, PLAYER_FIELDS, path);
  if (!known.ok) return known;
  if (typeof v.id !== 'string' || v.id.trim() === '') return fail('ERR_BAD_PLAYER_ID', undefined, `${path}.id`);
  if (v.ghost !== undefined && typeof v.ghost !== 'boolean') return fail(ERR_NOT_BOOLEAN, undefined, `${path}.ghost`);
  const knights = readInt(v.knights, `${path}.knights`, 0);
  if (!knights.ok) return knights;
  const mages = readInt(v.mages, `${path}.mages`, 0);
  if (!mages.ok) return mages;
  const settings = readInt(v.settings, `${path}.settings`, 0);
  if (!settings.ok) return settings;
  const victories = readGroup(v.victories, STEAMBOT_TYPES, `${path}.victories`);
  if (!victories.ok) return victories;
  const inventory = readGroup(v.inventory, INVENTORY_CARDS, `${path}.inventory`);
  if (!inventory.ok) return inventory;
  const hand = readGroup(v.hand, HAND_CARDS, `${path}.hand`);
  if (!hand.ok) return hand;
  const orders = readOrders(v.orders, `${path}.orders`);
  if (!orders.ok) return orders;
  return ok({
    id: v.id,
    knights: knights.value,
    mages: mages.value,
    ghost: v.ghost === true,
    victories: victories.value,
    inventory: inventory.value,
    settings: settings.value,
    hand: hand.value,
    orders: orders.value,
  });
}

/** Parses the whole request: variant (default "standard"), players with unique ids. */
export function parseInput(input: unknown): Result<ScoreInput, Code> {
  if (!isRecord(input)) return fail(ERR_NOT_OBJECT);
  const known = checkKeys(input, TOP_FIELDS, '');
  if (!known.ok) return known;
  const variant = input.variant ?? 'standard';
  if (typeof variant !== 'string' || !(VARIANTS as readonly string[]).includes(variant)) {
    return fail('ERR_UNKNOWN_VARIANT', { variant: shownValue(variant) }, 'variant');
  }
  if (!Array.isArray(input.players)) return fail('ERR_NOT_LIST', undefined, 'players');
  const players: PlayerInput[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < input.players.length; i++) {
    const p = readPlayer(input.players[i], `players.${i}`);
    if (!p.ok) return p;
    if (seen.has(p.value.id)) return fail('ERR_DUPLICATE_PLAYER', { id: p.value.id }, `players.${i}.id`);
    seen.add(p.value.id);
    players.push(p.value);
  }
  return ok({ variant: variant as Variant, players });
}
