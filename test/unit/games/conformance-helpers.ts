// Tools of the shared engine conformance suite (conformance.test.ts): seeded random playouts,
// deep freezing, illegal-move samples and translation look-ups. Not a test file itself.
import { existsSync, readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../../src/lib/rng';
import type { ConformanceAdapter, Engine, GameManifest } from '../../../src/games/types';
import type { PlaySetup } from '../../../src/play/types';

/** What a game may add to the suite (src/games/types.ts): `src/games/<id>/conformance.ts` or, for older games, `conformance/<id>.ts` here. */
export type { ConformanceAdapter } from '../../../src/games/types';

/** One game under test, found through the registry. */
export interface GameUnderTest {
  manifest: GameManifest;
  engine: Engine<unknown, unknown, unknown>;
  configs: { label: string; config: unknown }[];
  adapter: ConformanceAdapter;
}

/** Every config the game's play setup offers: each seat count with the defaults and the adapter's options. */
export function configsOf(manifest: GameManifest, setup: PlaySetup | undefined, adapter: ConformanceAdapter): { label: string; config: unknown }[] {
  if (!setup) return [];
  const range = setup.players ?? manifest.players;
  const optionSets = [setup.defaultOptions, ...(adapter.options?.(setup.defaultOptions) ?? [])];
  const out: { label: string; config: unknown }[] = [];
  for (let n = range.min; n <= range.max; n++) {
    optionSets.forEach((options, i) => out.push({ label: `${n} seats, options #${i}`, config: setup.config(n, options) }));
  }
  return out;
}

/** Freezes a JSON value and everything in it, so any write by an engine throws. */
export function deepFreeze<T>(v: T): T {
  if (v !== null && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

/**
 * True only where `toStrictEqual` passes, for JSON-like values (plain objects with no symbol keys,
 * dense arrays, primitives compared by Object.is as vitest does): the same own keys, no key with
 * `undefined` missing on the other side. Anything else (a Map, a class, a sparse array) answers
 * false and leaves the verdict to `toStrictEqual`. vitest's general equality took most of the
 * suite's time on whole playouts of big states (Jackal's board: 7 of its 10 s).
 */
export function plainEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || Object.getPrototypeOf(a) !== Array.prototype || Object.getPrototypeOf(b) !== Array.prototype) return false;
    if (a.length !== b.length || Object.keys(a).length !== a.length || Object.keys(b).length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!plainEqual(a[i], b[i])) return false;
    return Object.getOwnPropertySymbols(a).length === 0 && Object.getOwnPropertySymbols(b).length === 0;
  }
  if (Array.isArray(b) || Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const k of keys) if (!Object.hasOwn(b, k) || !plainEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return Object.getOwnPropertySymbols(a).length === 0 && Object.getOwnPropertySymbols(b).length === 0;
}

/** `expect(actual, message).toStrictEqual(expected)`, asked only when plainEqual cannot tell (so a failure still shows vitest's diff). */
export function expectStrictEqual(actual: unknown, expected: unknown, message?: string): void {
  if (!plainEqual(actual, expected)) expect(actual, message).toStrictEqual(expected);
}

/**
 * `expect(actual, message()).toBe(expected)`, asked only when the two differ, so a failure still
 * reads as before. The suite checks every state of every playout: each expect call costs vitest
 * far more than the check (it copies its whole state object per assertion; 2 of this file's
 * 13 s), and the message is written only for a failure.
 */
export function expectBe(actual: unknown, expected: unknown, message?: () => string): void {
  if (!Object.is(actual, expected)) expect(actual, message?.()).toBe(expected);
}

/** A game played with seeded random legal moves: every state (frozen) and move. */
export interface Playout {
  states: unknown[];
  moves: unknown[];
  ended: boolean;
}

/** Plays random legal moves from `setup(config, seed)` until nobody is to move or `cap` moves. */
export function randomPlayout(engine: Engine<unknown, unknown, unknown>, config: unknown, seed: string, cap: number): Playout {
  const start = engine.setup(deepFreeze(structuredClone(config)), seed);
  if (!start.ok) throw new Error(`setup refused ${JSON.stringify(config)}: ${start.error}`);
  let state = deepFreeze(start.value);
  let rng: RngState = seedRng(`conformance:${seed}`);
  const states = [state];
  const moves: unknown[] = [];
  while (engine.toMove(state) !== null && moves.length < cap) {
    const options = engine.legalMoves(state);
    if (options.length === 0) break;
    const pick = nextInt(rng, options.length);
    rng = pick.state;
    const move = deepFreeze(options[pick.value]);
    const next = engine.apply(state, move);
    if (!next.ok)
      throw new Error(`offered move ${JSON.stringify(move)} refused: ${next.error} (ERR_BAD_STATE here often means apply wrote to its frozen input)`);
    state = deepFreeze(next.value);
    states.push(state);
    moves.push(move);
  }
  return { states, moves, ended: engine.toMove(state) === null };
}

/** A stable identity for a move (JSON with sorted object keys). */
export function moveKey(m: unknown): string {
  return (
    JSON.stringify(m, (_k, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
    ) ?? 'undefined'
  );
}

/** Things no engine may accept as a move. */
export const JUNK_MOVES: readonly unknown[] = [null, undefined, 0, -1, 'x', [], {}, { t: 'nope' }, { type: 'nope' }, [null]];

/** Legal moves bent out of shape: each field of each offered move changed in turn. */
export function bentMoves(offered: readonly unknown[], limit = 24): unknown[] {
  const out: unknown[] = [];
  for (const m of offered) {
    if (!m || typeof m !== 'object' || Array.isArray(m)) continue;
    for (const [k, v] of Object.entries(m)) {
      const bent =
        typeof v === 'number' ? [v + 1, v - 1, v + 100, -1, 0.5] : typeof v === 'string' ? [`${v}-x`, ''] : Array.isArray(v) ? [[], [...v, ...v]] : [null];
      for (const b of bent) out.push({ ...m, [k]: b });
      if (out.length >= limit) return out;
    }
  }
  return out;
}

/** Reads a locale file as JSON. */
export const localeFile = (lang: string, ns: string): Record<string, unknown> =>
  JSON.parse(readFileSync(existsSync(`locales/${lang}/${ns}.json`) ? `locales/${lang}/${ns}.json` : `src/games/${ns}/locales/${lang}.json`, 'utf8'));

/** The string at a dotted path of a locale tree, or its plural `_other` form; undefined when missing. */
export function lookUp(tree: Record<string, unknown>, path: string): string | undefined {
  let at: unknown = tree;
  const parts = path.split('.');
  const last = parts.pop()!;
  for (const p of parts) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[p] : undefined;
  if (!at || typeof at !== 'object') return undefined;
  const node = at as Record<string, unknown>;
  const hit = node[last] ?? node[`${last}_other`];
  return typeof hit === 'string' ? hit : undefined;
}

/** The `{{name}}` placeholders of a translation (formats after a comma dropped). */
export const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]!);

/** Every error code written as a string literal in the game's pure folders. */
export function errorCodesInSource(sources: Record<string, string>): string[] {
  const codes = new Set<string>();
  for (const text of Object.values(sources)) for (const m of text.matchAll(/['"`](ERR_[A-Z0-9_]+)['"`]/g)) codes.add(m[1]!);
  return [...codes].sort();
}
