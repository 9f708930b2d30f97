/**
 * The score sheet's view of the saved scorer input. Reads are forgiving (a saved session is
 * untrusted JSON: anything unreadable shows as not entered) and writes change one field of the raw data,
 * so whatever else was saved, even a value the scorer refuses, stays exactly as it was.
 */
import type { BreakdownRow } from '../../types';
import { HAND_CARDS, INVENTORY_CARDS, STEAMBOT_TYPES } from '../data/gold';
import { VARIANTS, type Variant } from '../data/limits';
import { isRecord } from '../../../lib/read';

/** A counted field of one player, as a path into the player object ("victories.simple"). */
export type CountField =
  | 'knights'
  | 'mages'
  | 'settings'
  | `victories.${(typeof STEAMBOT_TYPES)[number]}`
  | `inventory.${(typeof INVENTORY_CARDS)[number]}`
  | `hand.${(typeof HAND_CARDS)[number]}`;
/** Any field a variant may count (the ghost toggle and the order list included). */
export type Field = CountField | 'ghost' | 'orders';

type Json = Record<string, unknown>;

const VICTORY_FIELDS = STEAMBOT_TYPES.map((t) => `victories.${t}` as const);
const TROPHY_FIELDS = (['rock', 'scissors', 'paper'] as const).map((c) => `inventory.${c}` as const);

/** What each variant counts (see the rules page, {#scoring-kids}); everything else is hidden. */
const USED: Record<Variant, ReadonlySet<Field>> = {
  standard: new Set<Field>([
    'knights',
    'mages',
    'ghost',
    ...VICTORY_FIELDS,
    ...INVENTORY_CARDS.map((c) => `inventory.${c}` as const),
    'settings',
    ...HAND_CARDS.map((c) => `hand.${c}` as const),
    'orders',
  ]),
  'kids-easy': new Set<Field>([...VICTORY_FIELDS, ...TROPHY_FIELDS]),
  'kids-harder': new Set<Field>(['knights', ...VICTORY_FIELDS, ...TROPHY_FIELDS, 'inventory.trap', 'settings']),
};

/**
 * Counts every player must enter before they get a place: knights alive (where the variant
 * counts them) and the victory pile. Neither has an obvious 0, so a new sheet leaves them blank;
 * the rest (mages, inventory, hand) start at 0, since a player only counts cards they have.
 */
const REQUIRED: Record<Variant, readonly CountField[]> = {
  standard: ['knights', ...VICTORY_FIELDS],
  'kids-easy': VICTORY_FIELDS,
  'kids-harder': ['knights', ...VICTORY_FIELDS],
};

/** A player at the start of a game of `variant`: nothing entered yet, no extras. */
export function startingPlayer(id: string, variant: Variant): Json {
  const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  const base: Json = { id, ghost: false, victories: {}, inventory: zeros(INVENTORY_CARDS), settings: 0, hand: zeros(HAND_CARDS), orders: [] };
  return variant === 'standard' ? { ...base, mages: 0 } : base;
}

/** The scorer input a new session starts from: one player per seat, in seating order. */
export function startingInput(variant: Variant, seatIds: readonly string[]): { variant: Variant; players: Json[] } {
  return { variant, players: seatIds.map((id) => startingPlayer(id, variant)) };
}

/** Required counts a player has not entered yet (in sheet order). */
export function missingFields(data: unknown, id: string, variant: Variant): CountField[] {
  return REQUIRED[variant].filter((f) => countOf(data, id, f) === null);
}

/** The saved variant; a missing one means the full game, as the scorer reads it. */
export function readVariant(data: unknown): Variant {
  const v = isRecord(data) ? data.variant : undefined;
  return (VARIANTS as readonly unknown[]).includes(v) ? (v as Variant) : 'standard';
}

/** The raw saved object of one player, if there is one. */
function rawPlayer(data: unknown, id: string): Json | undefined {
  const players = isRecord(data) && Array.isArray(data.players) ? data.players : [];
  return players.find((p): p is Json => isRecord(p) && p.id === id);
}

/** The number a field shows: null when nobody entered it (or it is unreadable; the scorer names that). */
export function countOf(data: unknown, id: string, field: CountField): number | null {
  const [head, key] = field.split('.') as [string, string | undefined];
  const p = rawPlayer(data, id);
  const v = key === undefined ? p?.[head] : isRecord(p?.[head]) ? (p[head] as Json)[key] : undefined;
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** The ghost toggle as saved. */
export const ghostOf = (data: unknown, id: string): boolean => rawPlayer(data, id)?.ghost === true;

/** The order cards as saved (unreadable entries show as 0). */
export function ordersOf(data: unknown, id: string): number[] {
  const list = rawPlayer(data, id)?.orders;
  return Array.isArray(list) ? list.map((v) => (typeof v === 'number' && Number.isFinite(v) ? v : 0)) : [];
}

/** Copies the data with one player's object replaced by `change(old)` (added when missing). */
function withPlayer(data: unknown, id: string, change: (p: Json) => Json): Json {
  const root: Json = isRecord(data) ? { ...data } : {};
  const players: unknown[] = Array.isArray(root.players) ? [...root.players] : [];
  const i = players.findIndex((p) => isRecord(p) && p.id === id);
  if (i >= 0) players[i] = change({ ...(players[i] as Json) });
  else players.push(change({ id }));
  root.players = players;
  return root;
}

/** Sets one count of one player; null un-enters it (the key is removed, never set to 0). */
export function setCount(data: unknown, id: string, field: CountField, value: number | null): Json {
  const [head, key] = field.split('.') as [string, string | undefined];
  return withPlayer(data, id, (p) => {
    if (key === undefined) {
      const next = { ...p, [head]: value };
      if (value === null) delete next[head];
      return next;
    }
    const group: Json = { ...(isRecord(p[head]) ? (p[head] as Json) : {}), [key]: value };
    if (value === null) delete group[key];
    return { ...p, [head]: group };
  });
}

/** Sets one player's ghost toggle. */
export const setGhost = (data: unknown, id: string, ghost: boolean): Json => withPlayer(data, id, (p) => ({ ...p, ghost }));

/** Replaces one player's list of order cards. */
export const setOrders = (data: unknown, id: string, orders: number[]): Json => withPlayer(data, id, (p) => ({ ...p, orders }));

/** Changes the variant and keeps every count: a field the new variant ignores stays visible while non-zero. */
export const setVariant = (data: unknown, variant: Variant): Json => ({ ...(isRecord(data) ? data : {}), variant });

/** True when the variant counts this field. */
export const counts = (variant: Variant, field: Field): boolean => USED[variant].has(field);

/** True when a field holds something (so it must stay visible even where the variant ignores it). */
export function holdsValue(data: unknown, id: string, field: Field): boolean {
  if (field === 'ghost') return ghostOf(data, id);
  if (field === 'orders') return ordersOf(data, id).length > 0;
  return (countOf(data, id, field) ?? 0) !== 0;
}

/** The seat a refusal points at ("players.1.ghost" -> that player's id), if any. */
export function refusedPlayer(data: unknown, path: string | undefined): string | undefined {
  const m = /^players\.(\d+)(\.|$)/.exec(path ?? '');
  const players = isRecord(data) && Array.isArray(data.players) ? data.players : [];
  const p = m ? players[Number(m[1])] : undefined;
  return isRecord(p) && typeof p.id === 'string' ? p.id : undefined;
}

/** The sheet's groups, in the order the sections appear. */
export const GROUPS = ['team', 'victories', 'inventory', 'hand', 'orders'] as const;
/** One group of the sheet. */
export type Group = (typeof GROUPS)[number];

/** Which group a breakdown row belongs to, by its category key. */
export function groupOf(category: string): Group {
  if (category.startsWith('victory')) return 'victories';
  if (category.startsWith('hand')) return 'hand';
  if (category === 'order') return 'orders';
  if (category === 'knights' || category === 'mages' || category === 'ghost') return 'team';
  return 'inventory';
}

/** Gold per group for one player's breakdown rows. */
export function groupTotals(rows: readonly BreakdownRow[]): Record<Group, number> {
  const out = Object.fromEntries(GROUPS.map((g) => [g, 0])) as Record<Group, number>;
  for (const r of rows) out[groupOf(r.category)] += r.points;
  return out;
}
